import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './adminSession.ts';
import { expectNoAxeViolations } from './fixtures.ts';

/**
 * Runs first (the 'setup' project in playwright.config.ts), on the suite's fresh database: the real
 * first-run flow through the UI, creating the admin every other spec signs in as.
 */
test('first run: login offers init → create admin → back to login → sign in → dashboard → sign out', async ({
  page,
  context,
}) => {
  // The whole first run in one walk, which also waits to see the page does not move on its own.
  test.slow();
  const needsInit = await (await page.request.get('/api/auth/needs-init')).json();
  test.skip(!needsInit.needsInit, 'The admin already exists (server reused); nothing to set up');

  // The page's clock (both tabs): runFor below moves it on instead of the test sleeping.
  await page.clock.install();
  await page.goto('/admin/login');
  const createLink = page.getByRole('link', { name: 'Create the first admin account' });
  await expect(createLink).toBeVisible();
  await expectNoAxeViolations(page);
  await createLink.click();

  await expect(page).toHaveURL(/\/admin\/init$/);
  await expect(page.getByRole('heading', { name: 'Create Admin Account' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Client-side validation with the required messages, before any call.
  await page.getByRole('button', { name: 'Create Admin Account' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  // A second tab that opened the init form too, to submit after the admin exists.
  const lateTab = await context.newPage();
  await lateTab.goto('/admin/init');
  await expect(lateTab.getByRole('button', { name: 'Create Admin Account' })).toBeVisible();

  await page.getByLabel('Full Name').fill(E2E_ADMIN.name);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Create Admin Account' }).click();
  await expect(page.getByText('Success!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Admin account created. You can now log in.', { exact: true }),
  ).toBeVisible();
  // The page says so and waits for the person: focus on the way forward, no move on its own.
  await expect(page.getByRole('heading', { name: 'Admin Account Created' })).toBeVisible();
  const goToSignIn = page.getByRole('link', { name: 'Go to Sign In' });
  await expect(goToSignIn).toBeFocused();
  // 2.5 s of the page's timers run at once: a redirect on a timer would fire here.
  await page.clock.runFor(2500);
  await expect(page).toHaveURL(/\/admin\/init$/);

  // The late tab's attempt fails with the server's message, written on the form too, and the page
  // then says the admin exists, with focus on the way to sign in.
  await lateTab.getByLabel('Full Name').fill('Second Admin');
  await lateTab.getByLabel('Email').fill('second@e2e.example.com');
  await lateTab.getByLabel('Password').fill('another long passphrase');
  await lateTab.getByRole('button', { name: 'Create Admin Account' }).click();
  await expect(lateTab.getByText('Initialization Failed', { exact: true })).toBeVisible();
  await expect(lateTab.getByText('System already initialized', { exact: true })).toBeVisible();
  await expect(lateTab.getByRole('heading', { name: 'Already Set Up' })).toBeVisible();
  await expect(lateTab.getByRole('link', { name: 'Go to Sign In' })).toBeFocused();
  await lateTab.close();

  // Init is now closed: the login page shows the form and the request-access link, and focus
  // starts on the new page instead of being lost on <body>.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Request access' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Staff' });
  for (const name of ['Dashboard', 'Leads', 'Account Requests', 'Team']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: /open user menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  // The init page now says so instead of offering the form.
  await page.goto('/admin/init');
  await expect(page.getByRole('heading', { name: 'Already Set Up' })).toBeVisible();
});
