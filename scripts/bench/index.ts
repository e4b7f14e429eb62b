/**
 * `npm run bench`: measures every budget in ./budgets.ts against a production build served by the
 * real local server, prints a table and writes bench/results.json. Not part of `npm test`: the
 * numbers depend on the machine, so they are reported rather than asserted.
 *
 * Ports 4393 (site) and 4394/4395 (API on PGlite/PostgreSQL) unless BENCH_PORT sets the first.
 * BENCH_RUNS (Lighthouse runs per page, default 3), BENCH_REQUESTS (500), BENCH_CONCURRENCY (50).
 * TEST_DATABASE_URL adds the API burst on a throw-away database on that PostgreSQL server.
 * BENCH_ONLY=lighthouse,bytes,api,signin,scale (any of them) runs only those parts; `signin` is the
 * owner's sign-in under 50 concurrent wrong-password attempts (port BENCH_PORT + 3); `scale` seeds
 * 20,000 leads on PGlite and 100,000 on PostgreSQL (TEST_DATABASE_URL) and times the leads API and
 * page on them (ports BENCH_PORT + 4 and + 5; BENCH_LEADS_PG / BENCH_LEADS_PGLITE change the counts).
 * `booking` races BENCH_HOLDS (200) holds of one slot with one host and with three, and times the
 * slots answer for 14 days over 6 hosts (ports BENCH_PORT + 6 and + 7); written to bench/booking.json.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
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
import { benchLeadsOnPglite, benchLeadsOnPostgres, type LeadsScaleResult } from './leadsScale.ts';
import {
  benchBookingOnPglite,
  benchBookingOnPostgres,
  type BookingRaceResult,
} from './bookingRace.ts';
import { bookingOnDatabase } from './bookingOnDatabase.ts';
import { budgetLines, printReport, type BenchResults } from './report.ts';
import { startServer } from './server.ts';
import { benchSignInUnderAttack, type SignInBenchResult } from './signInUnderAttack.ts';

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
  (process.env.BENCH_ONLY ?? 'lighthouse,bytes,api,signin,scale,booking')
    .split(',')
    .map((part) => part.trim()),
);
const siteUrl = `http://localhost:${sitePort}`;
const started = Date.now();
const progress = (line: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

// One build for every server below: they all get this SITE_URL, so none rebuilds.
await buildIfStale(siteUrl);
// BENCH_PAGES=/book,/es/book measures only those pages (a quick look at one change).
const pageFilter = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
const publicPageList = (await publicPages('dist')).filter(
  (page) => !pageFilter || pageFilter.includes(page.path),
);
progress(
  `${publicPageList.length} public page(s): ${publicPageList.map((page) => page.path).join(' ')}`,
);

async function measureSite(): Promise<
  Omit<
    BenchResults,
    'api' | 'signIn' | 'leadsScale' | 'budgets' | 'seconds' | 'startedAt' | 'siteUrl'
  >
> {
  const skipped = { skipped: 'not selected in BENCH_ONLY' };
  let pages: PageBytes[] = [];
  let contact: AppBytes | { skipped: string } = skipped;
  let admin: AppBytes | { skipped: string } = skipped;
  if (!only.has('bytes') && !only.has('lighthouse')) {
    return { lighthouse: skipped, pages, contact, admin };
  }
  const bookingDir = await bookingOnDatabase();
  const site = await startServer(sitePort, { SITE_URL: siteUrl, PGLITE_DIR: bookingDir });
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
    await rm(bookingDir, { recursive: true, force: true });
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

const signIn: SignInBenchResult[] = [];
if (only.has('signin')) {
  progress(`Sign-in under attack: owner signs in while ${concurrency} wrong-password attempts run`);
  signIn.push(
    await benchSignInUnderAttack({
      label: 'PGlite (embedded)',
      port: sitePort + 3,
      siteUrl,
      concurrency,
      ownerSignIns: 20,
      maxSeconds: 120,
    }),
  );
}

const leadsScale: LeadsScaleResult[] = [];
if (only.has('scale')) {
  const scaleOptions = { siteUrl, runs: 40, browser: true };
  const pgliteLeads = whole('BENCH_LEADS_PGLITE', 20_000);
  progress(`Leads at scale on PGlite: seeding ${pgliteLeads} leads`);
  leadsScale.push(
    await benchLeadsOnPglite({
      ...scaleOptions,
      label: 'PGlite',
      leads: pgliteLeads,
      port: sitePort + 4,
    }),
  );
  if (postgresUrl) {
    const postgresLeads = whole('BENCH_LEADS_PG', 100_000);
    progress(`Leads at scale on PostgreSQL: seeding ${postgresLeads} leads`);
    leadsScale.push(
      await benchLeadsOnPostgres(
        { ...scaleOptions, label: 'PostgreSQL', leads: postgresLeads, port: sitePort + 5 },
        postgresUrl,
      ),
    );
  }
}

const booking: BookingRaceResult[] = [];
if (only.has('booking')) {
  const holds = whole('BENCH_HOLDS', 200);
  progress(`Booking: ${holds} concurrent holds of one slot on PGlite`);
  booking.push(await benchBookingOnPglite(sitePort + 6, siteUrl, holds));
  if (postgresUrl) {
    progress(`Booking: ${holds} concurrent holds of one slot on PostgreSQL`);
    booking.push(await benchBookingOnPostgres(sitePort + 7, siteUrl, holds, postgresUrl));
  }
  for (const result of booking) {
    console.log(
      `booking (${result.label}): one host ${JSON.stringify(result.oneHost)}; three hosts ` +
        `${JSON.stringify(result.threeHosts)}; slots 14 days x 6 hosts p50 ${result.slots.p50Ms} ms, ` +
        `p95 ${result.slots.p95Ms} ms (budget 150 ms), ${result.slots.slotsPerAnswer} slots`,
    );
  }
}

const results: BenchResults = {
  startedAt: new Date(started).toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  siteUrl,
  ...partial,
  api,
  signIn,
  leadsScale,
  budgets: budgetLines({ ...partial, api, signIn, leadsScale }),
};
await mkdir('bench', { recursive: true });
await writeFile('bench/results.json', JSON.stringify(results, null, 2) + '\n');
if (booking.length) {
  await writeFile('bench/booking.json', JSON.stringify(booking, null, 2) + '\n');
}
console.log(`\n${printReport(results)}\n`);
const over = results.budgets.filter((line) => line.mark === 'OVER').length;
console.log(
  `${over ? `${over} budget(s) OVER` : 'All measured budgets hold'}; ` +
    `finished in ${results.seconds} s; details in bench/results.json`,
);
