/**
 * `npm run size`, after `npm run build`: the JS every built page loads up front, by chunk, gzipped,
 * against the previous build's report, naming the modules that grew a chunk; exits 1 when a page
 * is over its budget (scripts/bench/budgets.ts ISLAND_PAGES). The rules it watches:
 * docs/design.md, "Byte budgets".
 *
 * The report is kept in .data/js-report.json with the one before it: running again on the same
 * build compares with the same earlier build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_PAGES } from './bench/budgets.ts';
import { CHUNK_MODULES_FILE, type ChunkModules } from './chunkModules.ts';
import { pageJs, routeOf } from './pageJs.ts';
import { chunkKey, formatReport, type JsReport } from './jsReportDiff.ts';

const DIST = 'dist';
const REPORT_FILE = path.join('.data', 'js-report.json');

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function measure(): JsReport {
  const modules = readJson<ChunkModules>(CHUNK_MODULES_FILE) ?? {};
  const report: JsReport = {
    build: '',
    measuredAt: new Date().toISOString(),
    pages: {},
    chunks: {},
  };
  const htmlFiles = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'));
  for (const htmlFile of htmlFiles) {
    const { chunks, inlineBytes } = pageJs(DIST, htmlFile);
    const keys: string[] = [];
    for (const [url, gzipBytes] of chunks) {
      const file = path.posix.basename(url);
      let key = chunkKey(file);
      // Two chunks of one name: the second keeps its hash (it then reads as new in each build).
      if ((report.chunks[key]?.file ?? file) !== file) key = file;
      keys.push(key);
      const chunkModules = modules[file] ?? [];
      report.chunks[key] = {
        file,
        gzipBytes,
        modules: Object.fromEntries(chunkModules.map((m) => [m.id, m.renderedLength])),
        importers: Object.fromEntries(chunkModules.map((m) => [m.id, m.importers])),
      };
    }
    report.pages[routeOf(htmlFile)] = { chunks: keys, inlineBytes };
  }
  // Every chunk, lazy ones too: their names carry content hashes, so they tell builds apart.
  const files = readdirSync(path.join(DIST, '_astro')).filter((file) => file.endsWith('.js'));
  report.build = createHash('sha256').update(files.sort().join('\n')).digest('hex').slice(0, 12);
  return report;
}

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('npm run size: no dist/index.html; run `npm run build` first.');
  process.exit(2);
}
const now = measure();
const saved = readJson<{ latest: JsReport; previous?: JsReport }>(REPORT_FILE);
const before = saved?.latest.build === now.build ? saved.previous : saved?.latest;
const { lines, over } = formatReport(now, before, ISLAND_PAGES);
console.log(lines.join('\n'));
mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
writeFileSync(REPORT_FILE, JSON.stringify({ latest: now, previous: before }));
if (over.length) {
  console.error(`\nOver budget: ${over.join(', ')}. The rules: docs/design.md, "Byte budgets".`);
  process.exit(1);
}
