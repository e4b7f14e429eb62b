import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema.ts';
import { consultationPayload } from '../src/server/testing/consultationPayload.ts';
import { NO_MAIL_HANDOVER } from '../src/admin/components/mail/wording.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { startMailedServer, type MailedServer } from './mailedServer.ts';
import { expectFocusVisible } from './focus.ts';

/**
 * The same back office with mail delivery set up (a server of its own, see mailedServer.ts):
 * forgotten password end to end, the lead dialog's mail state with Retry, and the spec's own texts.
 */
test.describe.configure({ mode: 'serial' });

let server: MailedServer;
const ADMIN = {
  name: 'Maya Mailadmin',
  email: 'maya@e2e.example.com',
  password: 'maya admin passphrase',
};

const post = (request: APIRequestContext, path: string, data: unknown) =>
  request.post(`${server.baseURL}${path}`, { data, headers: { Origin: server.baseURL } });

test.beforeAll(async () => {
  server = await startMailedServer();
});
test.afterAll(async () => {
  await server?.close();
});

async function adminContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const init = await post(page.request, '/api/auth/init', ADMIN);
  expect([201, 409]).toContain(init.status());
  const login = await post(page.request, '/api/auth/login', {
    email: ADMIN.email,
    password: ADMIN.password,
  });
  expect(login.status()).toBe(200);
  return page;
}

test('forgot password: link from the outbox row → new password → signed in', async ({
  browser,
}) => {
  const admin = await adminContext(browser);
  const member = {
    name: 'Fern Forgetful',
    email: 'fern@e2e.example.com',
    password: 'temporary pass 1',
  };
  expect(
    (await post(admin.request, '/api/admin/users', { ...member, role: 'employee' })).status(),
  ).toBe(201);

  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(/link to reset the password is on its way/)).toBeVisible();
  await expectNoAxeViolations(page);

  const [row] = await server.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'password_reset_link'));
  const link = row?.textBody.match(/https?:\/\/\S+\/admin\/reset-password\?token=\S+/)?.[0];
  expect(link, 'reset link in the outbox').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  // The token leaves the address bar and the history entry as soon as the page has read it.
  await expect(page).toHaveURL(/\/admin\/reset-password$/);
  expect(await page.evaluate(() => window.location.href)).not.toContain('token');
  const fresh = 'fern chose this one';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm new password').fill(fresh);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The link worked once: a second visit is refused with a way to ask again.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('yet another secret');
  await page.getByLabel('Confirm new password').fill('yet another secret');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Link Not Valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await context.close();
  await admin.context().close();
});

test('the lead dialog shows failed mail; an admin retries it and it is sent', async ({
  browser,
}) => {
  const admin = await adminContext(browser);
  const name = 'Lena Leadmail';
  const lead = await admin.request.post(`${server.baseURL}/api/consultations`, {
    data: consultationPayload({
      name,
      email: 'lena@example.com',
      phone: undefined,
      company: undefined,
      serviceType: 'Real Estate',
      isSocialEquityApplicant: false,
      message: 'Looking for office space.',
    }),
    headers: { Origin: server.baseURL, 'x-e2e-client-ip': '10.9.8.7' },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  // The mail server refuses everything once: both emails fail for good.
  server.sink.rejectNext(10);
  await server.deliver({ maxAttempts: 1 });
  server.sink.rejectNext(0);

  await admin.goto('/admin/leads');
  await admin.getByRole('button', { name }).click();
  const emails = admin.getByRole('dialog', { name }).getByRole('region', { name: 'Emails' });
  const ack = emails.getByRole('listitem').filter({ hasText: 'Visitor acknowledgement' });
  const notice = emails.getByRole('listitem').filter({ hasText: 'Staff notice' });
  await expect(ack.getByText('Failed', { exact: true })).toBeVisible();
  await expect(notice.getByText('Failed', { exact: true })).toBeVisible();
  await expectNoAxeViolations(admin);
  await ack.getByRole('button', { name: 'Retry Visitor acknowledgement' }).click();
  await expect(admin.getByText('Email Queued', { exact: true })).toBeVisible();
  await expect(ack.getByText('Pending', { exact: true })).toBeVisible();
  // The Retry button is gone once the mail is queued again: focus stays in the dialog.
  await expectFocusVisible(admin);

  await server.deliver();
  expect(server.sink.received.some((mail) => mail.to.includes('lena@example.com'))).toBe(true);
  await admin.reload();
  await expect(ack.getByText('Sent', { exact: true })).toBeVisible();
  await expect(notice.getByText('Failed', { exact: true })).toBeVisible();
  await admin.context().close();
});

test('with mail set up, the spec texts stay and no "not set up" notice shows', async ({
  browser,
}) => {
  const admin = await adminContext(browser);
  await admin.goto('/admin/team');
  await expect(admin.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Team Member' });
  await expect(dialog.getByText(/expires in 7 days\. Give it to them yourself\./)).toBeVisible();
  await expect(admin.getByText(NO_MAIL_HANDOVER)).toHaveCount(0);
  await expect(admin.getByText('Email is not set up.')).toHaveCount(0);
  await admin.context().close();
});
