/**
 * After `astro build`: generates the service worker dist/sw.js (scripts/serviceWorker.ts), writes
 * the brotli and gzip twins of the files, and records which SITE_URL the build embeds.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolveSiteUrl } from '../src/lib/siteUrl.ts';
import { BUILD_STAMP } from './buildIfStale.ts';
import { precompress } from './precompress.ts';
import { generateServiceWorker } from './serviceWorker.ts';

// BUILD_OUT_DIR: the local server's rebuild after a content publish builds beside the served dist/
// (src/server/local/siteRebuilder.ts).
const DIST = process.env.BUILD_OUT_DIR || 'dist';

// The service worker precaches the final HTML files, with their file hashes.
const { count, size, warnings } = await generateServiceWorker(DIST);
for (const warning of warnings) console.warn(`postbuild: service worker: ${warning}`);
console.log(`postbuild: ${DIST}/sw.js precaches ${count} file(s), ${(size / 1024).toFixed(1)} KB`);

// Last, so the compressed twins hold the final files (service worker included). Only for the local
// server: Netlify compresses on its own and would upload the twins as two extra files per text file; the
// highest levels cost ~9 s of CPU a build (NETLIFY is set on Netlify's builders, NETLIFY_LOCAL by
// its CLI's builds).
if (process.env.NETLIFY === 'true' || process.env.NETLIFY_LOCAL === 'true') {
  console.log('postbuild: built by Netlify, which compresses on its own: no precompressed twins');
} else {
  console.log(`postbuild: ${await precompress(DIST)} file(s) precompressed (brotli, gzip)`);
}

// Record which site URL this build embeds (canonical links, sitemap), so `npm start` rebuilds when
// it needs another one. Resolved like astro.config.mjs does.
const builtFor = resolveSiteUrl(process.env);
await mkdir('.data', { recursive: true });
await writeFile(
  BUILD_STAMP,
  JSON.stringify({ siteUrl: builtFor, builtAt: new Date().toISOString() }),
);
