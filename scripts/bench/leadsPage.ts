import { chromium } from '@playwright/test';
import { PERF_ADMIN } from '../perfAdmin.ts';
import { chromiumPath } from './lighthouse.ts';
import { LEAD_PAGE_DEFAULT } from '../../src/lib/leadPaging.ts';
import { median } from './budgets.ts';

/**
 * The leads page in Chromium against a running server full of leads:
 *   - first render: a full load of /admin/leads until "Showing X of Y leads" and the first card,
 *   - filter: from choosing a status until the list shows that status's count and first cards (a
 *     server round trip, since the server filters); and until every card of the page is there
 *     (the cards past the first screen render in the background: LeadCardList),
 *   - search: typed a character at a time; from the last keystroke until the list shows the
 *     search's count, which includes the search box's pause before it asks (LeadSearchBox).
 */
export interface LeadsPageResult {
  status: string;
  firstRenderMs: number[];
  firstRenderMedianMs: number;
  statusFilterMs: number[];
  statusFilterMedianMs: number;
  /** Until the whole page of cards is in the list. */
  statusFilterWholeListMedianMs: number;
  searchMs: number[];
  searchMedianMs: number;
  listRequest: { ms: number; jsonKB: number };
}

export async function measureLeadsPage(
  origin: string,
  options: { runs?: number; searches?: string[] } = {},
): Promise<LeadsPageResult> {
  const runs = options.runs ?? 3;
  // Different searches, so none is answered from the page's cache.
  const searches = options.searches ?? ['sunrise solar 4', 'holyoke', 'maria rivera'];
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    // tsx (esbuild keepNames) wraps functions in __name(); the evaluated code needs it in the page.
    await page.addInitScript('window.__name = (fn) => fn');
    const login = await page.request.post('/api/auth/login', {
      data: { email: PERF_ADMIN.email, password: PERF_ADMIN.password },
      headers: { Origin: origin },
    });
    if (!login.ok()) throw new Error(`perf admin login failed: ${login.status()}`);
    const showing = page.getByText(/^Showing \d+ of \d+ leads$/);

    const firstRender: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto('/admin/dashboard');
      await page.getByText('Recent Leads').waitFor();
      await page.goto('/admin/leads', { waitUntil: 'commit' });
      await showing.waitFor();
      await page.locator('article').first().waitFor();
      firstRender.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() => resolve(performance.now())),
            ),
        ),
      );
    }
    const listRequest = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => /\/api\/admin\/consultations(\?|$)/.test(e.name)) as PerformanceResourceTiming;
      return { ms: Math.round(entry.duration), jsonKB: Math.round(entry.decodedBodySize / 1024) };
    });

    // Each measurement waits for the count the API gives for the same view, then a painted frame.
    const statusFilterMs: number[] = [];
    const wholeListMs: number[] = [];
    for (const status of ['qualified', 'contacted', 'lost', 'new']) {
      const { firstScreen, wholeList } = await page.evaluate(
        async ({ value, pageSize }) => {
          const select = document.querySelector<HTMLSelectElement>(
            'select[aria-label="Filter by status"]',
          )!;
          const params = new URLSearchParams(location.search);
          params.set('status', value);
          params.set('limit', '1');
          const answer = (await (await fetch(`/api/admin/consultations?${params}`)).json()) as {
            matchingCount: number;
            totalCount: number;
          };
          const expected = `Showing ${answer.matchingCount} of ${answer.totalCount} leads`;
          const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
            /^Showing/.test(el.textContent ?? ''),
          )!;
          const t0 = performance.now();
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
          // Two statuses can hold the same number of leads (the seeded ones do): the count alone
          // would pass before anything changed, so the first card must show the new status too.
          await new Promise<void>((resolve) => {
            const check = () => {
              const busy = document.querySelector('ul[aria-busy="true"]');
              const shown = document.querySelector('ul[aria-label="Leads"] [data-status]');
              if (
                status.isConnected &&
                status.textContent === expected &&
                !busy &&
                shown?.getAttribute('data-status') === value
              )
                resolve();
              else requestAnimationFrame(check);
            };
            check();
          });
          const painted = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          await painted();
          const firstScreen = performance.now() - t0;
          const cards = Math.min(answer.matchingCount, pageSize);
          await new Promise<void>((resolve) => {
            const check = () => {
              const items = document.querySelectorAll('ul[aria-label="Leads"] > li').length;
              if (items === cards) resolve();
              else requestAnimationFrame(check);
            };
            check();
          });
          await painted();
          return { firstScreen, wholeList: performance.now() - t0 };
        },
        { value: status, pageSize: LEAD_PAGE_DEFAULT },
      );
      statusFilterMs.push(firstScreen);
      wholeListMs.push(wholeList);
    }

    const searchMs: number[] = [];
    for (const typed of searches) {
      await page.goto('/admin/leads');
      await showing.waitFor();
      searchMs.push(
        await page.evaluate(async (text) => {
          const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
          const answer = (await (
            await fetch(`/api/admin/consultations?q=${encodeURIComponent(text)}&limit=1`)
          ).json()) as { matchingCount: number; totalCount: number };
          const expected = `Showing ${answer.matchingCount} of ${answer.totalCount} leads`;
          const setValue = Object.getOwnPropertyDescriptor(
            HTMLInputElement.prototype,
            'value',
          )!.set!;
          // About 12 characters a second, a brisk typist.
          for (let i = 1; i <= text.length; i++) {
            setValue.call(input, text.slice(0, i));
            input.dispatchEvent(new Event('input', { bubbles: true }));
            if (i < text.length) await new Promise((r) => setTimeout(r, 80));
          }
          const t0 = performance.now();
          await new Promise<void>((resolve) => {
            const check = () => {
              const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
                /^Showing/.test(el.textContent ?? ''),
              );
              const busy = document.querySelector('ul[aria-busy="true"]');
              if (status?.textContent === expected && !busy) resolve();
              else requestAnimationFrame(check);
            };
            check();
          });
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          return performance.now() - t0;
        }, typed),
      );
    }
    const round = (values: number[]) => values.map(Math.round);
    return {
      status: (await showing.textContent()) ?? '',
      firstRenderMs: round(firstRender),
      firstRenderMedianMs: Math.round(median(firstRender)),
      statusFilterMs: round(statusFilterMs),
      statusFilterMedianMs: Math.round(median(statusFilterMs)),
      statusFilterWholeListMedianMs: Math.round(median(wholeListMs)),
      searchMs: round(searchMs),
      searchMedianMs: Math.round(median(searchMs)),
      listRequest,
    };
  } finally {
    await browser.close();
  }
}
