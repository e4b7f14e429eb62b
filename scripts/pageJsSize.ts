/**
 * Gzipped JS one built page loads up front (scripts/pageJs.ts counts it).
 * Usage: `npm run build && tsx scripts/pageJsSize.ts contact` (reads dist/contact.html).
 * Every page at once, against the last build: `npm run size` (scripts/jsReport.ts).
 */
import { pageJs } from './pageJs.ts';

const page = process.argv[2] ?? 'index';
const { chunks, inlineBytes } = pageJs('dist', `${page}.html`);

let total = inlineBytes;
for (const [url, bytes] of [...chunks].sort((a, b) => b[1] - a[1])) {
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${url}`);
}
console.log(`${(inlineBytes / 1024).toFixed(1).padStart(7)} KB  (inline scripts)`);
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for /${page === 'index' ? '' : page}`,
);
