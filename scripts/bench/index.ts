/**
 * `npm run bench`: measures every budget in ./budgets.ts against a production build served by the
 * real local server, prints a table and writes bench/results.json. Not part of `npm test`: the
 * numbers depend on the machine, so they are reported rather than asserted.
 *
 * Ports 4393 (site) and 4394/4395 (API on PGlite/PostgreSQL) unless BENCH_PORT sets the first.
 * BENCH_RUNS (Lighthouse runs per page, default 3), BENCH_REQUESTS (500), BENCH_CONCURRENCY (50).
 * TEST_DATABASE_URL adds the API burst on a throw-away database on that PostgreSQL server.
 * BENCH_ONLY=lighthouse,bytes,api (any of them) runs only those parts.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { buildIfStale } from '../buildIfStale.ts';
import { benchApiOnPglite, benchApiOnPostgres, type ApiResult } from './apiBurst.ts';
import {
  measureAdmin,
  measureContact,
  measurePages,
  type AppBytes,
  type PageBytes,
} from './bytes.ts';
import { runLighthouse } from './lighthouse.ts';
import { publicPages } from './pages.ts';
import { budgetLines, printReport, type BenchResults } from './report.ts';
import { startServer } from './server.ts';

function whole(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number >= 1`);
  return value;
}

const sitePort = whole('BENCH_PORT', 4393);
const runs = whole('BENCH_RUNS', 3);
const requests = whole('BENCH_REQUESTS', 500);
const concurrency = whole('BENCH_CONCURRENCY', 50);
const only = new Set(
  (process.env.BENCH_ONLY ?? 'lighthouse,bytes,api').split(',').map((part) => part.trim()),
);
const siteUrl = `http://localhost:${sitePort}`;
const started = Date.now();
const progress = (line: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

// One build for every server below: they all get this SITE_URL, so none rebuilds.
await buildIfStale(siteUrl);
const publicPageList = await publicPages('dist');
progress(
  `${publicPageList.length} public page(s): ${publicPageList.map((page) => page.path).join(' ')}`,
);

async function measureSite(): Promise<
  Omit<BenchResults, 'api' | 'budgets' | 'seconds' | 'startedAt' | 'siteUrl'>
> {
  const skipped = { skipped: 'not selected in BENCH_ONLY' };
  let pages: PageBytes[] = [];
  let contact: AppBytes | { skipped: string } = skipped;
  let admin: AppBytes | { skipped: string } = skipped;
  if (!only.has('bytes') && !only.has('lighthouse')) {
    return { lighthouse: skipped, pages, contact, admin };
  }
  const site = await startServer(sitePort, { SITE_URL: siteUrl, PGLITE_DIR: 'memory://' });
  try {
    // Bytes first: loading every page once also warms the server's compression cache, so the
    // first Lighthouse run of a page does not pay for brotli -11 on a cold file.
    if (only.has('bytes')) {
      progress('bytes: loading each page in Chromium');
      pages = await measurePages(site.origin, publicPageList);
      contact = existsSync('dist/contact.html')
        ? await measureContact(site.origin)
        : { skipped: 'no /contact page in this build' };
      admin = existsSync('dist/admin.html')
        ? await measureAdmin(site.origin)
        : { skipped: 'no admin SPA in this build' };
    }
    const lighthouse = only.has('lighthouse')
      ? await runLighthouse(site.origin, publicPageList, runs, progress)
      : skipped;
    return { lighthouse, pages, contact, admin };
  } finally {
    await site.stop();
  }
}

const partial = await measureSite();

const apiOptions = { port: sitePort + 1, siteUrl, requests, concurrency, maxSeconds: 60 };
const api: ApiResult[] = [];
const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
if (only.has('api')) {
  progress(`API burst on PGlite: ${requests} requests, concurrency ${concurrency}`);
  api.push(await benchApiOnPglite({ ...apiOptions, label: 'PGlite (embedded)' }));
}
if (only.has('api') && postgresUrl) {
  progress('API burst on PostgreSQL (TEST_DATABASE_URL)');
  api.push(
    await benchApiOnPostgres(
      { ...apiOptions, port: sitePort + 2, label: 'PostgreSQL (TEST_DATABASE_URL)' },
      postgresUrl,
    ),
  );
}

const results: BenchResults = {
  startedAt: new Date(started).toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  siteUrl,
  ...partial,
  api,
  budgets: budgetLines({ ...partial, api }),
};
await mkdir('bench', { recursive: true });
await writeFile('bench/results.json', JSON.stringify(results, null, 2) + '\n');
console.log(`\n${printReport(results)}\n`);
const over = results.budgets.filter((line) => line.mark === 'OVER').length;
console.log(
  `${over ? `${over} budget(s) OVER` : 'All measured budgets hold'}; ` +
    `finished in ${results.seconds} s; details in bench/results.json`,
);
