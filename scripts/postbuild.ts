/**
 * After `astro build`: writes dist/_headers with a Content-Security-Policy that allows exactly the
 * inline scripts the build produced (by hash). Netlify serves dist/_headers; so does `npm start`.
 * Then generates the service worker dist/sw.js (scripts/serviceWorker.ts).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_STAMP } from './buildIfStale.ts';
import {
  buildContentSecurityPolicy,
  inlineScriptHashes,
} from '../src/server/local/contentSecurityPolicy.ts';
import { precompress } from './precompress.ts';
import { generateServiceWorker } from './serviceWorker.ts';

const DIST = 'dist';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

const hashes = new Set<string>();
for (const file of await htmlFiles(DIST)) {
  for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
}
const csp = buildContentSecurityPolicy({
  scriptHashes: hashes,
  analytics: Boolean(process.env.PUBLIC_GA_ID),
  turnstile: Boolean(process.env.PUBLIC_TURNSTILE_SITE_KEY),
});
await writeFile(path.join(DIST, '_headers'), `/*\n  Content-Security-Policy: ${csp}\n`);
console.log(`postbuild: CSP with ${hashes.size} inline script hash(es) written to dist/_headers`);

// After the CSP: the service worker precaches the final HTML files, hashes and all.
const { count, size, warnings } = await generateServiceWorker(DIST);
for (const warning of warnings) console.warn(`postbuild: service worker: ${warning}`);
console.log(`postbuild: dist/sw.js precaches ${count} file(s), ${(size / 1024).toFixed(1)} KB`);

// Last, so the compressed twins hold the final files (CSP, service worker included).
console.log(`postbuild: ${await precompress(DIST)} file(s) precompressed (brotli, gzip)`);

// Record which SITE_URL this build embeds (canonical links, sitemap), so `npm start` rebuilds when
// it needs another one. Same fallback chain as astro.config.mjs.
const builtFor = process.env.SITE_URL || process.env.URL || 'http://localhost:4321';
await mkdir('.data', { recursive: true });
await writeFile(
  BUILD_STAMP,
  JSON.stringify({ siteUrl: builtFor, builtAt: new Date().toISOString() }),
);
