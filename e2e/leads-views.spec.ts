import { expect, test, type Page, type Request } from '@playwright/test';
import { adminPage, E2E_ADMIN, originHeaders } from './adminSession.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { seedLeads, type SeedLead } from './seedLeads.ts';
import { expectFocusVisible } from './focus.ts';

/**
 * The leads page over a server that filters and pages: pages of 50 with Previous and Next, the next
 * page fetched ahead, the previous answer kept on screen while a new one loads, one request per
 * typed search, the newer filters in the URL, and the error state. Every test searches for its
 * own token, since the browser suite shares one database.
 */
const token = () => `v${Math.random().toString(36).slice(2, 9)}`;
const listUrl = (url: URL) => url.pathname === '/api/admin/consultations';
const showing = (page: Page, shown: number) =>
  expect(page.getByText(new RegExp(`^Showing ${shown} of \\d+ leads$`))).toBeVisible();

function lead(tok: string, i: number, extra: Partial<SeedLead> = {}): SeedLead {
  return {
    name: `Paged Person ${String(i).padStart(2, '0')}`,
    email: `paged${i}.${tok}@example.com`,
    serviceType: 'Marketing',
    message: `Request number ${i} about marketing.`,
    ...extra,
  };
}

test('pages of 50: the next page is fetched ahead, Previous goes back, a filter starts again', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await adminPage(browser, baseURL!);
  const tok = token();
  // Five callers at once: 55 leads, each from its own address.
  await Promise.all(
    Array.from({ length: 5 }, (_, part) =>
      seedLeads(
        page.request,
        baseURL!,
        Array.from({ length: 11 }, (_, i) => lead(tok, part * 11 + i)),
      ),
    ),
  );
  const cursorRequests: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (listUrl(url) && url.searchParams.has('cursor')) cursorRequests.push(request);
  });

  await page.goto(`/admin/leads?q=${tok}`);
  await showing(page, 55);
  await expect(page.getByRole('article')).toHaveCount(50);
  const pager = page.getByRole('navigation', { name: 'Pages of leads' });
  await expect(pager.getByText('Leads 1–50 of 55')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // The second page is asked for before anyone clicks Next.
  await expect.poll(() => cursorRequests.length).toBe(1);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Leads 51–55 of 55')).toBeVisible();
  await expectFocusVisible(page, { name: 'Leads', tag: 'ul' });
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(cursorRequests).toHaveLength(1);
  const secondPage = await page.getByRole('article').getByRole('button').allTextContents();
  const firstPageNames = async () => {
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(pager.getByText('Leads 1–50 of 55')).toBeVisible();
    // The pager's label can change before the first page's cards are all back on screen: read
    // them once all fifty are.
    await expect(page.getByRole('article')).toHaveCount(50);
    return page.getByRole('article').getByRole('button').allTextContents();
  };
  const firstPage = await firstPageNames();
  // Fifty-five different leads over the two pages, newest first.
  expect(new Set([...firstPage, ...secondPage]).size).toBe(55);
  expect(firstPage[0]).toMatch(/Paged Person/);

  // A changed filter holds the old cards (dimmed, busy) until the new answer comes, then starts
  // again at the first page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => listUrl(url) && url.searchParams.get('status') === 'contacted',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByLabel('Filter by status').selectOption({ label: 'Contacted' });
  await expect(page.getByRole('list', { name: 'Leads' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('article')).toHaveCount(50);
  release();
  await expect(page.getByText('No leads found matching your filters.')).toBeVisible();
  await expect(pager).toBeHidden();
  await page.context().close();
});

test('a typed search asks the server once, after the typing pauses', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  const tok = token();
  await seedLeads(page.request, baseURL!, [lead(tok, 1)]);
  await page.goto('/admin/leads');
  await expect(page.getByText(/^Showing \d+ of \d+ leads$/)).toBeVisible();
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (listUrl(url) && url.searchParams.has('q')) searches.push(url.searchParams.get('q')!);
  });
  await page.getByLabel('Search leads').pressSequentially(tok, { delay: 30 });
  await expect(page).toHaveURL(new RegExp(`q=${tok}`));
  await showing(page, 1);
  await expect.poll(() => searches.at(-1)).toBe(tok);
  // Eight keystrokes, not eight requests (a very busy machine may split the burst once).
  expect(searches.length).toBeLessThanOrEqual(2);
  await page.context().close();
});

test('equity, language, owner, received dates and order filter on the server and live in the URL', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  const tok = token();
  const [first, , third] = await seedLeads(page.request, baseURL!, [
    lead(tok, 1, { serviceType: 'Cannabis/Social Equity', isSocialEquityApplicant: true }),
    lead(tok, 2, { locale: 'es', message: 'Necesito ayuda con una licencia.' }),
    lead(tok, 3),
  ]);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  const assign = await page.request.patch(`/api/admin/consultations/${third}`, {
    data: { assignedTo: me.id },
    headers: originHeaders(baseURL!),
  });
  expect(assign.status()).toBe(200);

  await page.goto(`/admin/leads?q=${tok}`);
  await showing(page, 3);
  const names = () => page.getByRole('article').getByRole('button').allTextContents();
  expect(await names()).toEqual(['Paged Person 03', 'Paged Person 02', 'Paged Person 01']);
  await page.getByLabel('Sort leads').selectOption({ label: 'Oldest first' });
  await expect.poll(names).toEqual(['Paged Person 01', 'Paged Person 02', 'Paged Person 03']);

  await page
    .getByLabel('Filter by social equity')
    .selectOption({ label: 'Social Equity Applicants' });
  await showing(page, 1);
  await page.getByLabel('Filter by social equity').selectOption({ label: 'All Applicants' });
  await page.getByLabel('Filter by language').selectOption({ label: 'Spanish' });
  await showing(page, 1);
  await expect(page.getByRole('button', { name: 'Paged Person 02' })).toBeVisible();
  await page.getByLabel('Filter by language').selectOption({ label: 'All Languages' });
  await page.getByLabel('Filter by owner').selectOption({ label: E2E_ADMIN.name });
  await showing(page, 1);
  await expect(page.getByRole('button', { name: 'Paged Person 03' })).toBeVisible();
  await page.getByLabel('Filter by owner').selectOption({ label: 'Unassigned' });
  await showing(page, 2);

  // Received today: all of them; received up to yesterday: none.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() - 86_400_000),
  );
  await page.getByLabel('Received from').fill(today);
  await showing(page, 2);
  await page.getByLabel('Received from').fill('');
  await page.getByLabel('Received to').fill(yesterday);
  await showing(page, 0);
  await expectNoAxeViolations(page);

  // All of it is in the URL: a reload shows the same view.
  await expect(page).toHaveURL(new RegExp(`owner=none.*to=${yesterday}.*sort=oldest`));
  await page.reload();
  await expect(page.getByLabel('Filter by owner')).toHaveValue('none');
  await expect(page.getByLabel('Received to')).toHaveValue(yesterday);
  await expect(page.getByLabel('Sort leads')).toHaveValue('oldest');
  await showing(page, 0);

  // A deep link to a lead opens it whatever page the list is on.
  await page.goto(`/admin/leads?q=${tok}&lang=es&lead=${first}`);
  await expect(page.getByRole('dialog', { name: 'Paged Person 01' })).toBeVisible();
  await page.context().close();
});

test('when the list cannot load, the page says so and Try again loads it', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  const tok = token();
  await seedLeads(page.request, baseURL!, [lead(tok, 1)]);
  // Down until the page has said so: the page itself asks again once if the request it starts
  // alongside the sign-in check failed before the page was shown (startFirstScreen.ts).
  let down = true;
  await page.route(listUrl, async (route) => {
    if (down) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The database is busy, try again.' }),
      });
    } else {
      await route.continue();
    }
  });
  await page.goto(`/admin/leads?q=${tok}`);
  const alert = page.getByRole('alert');
  await expect(
    alert.getByText('Could not load leads. Please check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByText(/^Showing/)).toBeHidden();
  down = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await showing(page, 1);
  // The Try again button is gone with the alert: focus is not left on <body>.
  await expectFocusVisible(page);
  await page.context().close();
});
