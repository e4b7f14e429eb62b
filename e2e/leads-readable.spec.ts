import { expect, test } from '@playwright/test';
import { adminPage } from './adminSession.ts';
import { seedLeads } from './seedLeads.ts';
import { expectFocusVisible } from './focus.ts';

/**
 * What the leads page says can be read by everyone: the search placeholder whole on a phone, the
 * Overdue rule on screen (not only in a hover tooltip), and a failed save on the lead's form.
 */
test('at 390 px the search placeholder fits its box, even beside a desktop scrollbar', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/leads');
  const search = page.getByRole('searchbox', { name: 'Search leads' });
  await expect(search).toHaveAttribute('placeholder', 'Search by name, email, or company...');
  const room = await search.evaluate(async (input: HTMLInputElement) => {
    await document.fonts.ready;
    const box = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = getComputedStyle(input, '::placeholder').font;
    const text = context.measureText(input.placeholder).width;
    return input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight) - text;
  });
  // A desktop window narrowed to 390 px (or zoomed to 200 %) has a classic scrollbar, up to 17 px.
  expect(room, 'pixels to spare after the placeholder').toBeGreaterThanOrEqual(17);
  await page.context().close();
});

test('the Overdue rule is written beside the toggle and describes it', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.goto('/admin/leads');
  const rule =
    'New leads past our reply promise: 1 office day for social equity applicants, 2 for others';
  await expect(page.getByText(rule, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Overdue' })).toHaveAccessibleDescription(rule);
  await page.context().close();
});

test('a failed save is written on the lead form, not only in the toast', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  const tok = `r${Math.random().toString(36).slice(2, 9)}`;
  const [id] = await seedLeads(page.request, baseURL!, [
    {
      name: 'Rosa Form',
      email: `rosa.${tok}@example.com`,
      serviceType: 'Marketing',
      message: 'We need a brand refresh for our shop.',
    },
  ]);
  await page.goto(`/admin/leads?lead=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Rosa Form' });
  const form = dialog.getByRole('form', { name: 'Update Lead' });
  await expect(form.getByLabel('Status')).toHaveValue('new');
  // The session ends behind the page's back (as when an admin removes the account).
  await page.request.post('/api/auth/logout', { headers: { Origin: new URL(baseURL!).origin } });
  await form.getByLabel('Status').selectOption({ label: 'Closed' });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Failed', { exact: true })).toBeVisible();
  await expect(form.getByText('Please sign in to continue', { exact: true })).toBeVisible();
  await expectFocusVisible(page);
  await page.context().close();
});
