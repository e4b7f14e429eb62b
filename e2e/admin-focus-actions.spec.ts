import { expect, test } from '@playwright/test';
import { adminPage, createStaffMember, ensureAdmin } from './adminSession.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { expectFocusVisible } from './focus.ts';
import { recordLiveAnnouncements } from './liveAnnouncements.ts';
import { seedLeads } from './seedLeads.ts';

/**
 * The admin's focus rule (README, "Focus after an action"): once an action succeeds, focus is on
 * what changed, never on <body> and never on a control scrolled off screen. Here on the shared
 * server: paging the leads and removing a team member. The booking and availability actions have a
 * server of their own (admin-focus-bookings.spec.ts).
 */
test.beforeEach(async ({ request, baseURL }) => {
  await ensureAdmin(request, baseURL!);
});

test('Next and Previous on the leads keep focus on the list and announce the page', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await adminPage(browser, baseURL!);
  const tok = `f${Math.random().toString(36).slice(2, 9)}`;
  await Promise.all(
    Array.from({ length: 5 }, (_, part) =>
      seedLeads(
        page.request,
        baseURL!,
        Array.from({ length: 11 }, (_, i) => ({
          name: `Focus Person ${part * 11 + i}`,
          email: `focus${part * 11 + i}.${tok}@example.com`,
          serviceType: 'Marketing',
          message: `Request number ${part * 11 + i} about marketing.`,
        })),
      ),
    ),
  );
  await page.goto(`/admin/leads?q=${tok}`);
  const pager = page.getByRole('navigation', { name: 'Pages of leads' });
  await expect(pager.getByText('Leads 1–50 of 55')).toBeVisible();
  const heard = await recordLiveAnnouncements(page);

  // Next from the first page leads to the last one, where Next cannot be pressed again.
  await pager.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(pager.getByText('Leads 51–55 of 55')).toBeVisible();
  await expectFocusVisible(page, { name: 'Leads', tag: 'ul' });
  await expect(page.getByRole('status').filter({ hasText: 'Page 2 of 2' })).toHaveText(
    /Page 2 of 2, leads 51–55/,
  );
  // The next Tab goes to the new page's first lead.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('article').first().getByRole('button').first()).toBeFocused();

  await pager.getByRole('button', { name: 'Previous' }).focus();
  await page.keyboard.press('Enter');
  await expect(pager.getByText('Leads 1–50 of 55')).toBeVisible();
  await expectFocusVisible(page, { name: 'Leads', tag: 'ul' });
  expect(await heard()).toEqual(
    expect.arrayContaining([
      expect.stringContaining('Page 2 of 2, leads 51–55'),
      expect.stringContaining('Page 1 of 2, leads 1–50'),
    ]),
  );

  // On a phone the middle of a long page is far below: focus is still where the new page starts.
  await page.setViewportSize({ width: 390, height: 800 });
  await pager.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(pager.getByText('Leads 51–55 of 55')).toBeVisible();
  await expectFocusVisible(page, { name: 'Leads', tag: 'ul' });
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('removing a team member leaves focus on the team list', async ({ browser, baseURL }) => {
  const colleague = await createStaffMember(browser, baseURL!, 'employee');
  const page = await adminPage(browser, baseURL!);
  await page.goto('/admin/team');
  const remove = page.getByRole('button', { name: `Remove ${colleague.name}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove Team Member' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('User Deleted', { exact: true })).toBeVisible();
  await expect(remove).toBeHidden();
  await expectFocusVisible(page, { name: 'Team members', tag: 'ul' });
  await expectNoAxeViolations(page);
  await page.context().close();
});
