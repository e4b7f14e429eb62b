import { expect, test, type Page } from '@playwright/test';
import { adminPage, ensureAdmin, originHeaders } from './adminSession.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { expectFocusVisible } from './focus.ts';
import { NO_MAIL_HANDOVER } from '../src/admin/components/mail/wording.ts';

/**
 * Spec /admin/account-requests: a visitor asks for access, an admin approves (the new user signs
 * in and must choose a password first) or rejects with a reason. The suite shares one database,
 * so every request uses a unique email and the page is searched for it.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const REASON = 'I handle the intake desk and need to follow up on new consultation requests.';

test.beforeEach(async ({ request, baseURL }) => {
  await ensureAdmin(request, baseURL!);
});

async function openRequests(page: Page, search: string) {
  await page.goto('/admin/account-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Requests' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(search);
}

test('a visitor requests access, an admin approves it and the new user signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three people in three browser contexts, four password hashes and four axe runs: the whole
  // journey outgrew one test's 60 s under CI load (it failed at its last step, not on a wrong screen).
  test.slow();
  const id = unique();
  const name = `Paula Pending ${id}`;
  const email = `paula-${id}@e2e.example.com`;

  // 1. The visitor, signed out, uses the public form. The page runs on Playwright's fake clock,
  // moved on by the test, so the minimum fill time is checked in the page's own time rather than
  // in how fast this machine happens to be (a wall-clock check failed under CI load).
  const opened = Date.parse('2026-03-02T10:00:01Z');
  // Installed well before the pause: the clock runs on until pauseAt arrives, and pausing at a
  // moment already past throws.
  await page.clock.install({ time: opened - 10_000 });
  await page.clock.pauseAt(opened);
  const pageNow = () => page.evaluate(() => Date.now());
  await page.goto('/admin/request-access');
  // Query updates wait on timers, so the clock moves in 50 ms steps until the form is shown.
  const heading = page.getByRole('heading', { name: 'Request Access' });
  await expect(async () => {
    await page.clock.runFor(50);
    expect(await heading.isVisible()).toBe(true);
  }).toPass();
  const shown = await pageNow();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Why do you need access?').fill(REASON);
  // Submitted at once (like autofill): the form waits out the minimum fill time, pending, then sends.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/account-requests')) sent.push(r.url());
  });
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/account-requests'));
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await page.clock.runFor(50);
  // Busy (aria-disabled), not disabled: it keeps the focus while the request waits.
  await expect(page.getByRole('button', { name: 'Submitting...' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // The form cannot have rendered before the page was opened, so nothing may leave until 3 s
  // after that...
  await page.clock.runFor(opened + 2_950 - (await pageNow()));
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);
  await expect(page.getByRole('button', { name: 'Submitting...' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // ...and it leaves by itself at the latest 3 s after the form was shown, with how long it was open.
  await page.clock.runFor(shown + 3_100 - (await pageNow()));
  expect((await posted).postDataJSON().elapsedMs).toBeGreaterThanOrEqual(3000);
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Request Submitted' })).toBeVisible();
  await expect(page.getByText(/That was quick!/)).toHaveCount(0);
  // True whether or not mail is set up (this server has none), and it tells an outsider neither.
  await expect(
    page.getByText(/you will receive an email with your login credentials/),
  ).toContainText('or, while this site cannot send email, from the administrator who approves it');

  // 2. The admin sees it pending, with every field of the spec.
  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/admin/account-requests');
  await expect(admin.getByText('Awaiting review')).toBeVisible();
  await expect(admin.getByText('Accounts created')).toBeVisible();
  await expect(admin.getByText('Declined requests')).toBeVisible();
  await expect(admin.getByPlaceholder('Search by name, email, or reason...')).toBeVisible();
  await openRequests(admin, email);
  await expect(admin.getByText('1 request(s) awaiting your review')).toBeVisible();
  const item = admin.getByRole('article', { name });
  await expect(item.getByText('Pending', { exact: true })).toBeVisible();
  await expect(item.getByText('Employee', { exact: true })).toBeVisible();
  await expect(item.getByText(email)).toBeVisible();
  await expect(item.getByText(REASON)).toBeVisible();
  await expect(item.getByText(/^Requested less than a minute ago$/)).toBeVisible();
  await expectNoAxeViolations(admin);

  // 3. The approve dialog: empty password → no call, a 'Password Required' toast.
  let reviewCalls = 0;
  admin.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/api/admin/account-requests/')) reviewCalls++;
  });
  // The browser-test server has no SMTP_URL, and the page says so.
  await expect(admin.getByRole('status').getByText('Email is not set up.')).toBeVisible();
  await item.getByRole('button', { name: `Approve ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve Access Request' });
  await expect(dialog.getByText(REASON)).toBeVisible();
  // So the dialog says the password must be handed over.
  await expect(dialog.getByText(NO_MAIL_HANDOVER)).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Approve & Create Account' });
  await expect(submit).toBeDisabled();
  const passwordField = dialog.getByLabel('Temporary Password');
  await expect(passwordField).toBeFocused();
  await passwordField.press('Enter');
  await expect(admin.getByText('Password Required', { exact: true })).toBeVisible();
  await expectFocusVisible(admin);
  await expect(
    admin.getByText('Please enter a temporary password for the user', { exact: true }),
  ).toBeVisible();
  expect(reviewCalls).toBe(0);
  await expectNoAxeViolations(admin);

  const temporary = `temp pass ${id}`;
  await passwordField.fill(temporary);
  await submit.click();
  await expect(admin.getByText('Request Approved!', { exact: true })).toBeVisible();
  await expect(
    admin.getByText(`Account created successfully. User can now log in. ${NO_MAIL_HANDOVER}.`, {
      exact: true,
    }),
  ).toBeVisible();
  // Not emailed, so the password is shown once to hand over, and stored nowhere.
  const handover = admin.getByRole('dialog', { name: `Give ${name} Their Password` });
  await expect(handover.getByText(temporary, { exact: true })).toBeVisible();
  await expectNoAxeViolations(admin);
  await handover.getByRole('button', { name: 'Done' }).click();
  await expect(handover).toBeHidden();
  await expect(dialog).toBeHidden();
  // The Approve button is gone with the pending request: focus is not left on <body>.
  await expectFocusVisible(admin);
  expect(reviewCalls).toBe(1);
  // Now under Reviewed, with no actions left.
  const reviewed = admin.getByRole('list', { name: 'Reviewed requests' });
  const done = reviewed.getByRole('article', { name });
  await expect(done.getByText('Approved', { exact: true })).toBeVisible();
  await expect(done.getByText(/Reviewed less than a minute ago/)).toBeVisible();
  await expect(done.getByRole('button')).toHaveCount(0);
  await expect(admin.getByText('request(s) awaiting your review')).toHaveCount(0);
  // The users list was refreshed: the new member is on the Team page at once.
  await admin
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Team' })
    .click();
  await expect(admin.getByRole('heading', { name, level: 2 })).toBeVisible();
  await admin.context().close();

  // 4. The new user signs in with the temporary password and must replace it first.
  const context = await browser.newContext({ baseURL });
  const user = await context.newPage();
  await user.goto('/admin/login');
  await user.getByLabel('Email').fill(email);
  await user.getByLabel('Password').fill(temporary);
  await user.getByRole('button', { name: 'Sign In' }).click();
  await expect(user.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  expect((await user.request.get('/api/admin/users')).status()).toBe(403);
  await user.getByLabel('Current (temporary) password').fill(temporary);
  await user.getByLabel('New password', { exact: true }).fill(`my own passphrase ${id}`);
  await user.getByLabel('Confirm new password').fill(`my own passphrase ${id}`);
  await user.getByRole('button', { name: 'Set New Password' }).click();
  await expect(user.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // An employee: no admin entries.
  const nav = user.getByRole('navigation', { name: 'Staff' });
  await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Account Requests' })).toHaveCount(0);
  await context.close();
});

test('an admin rejects a request with a reason and sees it under Reviewed', async ({
  browser,
  baseURL,
}) => {
  const id = unique();
  const name = `Rex Rejected ${id}`;
  const email = `rex-${id}@e2e.example.com`;
  const admin = await adminPage(browser, baseURL!);
  const submitted = await admin.request.post('/api/account-requests', {
    data: { name, email, reason: REASON, requestedRole: 'admin', elapsedMs: 8000 },
    headers: originHeaders(baseURL!),
  });
  expect(submitted.status()).toBe(201);

  await openRequests(admin, `rex-${id}`);
  const item = admin.getByRole('article', { name });
  await expect(item.getByText('Admin', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject Access Request' });
  await expect(
    dialog.getByText('Email is not set up, so they will not be notified.'),
  ).toBeVisible();
  await expect(dialog.getByText('Kept with the request; no email is sent.')).toBeVisible();
  await dialog.getByLabel('Rejection Reason (Optional)').fill('Access is for firm staff only.');
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Reject Request' }).click();
  await expect(admin.getByText('Request Rejected', { exact: true })).toBeVisible();
  await expect(
    admin.getByText('Email is not set up, so the user has not been notified.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectFocusVisible(admin);

  const done = admin
    .getByRole('list', { name: 'Reviewed requests' })
    .getByRole('article', { name });
  await expect(done.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(done.getByText('Access is for firm staff only.')).toBeVisible();
  await expect(done.getByText(/Reviewed less than a minute ago/)).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);

  // Search covers name, email and reason; no match shows the search empty state.
  await admin.getByRole('searchbox', { name: 'Search requests' }).fill(`nothing-matches-${id}`);
  await expect(admin.getByRole('heading', { name: 'No Access Requests' })).toBeVisible();
  await expect(admin.getByText('No requests match your search criteria')).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.context().close();
});

test('a request already reviewed elsewhere fails with the server message', async ({
  browser,
  baseURL,
}) => {
  const id = unique();
  const name = `Dora Double ${id}`;
  const admin = await adminPage(browser, baseURL!);
  expect(
    (
      await admin.request.post('/api/account-requests', {
        data: { name, email: `dora-${id}@e2e.example.com`, reason: REASON, elapsedMs: 8000 },
        headers: originHeaders(baseURL!),
      })
    ).status(),
  ).toBe(201);
  await openRequests(admin, name);
  // Another admin rejects it while this page still shows it as pending.
  const list = (await (await admin.request.get('/api/admin/account-requests')).json()) as {
    id: string;
    name: string;
  }[];
  const target = list.find((r) => r.name === name)!;
  const other = await admin.request.patch(`/api/admin/account-requests/${target.id}`, {
    data: { status: 'rejected' },
    headers: originHeaders(baseURL!),
  });
  expect(other.status()).toBe(200);

  await admin.getByRole('button', { name: `Reject ${name}` }).click();
  await admin.getByRole('button', { name: 'Reject Request' }).click();
  await expect(admin.getByText('Action Failed', { exact: true })).toBeVisible();
  await expectFocusVisible(admin);
  const reviewed = 'This request has already been reviewed';
  // In the toast, and written on the dialog too, where it stays after the toast has gone.
  await expect(admin.getByText(reviewed, { exact: true })).toHaveCount(2);
  await expect(
    admin
      .getByRole('dialog', { name: 'Reject Access Request' })
      .getByText(reviewed, { exact: true }),
  ).toBeVisible();
  await admin.context().close();
});

test('at 390 px the page stacks and stays usable', async ({ browser, baseURL }) => {
  const admin = await adminPage(browser, baseURL!);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/account-requests');
  await expect(admin.getByRole('heading', { level: 1, name: 'Account Requests' })).toBeVisible();
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(admin);
  await admin.context().close();
});
