import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { EXPORT_TOO_LARGE_MESSAGE, LEAD_CSV_COLUMNS } from '../src/server/leads/csv.ts';
import { parseCsv } from '../src/server/testing/csv.ts';
import { adminPage, E2E_ADMIN } from './adminSession.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { expectFocusVisible } from './focus.ts';
import { seedLeads } from './seedLeads.ts';

/**
 * The leads workspace against the real server. The browser suite shares one database, so every
 * test seeds its own leads with a unique token in their emails and companies, and searches for it.
 */
function uniqueToken() {
  return `t${Math.random().toString(36).slice(2, 9)}`;
}

async function seedSet(page: Page, baseURL: string) {
  const tok = uniqueToken();
  const [alice, bob, carla, dev] = await seedLeads(page.request, baseURL, [
    {
      name: 'Alice Greenfield',
      email: `alice.${tok}@example.com`,
      company: `Green Leaf ${tok}`,
      serviceType: 'Cannabis/Social Equity',
      isSocialEquityApplicant: true,
      message: 'I am a certified social equity applicant looking for licensing help.',
    },
    {
      name: 'Bob Stone',
      email: `bob.${tok}@example.com`,
      phone: '413-555-0100',
      serviceType: 'Real Estate',
      message: 'Looking for a warehouse in Holyoke, about 10,000 square feet.',
      status: 'qualified',
    },
    {
      name: 'Carla Díaz',
      email: `carla.${tok}@example.com`,
      company: `Sunrise Solar ${tok}`,
      serviceType: 'Clean Energy',
      message: 'We want to cut our energy costs with solar panels on our roof.',
      status: 'contacted',
    },
    {
      name: 'Dev Patel',
      email: `dev.${tok}@example.com`,
      serviceType: 'Marketing',
      message: 'We need a brand refresh.\nLine two of the message.\nLine three.\nLine four.',
    },
  ]);
  return { tok, ids: { alice: alice!, bob: bob!, carla: carla!, dev: dev! } };
}

const showing = (page: Page, shown: number) =>
  expect(page.getByText(new RegExp(`^Showing ${shown} of \\d+ leads$`))).toBeVisible();

test('search and filters narrow the list, live in the URL and survive a reload', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  const { tok } = await seedSet(page, baseURL!);
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByText('Manage consultation requests and track progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  const search = page.getByPlaceholder('Search by name, email, or company...');
  await search.fill(tok);
  await showing(page, 4);
  // Case-insensitive, and company counts.
  await search.fill(`LEAF ${tok.toUpperCase()}`);
  await showing(page, 1);
  await expect(page.getByRole('button', { name: 'Alice Greenfield' })).toBeVisible();
  await expect(page.getByText('Social Equity', { exact: true })).toBeVisible();

  await search.fill(tok);
  const status = page.getByLabel('Filter by status');
  const service = page.getByLabel('Filter by service');
  await status.selectOption({ label: 'Qualified' });
  await showing(page, 1);
  await expect(page.getByRole('button', { name: 'Bob Stone' })).toBeVisible();
  await expect(page.getByText('413-555-0100')).toBeVisible();

  await status.selectOption({ label: 'All Statuses' });
  await service.selectOption({ label: 'Clean Energy' });
  await showing(page, 1);
  await expect(page.getByRole('button', { name: 'Carla Díaz' })).toBeVisible();

  await status.selectOption({ label: 'Lost' });
  await showing(page, 0);
  await expect(page.getByText('No leads found matching your filters.')).toBeVisible();

  // The view is in the URL: a reload (or a shared link) shows the same thing.
  await expect(page).toHaveURL(new RegExp(`q=${tok}.*status=lost.*service=Clean\\+Energy`));
  await page.reload();
  await expect(search).toHaveValue(tok);
  await expect(status).toHaveValue('lost');
  await expect(service).toHaveValue('Clean Energy');
  await expect(page.getByText('No leads found matching your filters.')).toBeVisible();

  await status.selectOption({ label: 'All Statuses' });
  await service.selectOption({ label: 'All Services' });
  await showing(page, 4);
  await expectNoAxeViolations(page);
  await page.context().close();
});

// Two changes before the page has re-rendered (a status picked just as the search box's pause
// ran out, on a busy machine) once built on the same old URL, so the second undid the first.
test('two filter changes made in one moment both stick', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!);
  const { tok } = await seedSet(page, baseURL!);
  await page.goto(`/admin/leads?q=${tok}`);
  await showing(page, 4);
  const status = page.getByLabel('Filter by status');
  const service = page.getByLabel('Filter by service');
  await page.evaluate(() => {
    const pick = (label: string, value: string) => {
      const select = document.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`)!;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    pick('Filter by status', 'new');
    pick('Filter by service', 'Clean Energy');
  });
  await expect(page).toHaveURL(/status=new.*service=Clean\+Energy/);
  await expect(status).toHaveValue('new');
  await expect(service).toHaveValue('Clean Energy');
  await showing(page, 0);
  await page.context().close();
});

test('a lead opens in a dialog; saving status, owner and notes shows the toast, badge and history', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  const { tok, ids } = await seedSet(page, baseURL!);
  await page.goto(`/admin/leads?q=${tok}`);
  const card = page.getByRole('button', { name: 'Dev Patel' });
  await card.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Dev Patel' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`lead=${ids.dev}`));
  await expect(dialog.getByText(/^Lead submitted on /)).toBeVisible();
  await expect(dialog.getByRole('link', { name: `dev.${tok}@example.com` })).toHaveAttribute(
    'href',
    `mailto:dev.${tok}@example.com`,
  );
  await expect(dialog.getByRole('region', { name: 'Contact information' })).toContainText(
    'Service type: Marketing',
  );
  await expect(dialog.getByRole('region', { name: 'Message' })).toContainText('Line four.');
  await expect(dialog.getByText('No changes yet.')).toBeVisible();

  const statusSelect = dialog.getByLabel('Status');
  const owner = dialog.getByLabel('Owner');
  const notes = dialog.getByLabel('Notes');
  await expect(statusSelect).toHaveValue('new');
  await expect(owner).toHaveValue('');
  await expect(notes).toHaveAttribute('placeholder', 'Add internal notes about this lead...');
  await expect(notes).toHaveAttribute('rows', '4');
  await expectNoAxeViolations(page);

  await statusSelect.selectOption({ label: 'Contacted' });
  await owner.selectOption({ label: E2E_ADMIN.name });
  await notes.fill('Called Dev, sending a proposal on Friday.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  // A successful save closes the dialog; the toast says it was saved, focus returns to the card,
  // whose badge now reads Contacted.
  await expect(page.getByText('Lead Updated', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Lead status and notes have been updated successfully.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  await expectFocusVisible(page, { name: 'Dev Patel' });
  await expect(page).not.toHaveURL(/lead=/);
  const devCard = page.getByRole('article').filter({ has: card });
  await expect(devCard.getByText('Status: Contacted', { exact: true })).toBeVisible();

  // Reopened, the form starts from the saved values and the history shows the changes.
  await card.click();
  const history = dialog.getByRole('region', { name: 'History' });
  // Screen readers hear "from X to Y"; the arrow is for the eye.
  await expect(history.getByText('from Unassigned → to Avery Admin')).toBeVisible();
  await expect(history.getByText('from New → to Contacted')).toBeVisible();
  await expect(history.getByText('Called Dev, sending a proposal on Friday.')).toBeVisible();
  await expect(history.getByText(`${E2E_ADMIN.name} changed Status`)).toBeVisible();
  await expect(history.getByText(`${E2E_ADMIN.name} changed First contacted`)).toBeVisible();
  await expect(dialog.getByLabel('Status')).toHaveValue('contacted');
  await expect(dialog.getByLabel('Owner')).not.toHaveValue('');
  await expect(dialog.getByLabel('Notes')).toHaveValue('Called Dev, sending a proposal on Friday.');
  const stored = await page.request.get(`/api/admin/consultations/${ids.dev}`);
  expect(await stored.json()).toMatchObject({
    status: 'contacted',
    notes: 'Called Dev, sending a proposal on Friday.',
    contactedAt: expect.any(String),
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expectFocusVisible(page, { name: 'Dev Patel' });
  await page.context().close();
});

test('a link with ?lead= opens that lead (after sign-in if needed); an unknown one says so', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  const { ids } = await seedSet(page, baseURL!);
  await page.goto(`/admin/leads?lead=${ids.alice}`);
  const dialog = page.getByRole('dialog', { name: 'Alice Greenfield' });
  await expect(dialog.getByText('Social Equity Applicant', { exact: true })).toBeVisible();
  await page.goto('/admin/leads?lead=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('dialog', { name: 'Lead not found' })).toBeVisible();
  await page.context().close();

  // The staff email's link, opened signed out: sign in, then the lead opens.
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitor.goto(`/admin/leads?lead=${ids.alice}`);
  await expect(visitor).toHaveURL(/\/admin\/login\?next=/);
  await visitor.getByLabel('Email').fill(E2E_ADMIN.email);
  await visitor.getByLabel('Password').fill(E2E_ADMIN.password);
  await visitor.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Alice Greenfield' })).toBeVisible();
  await context.close();
});

test('Export CSV downloads exactly the rows of the filtered view', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!);
  const { tok } = await seedSet(page, baseURL!);
  await page.goto(`/admin/leads?q=${tok}&status=new`);
  await showing(page, 2);
  const shownNames = await page.getByRole('article').getByRole('button').allTextContents();
  expect(shownNames).toEqual(['Dev Patel', 'Alice Greenfield']);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^leads-filtered-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text.slice(1));
  // The column names themselves are pinned by src/server/leads/csv.test.ts; here the download must
  // carry the server's header.
  expect(header).toEqual([...LEAD_CSV_COLUMNS]);
  expect(rows.map((row) => row[1])).toEqual(shownNames);
  expect(rows[1]).toEqual([
    expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    'Alice Greenfield',
    `alice.${tok}@example.com`,
    '',
    `Green Leaf ${tok}`,
    'Cannabis/Social Equity',
    'New',
    'Yes',
    'I am a certified social equity applicant looking for licensing help.',
    'en',
  ]);
  await page.context().close();
});

test('an export too large to stream says to narrow the date range and goes to Received from', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.goto('/admin/leads');
  // The server's refusal, shape and words included (its size check: src/server/leads/csvExport.test.ts).
  await page.route('**/api/admin/consultations/export.csv*', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({ message: EXPORT_TOO_LARGE_MESSAGE }),
    }),
  );
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText(EXPORT_TOO_LARGE_MESSAGE, { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Received from')).toBeFocused();
  await expectFocusVisible(page);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('dashboard: stat cards, recent leads linking to the dialog, and the waiting-leads link', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await seedSet(page, baseURL!);
  await page.goto('/admin/dashboard');
  for (const label of ['Total Leads', 'Social Equity', 'New', 'Qualified']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const recent = page.getByRole('heading', { name: 'Recent Leads' }).locator('xpath=../..');
  const links = recent.getByRole('link');
  await expect(links).toHaveCount(5);
  await expect(page.getByText(/past our reply promise \(24 hours for social equity/)).toBeVisible();
  await expectNoAxeViolations(page);

  const firstName = (await links.first().textContent())!;
  await links.first().click();
  await expect(page).toHaveURL(/\/admin\/leads\?lead=/);
  await expect(page.getByRole('dialog', { name: firstName })).toBeVisible();

  // The overdue view (overdue.ts: new leads past 1 or 2 office days). Fresh leads are not in it.
  await page.goto('/admin/leads?status=new&overdue=1');
  const overdue = page.getByRole('button', { name: 'Overdue' });
  await expect(overdue).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Filter by status')).toHaveValue('new');
  await expect(page.getByText(/^Showing 0 of \d+ leads$/)).toBeVisible();
  await overdue.click();
  await expect(page).not.toHaveURL(/overdue/);
  await expect(overdue).toHaveAttribute('aria-pressed', 'false');
  await overdue.click();
  await expect(page).toHaveURL(/overdue=1/);
  await page.context().close();
});

test('the same person asking again: cards and dialog say "Also asked on" and link to the others', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  const tok = uniqueToken();
  const phone = `+1 (617) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const [first, again, byPhone] = await seedLeads(page.request, baseURL!, [
    {
      name: `Rita First ${tok}`,
      email: `rita.${tok}@example.com`,
      phone,
      serviceType: 'Marketing',
      message: 'A first request about a new logo.',
    },
    {
      name: `Rita Again ${tok}`,
      email: `Rita.${tok}@Example.com`,
      serviceType: 'Real Estate',
      message: 'A second request, about an office this time.',
    },
    {
      name: `Rita Phone ${tok}`,
      email: `rita.work.${tok}@example.com`,
      phone: phone.replace(/\D/g, '').slice(1),
      serviceType: 'Clean Energy',
      message: 'A third request from a work address, same phone.',
    },
  ]);
  await page.goto(`/admin/leads?q=${tok}`);
  await showing(page, 3);
  const card = (name: string) => page.getByRole('article').filter({ hasText: name });
  // Nothing is merged or hidden: three cards; the first one points to both later requests.
  await expect(card('Rita First').getByRole('link', { name: /^Also asked on / })).toHaveCount(2);
  await expect(card('Rita Again').getByRole('link', { name: /^Also asked on / })).toHaveCount(1);
  await expect(card('Rita Phone').getByRole('link', { name: /^Also asked on / })).toHaveCount(1);
  await expect(card('Rita Again').getByRole('link', { name: /^Also asked on / })).toHaveAttribute(
    'href',
    `/admin/leads?lead=${first}`,
  );
  await expectNoAxeViolations(page);

  await card('Rita Again')
    .getByRole('link', { name: /^Also asked on / })
    .click();
  const dialog = page.getByRole('dialog', { name: `Rita First ${tok}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${tok}.*lead=${first}`));
  const links = dialog.getByRole('link', { name: /^Also asked on / });
  await expect(links).toHaveCount(2);
  // Newest first: the phone match came last.
  await expect(links.first()).toHaveAttribute('href', `/admin/leads?lead=${byPhone}`);
  await expect(links.nth(1)).toHaveAttribute('href', `/admin/leads?lead=${again}`);
  await links.nth(1).click();
  await expect(page.getByRole('dialog', { name: `Rita Again ${tok}` })).toBeVisible();
  await page.context().close();
});

test('a failed save shows Update Failed with the server message', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!);
  const { ids } = await seedSet(page, baseURL!);
  await page.goto(`/admin/leads?lead=${ids.bob}`);
  const dialog = page.getByRole('dialog', { name: 'Bob Stone' });
  await expect(dialog.getByLabel('Status')).toHaveValue('qualified');
  // The session ends behind the page's back (as when an admin removes the account).
  const logout = await page.request.post('/api/auth/logout', {
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(logout.ok()).toBe(true);
  await dialog.getByLabel('Status').selectOption({ label: 'Closed' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Failed', { exact: true })).toBeVisible();
  await expect(
    page.locator('[data-variant="destructive"]').getByText('Please sign in to continue', {
      exact: true,
    }),
  ).toBeVisible();
  await page.context().close();
});

test('a failed save keeps the dialog open; Escape closes it at once though a toast shows', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  const { ids } = await seedSet(page, baseURL!);
  await page.route(`**/api/admin/consultations/${ids.bob}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The database is busy, try again.' }),
        })
      : route.continue(),
  );
  await page.goto(`/admin/leads?lead=${ids.bob}`);
  const dialog = page.getByRole('dialog', { name: 'Bob Stone' });
  await dialog.getByLabel('Status').selectOption({ label: 'Closed' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Failed', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeFocused();
  await expectFocusVisible(page);
  await expectNoAxeViolations(page);
  // One press closes the dialog, even with the toast (a layer above it) on screen.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/lead=/);
  // Opened from a link, the dialog had no button to return to: focus is still somewhere visible.
  await expectFocusVisible(page);
  await page.context().close();
});

test('works at 390 px: loading state, no sideways scrolling, dialog usable, axe clean', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  const { tok } = await seedSet(page, baseURL!);
  // Hold the list answer back a moment so the loading state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/admin/consultations',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto(`/admin/leads?q=${tok}`);
  await expect(page.getByText('Loading leads...')).toBeVisible();
  release();
  await showing(page, 4);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Carla Díaz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carla Díaz' });
  await dialog.getByRole('button', { name: 'Save Changes' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.context().close();
});
