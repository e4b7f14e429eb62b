/**
 * Gzipped JavaScript a built page loads before any interaction: the scripts and island modules the
 * HTML names, plus every module those import statically (dynamic imports load later, on demand).
 * Usage: `npm run build && tsx scripts/pageJsSize.ts contact` (reads dist/contact.html).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const page = process.argv[2] ?? 'index';
const html = readFileSync(path.join('dist', `${page}.html`), 'utf8');

const ASSET = /\/_astro\/[\w.-]+\.js/g;
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[\w.-]+\.js)["']/g;

const seen = new Map<string, number>();
function visit(url: string) {
  if (seen.has(url)) return;
  const source = readFileSync(path.join('dist', url));
  seen.set(url, gzipSync(source, { level: 9 }).length);
  for (const match of source.toString('utf8').matchAll(STATIC_IMPORT)) {
    visit(path.posix.join(path.posix.dirname(url), match[1]!));
  }
}
for (const match of html.matchAll(ASSET)) visit(match[0]);

let inline = 0;
// Inline scripts that run; JSON-LD blocks are data, not JavaScript (as e2e/contact-form.spec.ts counts).
for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
  if (/application\/ld\+json/.test(match[1]!)) continue;
  inline += gzipSync(match[2]!, { level: 9 }).length;
}

let total = 0;
for (const [url, bytes] of [...seen].sort((a, b) => b[1] - a[1])) {
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${url}`);
}
console.log(`${(inline / 1024).toFixed(1).padStart(7)} KB  (inline scripts)`);
console.log(
  `${((total + inline) / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for /${page === 'index' ? '' : page}`,
);
