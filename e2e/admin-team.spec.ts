import { expect, test } from '@playwright/test';
import { adminPage, createStaffMember, E2E_ADMIN, ensureAdmin } from './adminSession.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { expectFocusVisible } from './focus.ts';
import { NO_MAIL_HANDOVER } from '../src/admin/components/mail/wording.ts';

/** Spec /admin/team: add and remove team members through the dialogs. Emails are unique per run. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ request, baseURL }) => {
  await ensureAdmin(request, baseURL!);
});

test('an admin adds a team member through the dialog, then removes them', async ({
  browser,
  baseURL,
}) => {
  const id = unique();
  const name = `Tina Teammate ${id}`;
  const email = `tina-${id}@e2e.example.com`;
  const page = await adminPage(browser, baseURL!);
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  await expect(page.getByText('Manage admin users and team members')).toBeVisible();

  // The signed-in admin's own card has no delete button.
  const me = page.getByRole('listitem').filter({ hasText: E2E_ADMIN.email });
  await expect(me.getByText('You', { exact: true })).toBeVisible();
  await expect(me.getByText(/^Joined [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(me.getByText(/^Last login /)).toBeVisible();
  await expect(me.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Validation messages from the shared schema, inline, before any call.
  const trigger = page.getByRole('button', { name: 'Add Team Member' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await expect(dialog.getByText('Create a new admin or employee account')).toBeVisible();
  await expect(dialog.getByText('Minimum 8 characters required')).toBeVisible();
  await expect(dialog.getByText('Admins can manage team members')).toBeVisible();
  await expect(
    dialog.getByText(
      `This is a temporary password: they must change it at first sign-in, and it expires in 7 days. ${NO_MAIL_HANDOVER}.`,
    ),
  ).toBeVisible();
  await dialog.getByLabel('Full Name').fill('T');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // A duplicate email: 'Creation Failed' with the server's message, the dialog stays open.
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email.toUpperCase());
  await dialog.getByLabel('Password').fill(`temp pass ${id}`);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Creation Failed', { exact: true })).toBeVisible();
  const toastBox = page.locator('[data-variant="destructive"]');
  await expect(toastBox.getByText('A user with this email already exists')).toBeVisible();
  await expect(dialog.getByText('A user with this email already exists')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectFocusVisible(page);

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User Created', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`New team member has been added successfully. ${NO_MAIL_HANDOVER}.`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectFocusVisible(page);
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByText('Admin', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Last login /)).toHaveCount(0);

  // Reopened, the dialog is empty again.
  await trigger.click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('');
  await expect(dialog.getByLabel('Role')).toHaveValue('employee');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expectFocusVisible(page, { name: 'Add Team Member' });

  // Remove, by keyboard: the admin's own dialog asks; Escape keeps them and gives focus back to
  // the button; Enter on Remove removes them.
  const removeButton = card.getByRole('button', { name: `Remove ${name}` });
  await removeButton.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Remove Team Member' });
  await expect(confirm).toBeVisible();
  await expect(
    confirm.getByText(`Are you sure you want to remove ${name} from the team?`, { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(removeButton).toBeFocused();
  await expect(card).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('User Deleted', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Team member has been removed successfully.', { exact: true }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await expectFocusVisible(page);
  await page.context().close();
});

test('deleting a member who is already gone shows Deletion Failed', async ({
  browser,
  baseURL,
}) => {
  const member = await createStaffMember(browser, baseURL!, 'employee');
  const page = await adminPage(browser, baseURL!);
  await page.goto('/admin/team');
  const card = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(card).toBeVisible();
  // Someone else removes them first.
  const users = (await (await page.request.get('/api/admin/users')).json()) as {
    id: string;
    email: string;
  }[];
  const target = users.find((u) => u.email === member.email)!;
  const first = await page.request.delete(`/api/admin/users/${target.id}`, {
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(first.status()).toBe(204);

  await card.getByRole('button', { name: `Remove ${member.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Team Member' });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Deletion Failed', { exact: true })).toBeVisible();
  // The reason is on the dialog too, after the toast has gone.
  await expect(confirm.getByText('Team member not found', { exact: true })).toBeVisible();
  await expectFocusVisible(page);
  await page.context().close();
});

test('at 320 and 390 px the team page and the dialog fit the screen', async ({
  browser,
  baseURL,
}) => {
  // A colleague's card carries the widest row: Reset password and Change role.
  const colleague = await createStaffMember(browser, baseURL!, 'employee');
  const page = await adminPage(browser, baseURL!);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/admin/team');
  await expect(
    page.getByRole('button', { name: `Change role of ${colleague.name}` }),
  ).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Team Member' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('between tablet and desktop widths the admin header never scrolls sideways', async ({
  browser,
  baseURL,
}) => {
  // An admin has the most links (seven); the row appears only where all of them fit.
  const page = await adminPage(browser, baseURL!);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const width of [768, 900, 1024, 1180, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    const row = page.getByRole('navigation', { name: 'Staff', exact: true });
    const menu = page.getByRole('button', { name: 'Open menu' });
    // One way to the pages at every width: the row of links or the menu button.
    expect((await row.isVisible()) !== (await menu.isVisible()), `${width} px`).toBe(true);
    // Nothing in the bar wraps onto a second line or spills out of it (the brand once took three).
    const spills = await page.evaluate(() => {
      const bar = document.querySelector('header')!.getBoundingClientRect();
      return [...document.querySelectorAll('header a, header button')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.height > 40 || box.top < bar.top || box.bottom > bar.bottom;
        })
        .map((el) => el.textContent?.trim());
    });
    expect(spills, `${width} px`).toEqual([]);
  }
  await page.context().close();
});

test('an employee never sees the admin pages or their navigation', async ({ browser, baseURL }) => {
  const employee = await createStaffMember(browser, baseURL!, 'employee');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(employee.email);
  await page.getByLabel('Password').fill(employee.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Staff' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Account Requests' })).toHaveCount(0);
  for (const path of ['/admin/team', '/admin/account-requests']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Team Management')).toHaveCount(0);
  }
  // The mobile menu hides them too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Staff mobile' });
  await expect(mobile.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(mobile.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(mobile.getByRole('link', { name: 'Account Requests' })).toHaveCount(0);
  // And the server refuses them whatever the page does.
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  expect((await page.request.get('/api/admin/account-requests')).status()).toBe(403);
  await context.close();
});

test('Add Team Member opened while the team still loads stays open with what was typed', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  // The team list answers only when the test says so: a slow network, made certain.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/admin/users', async (route) => {
    if (route.request().method() === 'GET') await answered;
    await route.continue();
  });
  await page.goto('/admin/team');
  await expect(page.getByText('Loading team members...')).toBeVisible();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await dialog.getByLabel('Full Name').fill('Patient Pat');
  const listed = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/users') && r.request().method() === 'GET',
  );
  answer();
  await listed;
  // The list is behind the modal dialog (hidden from the accessibility tree), so wait on the text.
  await expect(page.getByText('Loading team members...')).toBeHidden();
  await expect(page.locator('h2', { hasText: E2E_ADMIN.name })).toBeAttached();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Patient Pat');
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await page.context().close();
});

test('Escape closes Add Team Member at the first press, even while a toast shows', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await dialog.getByLabel('Full Name').fill('Duplicate Dana');
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Password').fill(`temp pass ${unique()}`);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Creation Failed', { exact: true })).toBeVisible();
  await dialog.getByLabel('Full Name').focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.context().close();
});
