import { expect, test } from '@playwright/test';
import { adminPage, createStaffMember, E2E_ADMIN, ensureAdmin } from './adminSession.ts';

/**
 * Keyboard users never lose their place in the back office: a dialog gives focus back to the
 * button that opened it, the mobile menu closes with Escape, and a page reached by signing in
 * starts with focus on its main area.
 */
test.beforeEach(async ({ request, baseURL }) => {
  await ensureAdmin(request, baseURL!);
});

test('Reset password and Change role give focus back to their button on Escape, Cancel and save', async ({
  browser,
  baseURL,
}) => {
  const colleague = await createStaffMember(browser, baseURL!, 'employee');
  const page = await adminPage(browser, baseURL!);
  await page.goto('/admin/team');
  const card = page.getByRole('listitem').filter({ hasText: colleague.email });

  const reset = card.getByRole('button', { name: `Reset password for ${colleague.name}` });
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(reset).toBeFocused();

  const role = card.getByRole('button', { name: `Change role of ${colleague.name}` });
  await role.focus();
  await page.keyboard.press('Enter');
  const roleDialog = page.getByRole('dialog', { name: 'Change Role' });
  await roleDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(role).toBeFocused();

  // After a successful save the card is re-rendered; its button still gets focus back.
  await role.focus();
  await page.keyboard.press('Enter');
  await roleDialog.getByLabel('Role').selectOption('admin');
  await roleDialog.getByRole('button', { name: 'Save Role' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(role).toBeFocused();
  await page.context().close();
});

test('Change password gives focus back to the user menu button, and on a phone to the menu button', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.goto('/admin/dashboard');
  const userMenu = page.getByRole('button', { name: /open user menu/ });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Change password' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(userMenu).toBeFocused();

  await page.setViewportSize({ width: 390, height: 800 });
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.context().close();
});

test('Escape closes the admin mobile menu and leaves focus on its button', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobileNav = page.getByRole('navigation', { name: 'Staff mobile' });
  await mobileNav.getByRole('link', { name: 'Leads' }).focus();
  await page.keyboard.press('Escape');
  await expect(mobileNav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.context().close();
});

test('a wrong password is written on the sign-in form, then signing in puts focus on the dashboard', async ({
  page,
}) => {
  await page.goto('/admin/login');
  const form = page.locator('form');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  // Still there once the 5 s toast has gone.
  await expect(page.getByText('Login Failed', { exact: true })).toBeHidden({ timeout: 8000 });
  await expect(form.getByText('Invalid email or password', { exact: true })).toBeVisible();

  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
});
