import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { teamMembers, emailOutbox, passwordResetTokens } from '../../../db/schema.ts';
import { RESET_LINK_INVALID } from '../../lib/schemas/auth.ts';
import { sha256 } from '../auth/resetTokens.ts';
import { deliverDueEmails } from '../mail/deliver.ts';
import { SCRUBBED_RESET_LINK } from '../mail/passwordResetEmail.ts';
import {
  createTeamMember,
  loginAs,
  sessionCookieFrom,
  signIn,
  TEST_PASSWORD,
} from '../testing/auth.ts';
import { createTestApp, testBackend, TEST_SITE_URL, type TestApp } from '../testing/testApp.ts';
import { FORGOT_PASSWORD_ANSWER, FORGOT_PASSWORD_MIN_MS } from './passwordReset.ts';

/** Forgotten passwords: a one-time emailed link, no enumeration, no secrets kept. */
let t: TestApp;
let noMail: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  noMail = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await noMail.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = 'silent';
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

const forgot = (app: TestApp, email: string, ip = freshIp()) =>
  app.request('/api/auth/forgot-password', { method: 'POST', json: { email }, ip });
const reset = (app: TestApp, token: string, newPassword: string) =>
  app.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token, newPassword },
    ip: freshIp(),
  });

/** The link in the newest reset mail to `email`, read from the outbox row as a mailbox would. */
async function linkFor(app: TestApp, email: string): Promise<string> {
  const rows = await app.handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email));
  const mail = rows.filter((r) => r.kind === 'password_reset_link').at(-1);
  const link = mail?.textBody.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return link;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe(`forgot password (${testBackend()})`, () => {
  it('answers the same 202 for a known and an unknown address, at least as slow as the floor', async () => {
    const user = await createTeamMember(t);
    const started = Date.now();
    const known = await forgot(t, user.email.toUpperCase());
    const knownMs = Date.now() - started;
    const started2 = Date.now();
    const unknown = await forgot(t, 'nobody-here@example.com');
    const unknownMs = Date.now() - started2;
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const body = await known.json();
    expect(body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await unknown.json()).toEqual(body);
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    // Only the known address got a mail, and the table keeps a hash, never the token.
    const link = await linkFor(t, user.email);
    expect(link.startsWith(`${TEST_SITE_URL}/admin/reset-password?token=`)).toBe(true);
    const [stored] = await t.handle.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).toBe(sha256(tokenOf(link)));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('refuses a bad address with 400 and the field', async () => {
    const res = await forgot(t, 'not an email');
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty('email');
  });

  it('limits requests per (address, IP) and per IP, whether or not the address exists', async () => {
    for (const email of ['limited@example.com', (await createTeamMember(t)).email]) {
      const statuses = [];
      const ip = freshIp();
      for (let i = 0; i < 4; i += 1) statuses.push((await forgot(t, email, ip)).status);
      expect(statuses, email).toEqual([202, 202, 202, 429]);
    }
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await forgot(t, `walk${i}@example.com`, ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('without mail delivery answers the same 202, and makes no link at all', async () => {
    const user = await createTeamMember(noMail);
    const res = await forgot(noMail, user.email);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await noMail.handle.db.select().from(passwordResetTokens)).toEqual([]);
    expect(await noMail.handle.db.select().from(emailOutbox)).toEqual([]);
  });
});

describe(`reset password with the link (${testBackend()})`, () => {
  it('sets the new password, signs in, ends other sessions, and works only once', async () => {
    const colleague = await signIn(t, 'employee');
    await forgot(t, colleague.member.email);
    const token = tokenOf(await linkFor(t, colleague.member.email));
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.LOG_LEVEL = 'info';

    const res = await reset(t, token, 'my own new secret');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: colleague.member.id, mustChangePassword: false });
    expect(JSON.stringify(body)).not.toContain(token);
    const cookie = sessionCookieFrom(res);
    expect((await t.request('/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(200);
    expect(
      (await t.request('/api/auth/me', { headers: { Cookie: colleague.cookie } })).status,
    ).toBe(401);
    await loginAs(t, colleague.member.email, 'my own new secret');

    const again = await reset(t, token, 'another new secret');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      message: RESET_LINK_INVALID,
      code: 'bad_request',
      fields: { token: RESET_LINK_INVALID },
    });
    const lines = logged.mock.calls.map((c) => String(c[0])).join('\n');
    expect(lines).toContain('auth.password_reset.completed');
    expect(lines).not.toContain(token);
    expect(lines).not.toContain('my own new secret');
  });

  it('refuses an expired link', async () => {
    const user = await createTeamMember(t);
    await forgot(t, user.email);
    const token = tokenOf(await linkFor(t, user.email));
    await t.handle.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await reset(t, token, 'too late secret')).status).toBe(400);
    await loginAs(t, user.email, TEST_PASSWORD);
  });

  it('a link dies when the password changes by any route (here: change-password)', async () => {
    const colleague = await signIn(t, 'employee');
    await forgot(t, colleague.member.email);
    const token = tokenOf(await linkFor(t, colleague.member.email));
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { Cookie: colleague.cookie },
      json: { currentPassword: TEST_PASSWORD, newPassword: 'changed meanwhile 9' },
    });
    expect(changed.status).toBe(200);
    expect((await reset(t, token, 'stale link secret')).status).toBe(400);
    await loginAs(t, colleague.member.email, 'changed meanwhile 9');
  });

  it('a link dies when an admin resets the password', async () => {
    const admin = await signIn(t, 'admin');
    const member = await createTeamMember(t);
    await forgot(t, member.email);
    const token = tokenOf(await linkFor(t, member.email));
    const res = await t.request(`/api/admin/users/${member.id}/password`, {
      method: 'POST',
      headers: { Cookie: admin.cookie },
      json: { password: 'admin chose this 1' },
    });
    expect(res.status).toBe(200);
    expect((await reset(t, token, 'stale link secret')).status).toBe(400);
  });

  it('refuses made-up tokens and weak passwords with 400 and the field', async () => {
    const bogus = await reset(t, 'x'.repeat(43), 'a fine new secret');
    expect(bogus.status).toBe(400);
    expect((await bogus.json()).fields).toEqual({ token: RESET_LINK_INVALID });
    const weak = await reset(t, 'x'.repeat(43), 'short');
    expect(weak.status).toBe(400);
    expect((await weak.json()).fields).toHaveProperty('newPassword');
    const missing = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'a fine new secret' },
    });
    expect(missing.status).toBe(400);
  });

  it('the outbox forgets the link once the mail is delivered', async () => {
    const user = await createTeamMember(t);
    await forgot(t, user.email);
    await deliverDueEmails(t.handle.db, { from: 'staff@example.com', send: async () => {} });
    const rows = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('sent');
      expect(row.textBody).toBe(SCRUBBED_RESET_LINK);
    }
    const [stored] = await t.handle.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, user.id));
    expect(stored).toBeDefined();
  });
});
