import { openDatabase, type DriverChoice } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { PERF_ADMIN } from '../perfAdmin.ts';
import { median, percentile } from './budgets.ts';
import { measureLeadsPage, type LeadsPageResult } from './leadsPage.ts';
import { ensurePerfAdmin, seedLeads } from './seedLeads.ts';
import { startServer } from './server.ts';
import { withThrowawayPglite, withThrowawayPostgres } from './throwawayDatabases.ts';

/**
 * The back office at scale: a database seeded with many leads (generate_series, realistic lengths:
 * scripts/bench/seedLeads.ts), the real server on it, then the staff API timed request by request
 * (list page, search, dashboard counts, CSV) and the leads page in Chromium.
 */
export interface LeadsScaleResult {
  label: string;
  leads: number;
  seedSeconds: number;
  listPage: Timing & { answerKB: number };
  nextPage: Timing;
  search: Timing;
  dashboard: Timing;
  csv: { rows: number; megabytes: number; seconds: number; rowsPerSecond: number };
  csvWhole: { status: number; ms: number };
  page: LeadsPageResult | { skipped: string };
}

interface Timing {
  p50Ms: number;
  p95Ms: number;
  runs: number;
}

const SEARCHES = ['holyoke', 'rivera 12', 'maria', 'sunrise solar 4', '617 555', 'dispensary'];

function timing(values: number[]): Timing {
  return {
    p50Ms: Math.round(median(values)),
    p95Ms: Math.round(percentile(values, 95)),
    runs: values.length,
  };
}

async function signInCookie(origin: string, siteUrl: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteUrl },
    body: JSON.stringify({ email: PERF_ADMIN.email, password: PERF_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`perf admin sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function timed(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { Cookie: cookie } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

async function measureApi(origin: string, cookie: string, runs: number) {
  const api = `${origin}/api/admin/consultations`;
  // Warm the connection pool and the planner before timing.
  await timed(api, cookie);
  const list: number[] = [];
  let answerBytes = 0;
  for (let i = 0; i < runs; i++) {
    const first = await timed(api, cookie);
    list.push(first.ms);
    answerBytes = Math.max(answerBytes, first.bytes);
  }
  // Deeper and deeper pages of the default view: keyset pages cost the same at any depth.
  const next: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const res: Response = await fetch(`${api}${cursor ? `?cursor=${cursor}` : ''}`, {
      headers: { Cookie: cookie },
    });
    cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
    if (i > 0) next.push(performance.now() - started);
    if (!cursor) break;
  }
  const search: number[] = [];
  for (let i = 0; i < runs; i++) {
    const q = SEARCHES[i % SEARCHES.length]!;
    search.push((await timed(`${api}?q=${encodeURIComponent(q)}`, cookie)).ms);
  }
  const dashboard: number[] = [];
  for (let i = 0; i < runs; i++) dashboard.push((await timed(`${api}/stats`, cookie)).ms);

  // A quarter's export streams; the whole list may be refused (413) past the streamed limit.
  const to = new Date();
  const from = new Date(to.getTime() - 90 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const started = performance.now();
  const csvRes = await fetch(`${api}/export.csv?from=${day(from)}&to=${day(to)}`, {
    headers: { Cookie: cookie },
  });
  const text = await csvRes.text();
  const seconds = (performance.now() - started) / 1000;
  if (!csvRes.ok) throw new Error(`CSV export: ${csvRes.status}`);
  const rows = text.split('\r\n').length - 2;
  const wholeStarted = performance.now();
  const whole = await fetch(`${api}/export.csv`, { headers: { Cookie: cookie } });
  await whole.arrayBuffer();
  return {
    listPage: { ...timing(list), answerKB: Math.round(answerBytes / 102.4) / 10 },
    nextPage: timing(next),
    search: timing(search),
    dashboard: timing(dashboard),
    csv: {
      rows,
      megabytes: Math.round(Buffer.byteLength(text) / 10_000) / 100,
      seconds: Math.round(seconds * 100) / 100,
      rowsPerSecond: Math.round(rows / seconds),
    },
    csvWhole: { status: whole.status, ms: Math.round(performance.now() - wholeStarted) },
  };
}

export interface LeadsScaleOptions {
  label: string;
  leads: number;
  port: number;
  siteUrl: string;
  runs: number;
  /** The leads page in Chromium too (Lighthouse's Chromium, see leadsPage.ts). */
  browser: boolean;
}

async function benchOn(
  options: LeadsScaleOptions,
  choice: DriverChoice,
  serverEnv: Record<string, string>,
): Promise<LeadsScaleResult> {
  const handle = await openDatabase(choice);
  const seedStarted = performance.now();
  try {
    await migrateDatabase(handle);
    await ensurePerfAdmin(handle.db);
    await seedLeads(handle.db, options.leads);
  } finally {
    await handle.close();
  }
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const server = await startServer(options.port, { SITE_URL: options.siteUrl, ...serverEnv });
  try {
    const cookie = await signInCookie(server.origin, options.siteUrl);
    const api = await measureApi(server.origin, cookie, options.runs);
    const page = options.browser
      ? await measureLeadsPage(server.origin, { runs: 3 })
      : { skipped: 'not asked for' };
    return { label: options.label, leads: options.leads, seedSeconds, ...api, page };
  } finally {
    await server.stop();
  }
}

export async function benchLeadsOnPglite(options: LeadsScaleOptions): Promise<LeadsScaleResult> {
  return withThrowawayPglite('bench-leads-', (choice, env) => benchOn(options, choice, env));
}

export async function benchLeadsOnPostgres(
  options: LeadsScaleOptions,
  serverUrl: string,
): Promise<LeadsScaleResult> {
  return withThrowawayPostgres(serverUrl, 'bench_leads', (choice, env) =>
    benchOn(options, choice, env),
  );
}
