import { expect, test } from '@playwright/test';
import { adminPage, createStaffMember, E2E_ADMIN, ensureAdmin } from './adminSession.ts';
import { expectNoAxeViolations, passMinimumFillTime } from './fixtures.ts';
import { expectFocusVisible } from './focus.ts';

test.beforeEach(async ({ request, baseURL }) => {
  await ensureAdmin(request, baseURL!);
});

test('signed out, /admin and deep links go to login, then back to the page asked for', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);

  await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads$/);
  await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
});

test('login shows the spec messages for bad input and a failed sign-in', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expectFocusVisible(page);
  await expect(
    page.locator('[data-variant="destructive"]').getByText('Invalid email or password', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('reloading a deep admin link keeps a signed-in user there', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!);
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  // /admin itself leads to the dashboard once signed in.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the mobile menu offers navigation, the user and Sign Out', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('navigation', { name: 'Staff', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Staff mobile' });
  await menu.getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(menu).toBeHidden(); // closes on navigation
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu').getByText(E2E_ADMIN.email)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.context().close();
});

test('request access: validation messages, then confirmation with the way back', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Request access' }).click();
  await expect(page).toHaveURL(/\/admin\/request-access$/);
  await expect(page.getByRole('heading', { name: 'Request Access' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Full Name').fill('R');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Why do you need access?').fill('Too short');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    page.getByText('Please provide at least 20 characters explaining why you need access'),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Full Name').fill('Riley Requester');
  await page.getByLabel('Email').fill(`riley-${Date.now()}@e2e.example.com`);
  await page.getByLabel('Requested Role').selectOption('admin');
  await page
    .getByLabel('Why do you need access?')
    .fill('I run the intake desk and need to work the incoming leads.');
  await passMinimumFillTime(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request Submitted!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('An administrator will review your request shortly.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request Submitted' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a new employee first replaces the temporary password, then sees no admin pages', async ({
  browser,
  baseURL,
}) => {
  const employee = await createStaffMember(browser, baseURL!, 'employee', {
    keepTemporaryPassword: true,
  });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/admin/leads');
  await page.getByLabel('Email').fill(employee.email);
  await page.getByLabel('Password').fill(employee.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // A password someone else chose: nothing but the change-password page until it is replaced.
  const newPassword = `my own passphrase ${Date.now()}`;
  const heading = page.getByRole('heading', { name: 'Choose a New Password' });
  await expect(heading).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Current (temporary) password').fill(employee.password);
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('Confirm new password').fill('password1234');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText(/too common/).first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Staff' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Account Requests' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  for (const path of ['/admin/account-requests', '/admin/team']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  }
  await context.close();
});
