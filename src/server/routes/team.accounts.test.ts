import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { teamMembers, emailOutbox, sessions } from '../../../db/schema.ts';
import { ADVISORY_LOCK_KEYS } from '../advisoryLocks.ts';
import { holdAdvisoryLock, waitForLockWaiters } from '../testing/advisoryLocks.ts';
import { createTeamMember, loginAs, signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { TEAM_MEMBER_MESSAGES } from './team.ts';

/** Change role and reset password on someone else's account. */
let t: TestApp;
let mailed: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Same API with mail delivery set up (nothing is sent here: delivery is a separate worker).
  mailed = await createTestApp({ SMTP_URL: 'smtp://mailer:s3cret-pass@127.0.0.1:2525' });
});
afterAll(async () => {
  await t.close();
  await mailed.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const patchRole = (app: TestApp, cookie: string, id: string, json: unknown) =>
  app.request(`/api/admin/users/${id}`, { method: 'PATCH', headers: { Cookie: cookie }, json });
const resetPassword = (app: TestApp, cookie: string, id: string, json: unknown) =>
  app.request(`/api/admin/users/${id}/password`, {
    method: 'POST',
    headers: { Cookie: cookie },
    json,
  });
const me = (app: TestApp, cookie: string) =>
  app.request('/api/auth/me', { headers: { Cookie: cookie } });
const teamList = (app: TestApp, cookie: string) =>
  app.request('/api/admin/users', { headers: { Cookie: cookie } });

async function onlyAdminsLeft(app: TestApp, keep: string[]) {
  const admins = await app.handle.db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.role, 'admin'));
  for (const a of admins) {
    if (!keep.includes(a.id)) {
      await app.handle.db
        .update(teamMembers)
        .set({ role: 'employee' })
        .where(eq(teamMembers.id, a.id));
    }
  }
}
const adminCount = async (app: TestApp) => {
  const [row] = await app.handle.db
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.role, 'admin'));
  return row?.n ?? 0;
};

describe(`change role (${testBackend()})`, () => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signIn(t, 'admin');
  });

  it('promotes an employee; the new role applies on their next request, same session', async () => {
    const colleague = await signIn(t, 'employee');
    expect((await teamList(t, colleague.cookie)).status).toBe(403);
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    process.env.LOG_LEVEL = 'info';
    const res = await patchRole(t, admin.cookie, colleague.member.id, { role: 'admin' });
    process.env.LOG_LEVEL = 'silent';
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: colleague.member.id, role: 'admin' });
    expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$|"password"/);
    expect((await teamList(t, colleague.cookie)).status).toBe(200);
    expect((await (await me(t, colleague.cookie)).json()).role).toBe('admin');

    // Logged with who, whom and when.
    const line = info.mock.calls.map((c) => String(c[0])).find((l) => l.includes('role_changed'));
    expect(JSON.parse(line!)).toMatchObject({
      event: 'admin.team_member.role_changed',
      actorId: admin.member.id,
      userId: colleague.member.id,
      from: 'employee',
      to: 'admin',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('demotes an admin; they lose admin routes on their next request', async () => {
    const other = await signIn(t, 'admin');
    expect((await teamList(t, other.cookie)).status).toBe(200);
    const res = await patchRole(t, admin.cookie, other.member.id, { role: 'employee' });
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe('employee');
    expect((await teamList(t, other.cookie)).status).toBe(403);
    // Still signed in as an employee.
    expect((await me(t, other.cookie)).status).toBe(200);
  });

  it('answers 400 for a bad role, 404 for unknown ids, 409 for your own role, 403 for employees', async () => {
    const member = await createTeamMember(t);
    const bad = await patchRole(t, admin.cookie, member.id, { role: 'owner' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty('role');
    expect((await patchRole(t, admin.cookie, member.id, { role: 'admin', name: 'x' })).status).toBe(
      400,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await patchRole(t, admin.cookie, missing, { role: 'admin' })).status).toBe(404);
    expect((await patchRole(t, admin.cookie, 'not-a-uuid', { role: 'admin' })).status).toBe(404);
    const self = await patchRole(t, admin.cookie, admin.member.id, { role: 'employee' });
    expect(self.status).toBe(409);
    expect((await self.json()).message).toBe(TEAM_MEMBER_MESSAGES.cannotChangeOwnRole);
    const employee = await signIn(t, 'employee');
    expect((await patchRole(t, employee.cookie, member.id, { role: 'admin' })).status).toBe(403);
  });

  it('never demotes the last admin: the one admin cannot change their own role', async () => {
    const solo = await signIn(t, 'admin');
    const other = await signIn(t, 'admin');
    await onlyAdminsLeft(t, [solo.member.id, other.member.id]);
    expect((await patchRole(t, solo.cookie, other.member.id, { role: 'employee' })).status).toBe(
      200,
    );
    expect(await adminCount(t)).toBe(1);
    const self = await patchRole(t, solo.cookie, solo.member.id, { role: 'employee' });
    expect(self.status).toBe(409);
    // The demoted admin cannot demote the last one either.
    expect((await patchRole(t, other.cookie, solo.member.id, { role: 'employee' })).status).toBe(
      403,
    );
    expect(await adminCount(t)).toBe(1);
  });

  // PGlite runs one transaction at a time, so only a real server can prove the lock matters.
  it.runIf(testBackend() === 'postgres')(
    'two admins demoting each other at the same moment leave one admin (PostgreSQL)',
    async () => {
      const a = await signIn(t, 'admin');
      const b = await signIn(t, 'admin');
      await onlyAdminsLeft(t, [a.member.id, b.member.id]);
      // Hold the lock so both requests pass the role check and queue up inside their transactions.
      const lock = await holdAdvisoryLock(t.handle.db, ADVISORY_LOCK_KEYS.adminMembership);
      const answers = Promise.all([
        patchRole(t, a.cookie, b.member.id, { role: 'employee' }),
        patchRole(t, b.cookie, a.member.id, { role: 'employee' }),
      ]);
      await waitForLockWaiters(t, ADVISORY_LOCK_KEYS.adminMembership, 2);
      await lock.release();
      const results = await answers;
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const refused = results.find((r) => r.status === 409)!;
      expect((await refused.json()).message).toBe(TEAM_MEMBER_MESSAGES.lastAdminDemoted);
      expect(await adminCount(t)).toBe(1);
    },
  );
});

describe(`reset password (${testBackend()})`, () => {
  it('sets a temporary password, ends every session of that person, and logs it', async () => {
    const admin = await signIn(t, 'admin');
    const colleague = await signIn(t, 'employee');
    const secondBrowser = await loginAs(t, colleague.member.email);
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    process.env.LOG_LEVEL = 'info';
    const res = await resetPassword(t, admin.cookie, colleague.member.id, {
      password: 'handed over 42',
    });
    process.env.LOG_LEVEL = 'silent';
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: colleague.member.id,
      mustChangePassword: true,
      emailed: false,
    });
    expect(JSON.stringify(body)).not.toContain('handed over 42');
    expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$/);

    for (const cookie of [colleague.cookie, secondBrowser]) {
      expect((await me(t, cookie)).status).toBe(401);
    }
    const [row] = await t.handle.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, colleague.member.id));
    const days = (row!.passwordExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // The new password works, and must be replaced before anything else.
    const cookie = await loginAs(t, colleague.member.email, 'handed over 42');
    expect((await me(t, cookie)).status).toBe(200);
    expect((await teamList(t, cookie)).status).toBe(403);
    // Without mail delivery nothing waits in the outbox with the password in it.
    const outbox = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, colleague.member.id));
    expect(outbox).toEqual([]);

    const lines = info.mock.calls.map((c) => String(c[0]));
    expect(lines.join('\n')).not.toContain('handed over 42');
    const line = lines.find((l) => l.includes('password_reset'));
    expect(JSON.parse(line!)).toMatchObject({
      event: 'admin.team_member.password_reset',
      actorId: admin.member.id,
      userId: colleague.member.id,
    });
  });

  it('mails the temporary password when mail delivery is set up', async () => {
    const admin = await signIn(mailed, 'admin');
    const colleague = await signIn(mailed, 'employee');
    const res = await resetPassword(mailed, admin.cookie, colleague.member.id, {
      password: 'mailed temp 77',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).emailed).toBe(true);
    const [mail] = await mailed.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, colleague.member.id));
    expect(mail).toMatchObject({
      kind: 'password_reset_by_admin',
      toAddress: colleague.member.email,
    });
    expect(mail!.textBody).toContain('mailed temp 77');
  });

  it('answers 400 with the password rule, 404, 409 for yourself, 403 for employees', async () => {
    const admin = await signIn(t, 'admin');
    const member = await createTeamMember(t);
    const short = await resetPassword(t, admin.cookie, member.id, { password: 'short' });
    expect(short.status).toBe(400);
    expect((await short.json()).fields).toHaveProperty('password');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await resetPassword(t, admin.cookie, missing, { password: 'long enough 1' })).status,
    ).toBe(404);
    const self = await resetPassword(t, admin.cookie, admin.member.id, {
      password: 'long enough 1',
    });
    expect(self.status).toBe(409);
    const employee = await signIn(t, 'employee');
    expect(
      (await resetPassword(t, employee.cookie, member.id, { password: 'long enough 1' })).status,
    ).toBe(403);
    const [{ n }] = (await t.handle.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, admin.member.id))) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });
});
