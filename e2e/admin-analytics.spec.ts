import { expect, test } from '@playwright/test';
import { adminPage } from './adminSession.ts';
import { expectFocusVisible } from './focus.ts';
import { seedLeads } from './seedLeads.ts';

/**
 * Admin page views when analytics is configured: a global gtag, here a
 * recorder standing in for Google's tag. No lead id, name or search text may reach it.
 */
test('the staff area sends one page view per route change, with no personal data', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.addInitScript(() => {
    const w = window as unknown as { gtag: (...args: unknown[]) => void; gtagCalls: unknown[] };
    w.gtagCalls = [];
    w.gtag = (...args) => w.gtagCalls.push(JSON.parse(JSON.stringify(args)));
  });
  const tok = `pv${Math.random().toString(36).slice(2, 8)}`;
  const [id] = await seedLeads(page.request, baseURL!, [
    {
      name: `Paula Private ${tok}`,
      email: `paula.${tok}@example.com`,
      serviceType: 'Marketing',
      message: 'Please keep my details out of analytics.',
    },
  ]);

  const recorded = () =>
    page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls);
  const viewedPaths = (calls: unknown[][]) =>
    calls
      .filter((call) => call[0] === 'event' && call[1] === 'page_view')
      .map((call) => (call[2] as { page_path: string }).page_path);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Leads', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/leads/);
  await expectFocusVisible(page);
  // Filters and an opened lead change the query, not the route: no page view for them.
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(tok);
  await page.getByRole('button', { name: `Paula Private ${tok}` }).click();
  await expect(page).toHaveURL(new RegExp(`lead=${id}`));
  await expectFocusVisible(page);
  await expect
    .poll(async () => viewedPaths(await recorded()))
    .toEqual(['/admin/dashboard', '/admin/leads']);
  const first = await recorded();

  // A deep link straight to a lead: one page view, for the route only.
  await page.goto(`/admin/leads?lead=${id}&q=${tok}`);
  await expect(page.getByRole('dialog', { name: `Paula Private ${tok}` })).toBeVisible();
  await expect.poll(async () => viewedPaths(await recorded())).toEqual(['/admin/leads']);
  const calls = [...first, ...(await recorded())];
  const everything = JSON.stringify(calls);
  expect(everything).not.toContain(id!);
  expect(everything).not.toContain(tok);
  expect(everything).not.toContain('Paula');
  // gtag's own automatic page view (it would carry the full URL) is switched off.
  expect(calls).toContainEqual(['config', 'default', { send_page_view: false }]);
  await page.context().close();
});
