import { expect, test, type Page } from '@playwright/test';
import { adminPage, createStaffMember, originHeaders } from './adminSession.ts';
import { seedLeads } from './seedLeads.ts';
import { expectFocusVisible } from './focus.ts';

/**
 * The admin SPA caches server data for the whole visit, so every
 * change made in the app must refresh what it touched. Here: the lead dialog's owner list and a
 * lead's owner after people are added and removed on the Team page, all without a reload.
 */
const nav = (page: Page, label: string) =>
  page.getByRole('navigation').first().getByRole('link', { name: label, exact: true }).click();

async function openLead(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the owner list and lead owners follow team changes made in the same visit', async ({
  browser,
  baseURL,
}) => {
  const leaver = await createStaffMember(browser, baseURL!, 'employee');
  const page = await adminPage(browser, baseURL!);
  const tok = `t${Math.random().toString(36).slice(2, 9)}`;
  const leadName = `Olive Owner ${tok}`;
  const [leadId] = await seedLeads(page.request, baseURL!, [
    {
      name: leadName,
      email: `olive.${tok}@example.com`,
      serviceType: 'Marketing',
      message: 'Please call me about a campaign.',
    },
  ]);
  const team = await (await page.request.get('/api/admin/users')).json();
  const leaverId = (team as { id: string; email: string }[]).find(
    (m) => m.email === leaver.email,
  )!.id;
  const assign = await page.request.patch(`/api/admin/consultations/${leadId}`, {
    data: { assignedTo: leaverId },
    headers: originHeaders(baseURL!),
  });
  expect(assign.status()).toBe(200);

  // The lead belongs to the leaver, who is one of the owner choices.
  await page.goto(`/admin/leads?q=${tok}`);
  let dialog = await openLead(page, leadName);
  await expect(dialog.getByLabel('Owner')).toHaveValue(leaverId);
  await expect(dialog.getByRole('option', { name: leaver.name })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Remove the leaver and add a newcomer on the Team page, in the same visit.
  await nav(page, 'Team');
  await page.getByRole('button', { name: `Remove ${leaver.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove Team Member' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(page.getByText('User Deleted', { exact: true })).toBeVisible();
  await expectFocusVisible(page);
  const newcomer = `Nia Newcomer ${tok}`;
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const add = page.getByRole('dialog', { name: 'Add Team Member' });
  await add.getByLabel('Full Name').fill(newcomer);
  await add.getByLabel('Email').fill(`nia.${tok}@e2e.example.com`);
  await add.getByLabel('Password').fill(`temporary pass ${tok}`);
  await add.getByRole('button', { name: 'Create User' }).click();
  await expect(add).toBeHidden();
  await expectFocusVisible(page);

  // Back on Leads without a reload: the lead is unassigned, the leaver is gone, the newcomer is there.
  await nav(page, 'Leads');
  await page.getByLabel('Search leads').fill(tok);
  // The search is debounced: open the lead once it is applied, or the new page of results can
  // replace the row between the click and the dialog (seen once in CI under load).
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tok}`));
  dialog = await openLead(page, leadName);
  await expect(dialog.getByLabel('Owner')).toHaveValue('');
  await expect(dialog.getByRole('option', { name: leaver.name })).toHaveCount(0);
  await expect(dialog.getByRole('option', { name: newcomer })).toHaveCount(1);
  await page.context().close();
});
