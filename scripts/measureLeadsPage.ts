/**
 * Measures the leads page in Chromium against a running server with many leads (see
 * scripts/seedManyLeads.ts):
 *   npm run perf:leads-page -- --url http://localhost:4362 [--runs 3]
 * Prints the time to first render of /admin/leads and the filter latency per keystroke (from the
 * input event until "Showing X of Y" shows the right count and a frame is painted).
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumPath } from './bench/lighthouse.ts';
import { PERF_ADMIN } from './perfAdmin.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:4362' },
    runs: { type: 'string', default: '3' },
    query: { type: 'string', default: 'green leaf 4' },
  },
});
const base = values.url!;
const browser = await chromium.launch({ executablePath: chromiumPath() });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
// tsx (esbuild keepNames) wraps functions in __name(); the evaluated code needs it in the page.
await page.addInitScript('window.__name = (fn) => fn');
const login = await page.request.post('/api/auth/login', {
  data: { email: PERF_ADMIN.email, password: PERF_ADMIN.password },
  headers: { Origin: base },
});
if (!login.ok()) throw new Error(`login failed: ${login.status()}`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const firstRender: number[] = [];
for (let run = 0; run < Number(values.runs); run++) {
  await page.goto('/admin/dashboard');
  await page.getByText('Recent Leads').waitFor();
  // A full page load of /admin/leads: HTML, JS, the 5,000-lead JSON, filtering and the first cards.
  await page.goto('/admin/leads', { waitUntil: 'commit' });
  await page.getByText(/^Showing \d+ of \d+ leads$/).waitFor();
  await page.locator('article').first().waitFor();
  const ms = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
  );
  firstRender.push(ms);
}
const resource = await page.evaluate(() => {
  const entry = performance
    .getEntriesByType('resource')
    .find((e) => e.name.endsWith('/api/admin/consultations')) as PerformanceResourceTiming;
  return { ms: entry.duration, bytes: entry.transferSize, decoded: entry.decodedBodySize };
});
const statusText = await page.getByText(/^Showing \d+ of \d+ leads$/).textContent();

// Filter latency: type the query one character at a time, as a person would.
const latencies = await page.evaluate(async (query) => {
  const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
  const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
    /^Showing/.test(el.textContent ?? ''),
  )!;
  const leads = (await (await fetch('/api/admin/consultations')).json()) as {
    name: string;
    email: string;
    company: string | null;
  }[];
  const countFor = (q: string) => {
    const needle = q.trim().toLowerCase();
    return leads.filter(
      (l) =>
        !needle ||
        l.name.toLowerCase().includes(needle) ||
        l.email.toLowerCase().includes(needle) ||
        (l.company ?? '').toLowerCase().includes(needle),
    ).length;
  };
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const samples: { q: string; count: number; ms: number }[] = [];
  for (let i = 1; i <= query.length; i++) {
    const q = query.slice(0, i);
    const expected = `Showing ${countFor(q)} of ${leads.length} leads`;
    const t0 = performance.now();
    setValue.call(input, q);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise<void>((resolve) => {
      const check = () => {
        if (status.textContent === expected) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    // Until the frame showing it is painted.
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    samples.push({ q, count: countFor(q), ms: performance.now() - t0 });
    await new Promise((r) => setTimeout(r, 150));
  }
  return samples;
}, values.query!);

// Status and service filter changes (select elements).
const selectLatency = await page.evaluate(async () => {
  const select = document.querySelector<HTMLSelectElement>(
    'select[aria-label="Filter by status"]',
  )!;
  const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
    /^Showing/.test(el.textContent ?? ''),
  )!;
  const before = status.textContent;
  const t0 = performance.now();
  select.value = 'qualified';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await new Promise<void>((resolve) => {
    const check = () => (status.textContent !== before ? resolve() : requestAnimationFrame(check));
    check();
  });
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - t0;
});

console.log(
  JSON.stringify(
    {
      leads: statusText,
      firstRenderMs: firstRender.map(Math.round),
      firstRenderMedianMs: Math.round(median(firstRender)),
      listRequest: {
        ms: Math.round(resource.ms),
        transferKB: Math.round(resource.bytes / 1024),
        jsonKB: Math.round(resource.decoded / 1024),
      },
      keystrokes: latencies.map((s) => ({ ...s, ms: Math.round(s.ms) })),
      keystrokeMedianMs: Math.round(median(latencies.map((s) => s.ms))),
      keystrokeMaxMs: Math.round(Math.max(...latencies.map((s) => s.ms))),
      statusSelectMs: Math.round(selectLatency),
    },
    null,
    2,
  ),
);
await browser.close();
