import { expect, test, type Browser, type Page } from '@playwright/test';
import { NO_MAIL_HANDOVER } from '../src/admin/components/mail/wording.ts';
import { adminPage, createStaffMember, ensureAdmin, signInWithApi } from './adminSession.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { expectFocusVisible } from './focus.ts';
import { seedLeads } from './seedLeads.ts';

/**
 * Staff accounts without a developer on the browser-test server, which has no SMTP_URL:
 * reset someone's password, change roles, change your own password, and what "no mail" looks like.
 */
test.beforeEach(async ({ request, baseURL }) => {
  await ensureAdmin(request, baseURL!);
});

async function signedIn(
  browser: Browser,
  baseURL: string,
  who: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInWithApi(page, baseURL, who);
  return page;
}

const teamCard = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Team members' }).getByRole('listitem').filter({ hasText: email });

test('an admin resets a member’s password; the member signs in with it through the forced change', async ({
  browser,
  baseURL,
}) => {
  const member = await createStaffMember(browser, baseURL!, 'employee');
  const memberPage = await signedIn(browser, baseURL!, member);
  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/admin/team');
  await expect(admin.getByRole('status').getByText('Email is not set up.')).toBeVisible();
  await teamCard(admin, member.email)
    .getByRole('button', { name: `Reset password for ${member.name}` })
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog.getByText(`${NO_MAIL_HANDOVER}.`)).toBeVisible();
  await expect(
    dialog.getByText(/must change it at first sign-in, and it expires after 7 days/),
  ).toBeVisible();
  // The shared password rule, inline.
  await dialog.getByLabel('Temporary Password').fill('short');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const temporary = await dialog.getByLabel('Temporary Password').inputValue();
  expect(temporary).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(admin.getByText('Password Reset', { exact: true })).toBeVisible();
  await expectFocusVisible(admin);
  await expect(
    admin.getByText(`${member.name} has a new temporary password. ${NO_MAIL_HANDOVER}.`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(teamCard(admin, member.email).getByText('Temporary password')).toBeVisible();

  // Their open session has ended.
  await memberPage.goto('/admin/dashboard');
  await expect(memberPage).toHaveURL(/\/admin\/login/);
  // They sign in with the temporary password and must choose their own first.
  await memberPage.getByLabel('Email').fill(member.email);
  await memberPage.getByLabel('Password').fill(temporary);
  await memberPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  const own = `own again ${Date.now()}`;
  await memberPage.getByLabel('Current (temporary) password').fill(temporary);
  await memberPage.getByLabel('New password', { exact: true }).fill(own);
  await memberPage.getByLabel('Confirm new password').fill(own);
  await memberPage.getByRole('button', { name: 'Set New Password' }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await memberPage.context().close();
  await admin.context().close();
});

test('an admin demotes and promotes a colleague; the colleague’s open tab follows', async ({
  browser,
  baseURL,
}) => {
  const colleague = await createStaffMember(browser, baseURL!, 'admin');
  const theirs = await signedIn(browser, baseURL!, colleague);
  await theirs.goto('/admin/team');
  await expect(theirs.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();

  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/admin/team');
  const card = teamCard(admin, colleague.email);
  await card.getByRole('button', { name: `Change role of ${colleague.name}` }).click();
  let dialog = admin.getByRole('dialog', { name: 'Change Role' });
  await dialog.getByLabel('Role').selectOption('employee');
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Save Role' }).click();
  await expect(
    admin.getByText(`${colleague.name} is now an Employee.`, { exact: true }),
  ).toBeVisible();
  await expect(card.getByText('Employee', { exact: true })).toBeVisible();
  await expectFocusVisible(admin, { name: `Change role of ${colleague.name}` });

  // Their next request sees the new role: the Team page is now refused, the nav loses admin links.
  await theirs.goto('/admin/team');
  await expect(theirs).toHaveURL(/\/admin\/dashboard$/);
  const nav = theirs.getByRole('navigation', { name: 'Staff' });
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);

  await card.getByRole('button', { name: `Change role of ${colleague.name}` }).click();
  dialog = admin.getByRole('dialog', { name: 'Change Role' });
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Save Role' }).click();
  await expect(
    admin.getByText(`${colleague.name} is now an Admin.`, { exact: true }),
  ).toBeVisible();
  await expectFocusVisible(admin);
  await theirs.goto('/admin/team');
  await expect(theirs.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  await theirs.context().close();
  await admin.context().close();
});

test('anyone changes their own password from the user menu; other sessions end', async ({
  browser,
  baseURL,
}) => {
  const me = await createStaffMember(browser, baseURL!, 'employee');
  const elsewhere = await signedIn(browser, baseURL!, me);
  const page = await signedIn(browser, baseURL!, me);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password').fill('not my password');
  const next = `changed from menu ${Date.now()}`;
  await dialog.getByLabel('New password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm new password').fill(`${next}!`);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill(next);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await expect(page.getByText('Password Change Failed', { exact: true })).toBeVisible();
  await expectFocusVisible(page);
  await dialog.getByLabel('Current password').fill(me.password);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Updated', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectFocusVisible(page);

  // This tab stays signed in; the other browser is signed out; the new password works.
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(401);
  const fresh = await signedIn(browser, baseURL!, { email: me.email, password: next });
  await Promise.all([fresh, elsewhere, page].map((p) => p.context().close()));
});

// The answer is the same whether or not mail is set up: outsiders must not learn which it is.
test('forgot password answers the same, pointing to an administrator, and sends nobody anywhere', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill('someone@e2e.example.com');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(/ask an administrator to reset your password/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expectNoAxeViolations(page);
});

test('the lead dialog shows whether the visitor acknowledgement left', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  const tok = `m${Math.random().toString(36).slice(2, 9)}`;
  const name = `Mia Mailstate ${tok}`;
  await seedLeads(page.request, baseURL!, [
    { name, email: `mia.${tok}@example.com`, serviceType: 'Marketing', message: 'Hello there.' },
  ]);
  await page.goto(`/admin/leads?q=${tok}`);
  await page.getByRole('button', { name }).click();
  const emails = page.getByRole('dialog', { name }).getByRole('region', { name: 'Emails' });
  const ack = emails.getByRole('listitem').filter({ hasText: 'Visitor acknowledgement' });
  await expect(ack.getByText('Pending', { exact: true })).toBeVisible();
  await expect(emails.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});
