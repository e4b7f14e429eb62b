import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, leads, leadEvents, sessions } from '../../../db/schema.ts';
import { ADVISORY_LOCK_KEYS } from '../advisoryLocks.ts';
import { holdAdvisoryLock, waitForLockWaiters } from '../testing/advisoryLocks.ts';
import { createTeamMember, loginAs, signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nova Member',
  email: `member-${randomUUID().slice(0, 8)}@example.com`,
  password: 'first temp password',
  role: 'employee',
  ...overrides,
});

const createVia = (cookie: string, json: unknown) =>
  t.request('/api/admin/users', { method: 'POST', headers: { Cookie: cookie }, json });

const deleteVia = (cookie: string, id: string) =>
  t.request(`/api/admin/users/${id}`, { method: 'DELETE', headers: { Cookie: cookie } });

const adminCount = async () => {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.role, 'admin'));
  return row?.n ?? 0;
};

/** Removes every admin but `keep`, so a test can reason about "the last admin". */
async function onlyAdminsLeft(keep: string[]) {
  const admins = await t.handle.db.select().from(teamMembers).where(eq(teamMembers.role, 'admin'));
  for (const a of admins) {
    if (!keep.includes(a.id)) await t.handle.db.delete(teamMembers).where(eq(teamMembers.id, a.id));
  }
}

/** No key anywhere in the answer holds a bcrypt hash or is named like a password. */
function expectNoPasswordHash(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\$2[aby]\$/);
  expect(text).not.toMatch(/"password"/i);
}

describe(`admin users (${testBackend()})`, () => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signIn(t, 'admin', { name: 'Tess Teamlead' });
  });

  it('lists users without any password hash', async () => {
    await createTeamMember(t, { name: 'Listed Employee' });
    const res = await t.request('/api/admin/users', { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    const users = (await res.json()) as Record<string, unknown>[];
    expect(users.length).toBeGreaterThanOrEqual(2);
    expect(users.map((u) => u.name)).toEqual(
      expect.arrayContaining(['Tess Teamlead', 'Listed Employee']),
    );
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual(
        ['createdAt', 'email', 'id', 'lastLoginAt', 'mustChangePassword', 'name', 'role'].sort(),
      );
    }
    expectNoPasswordHash(users);
  });

  it('creates a user who must replace the password within 7 days', async () => {
    const input = newUser({ email: `Mixed.Case-${randomUUID().slice(0, 6)}@Example.com` });
    const before = Date.now();
    const res = await createVia(admin.cookie, input);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expectNoPasswordHash(body);
    expect(body).toMatchObject({
      name: 'Nova Member',
      email: String(input.email).toLowerCase(),
      role: 'employee',
      mustChangePassword: true,
      lastLoginAt: null,
    });
    const stored = await t.handle.db.query.teamMembers.findFirst({
      where: (u, { eq: equals }) => equals(u.id, String(body.id)),
    });
    const expiresIn = stored!.passwordExpiresAt!.getTime() - before;
    expect(Math.abs(expiresIn - 7 * 86_400_000)).toBeLessThan(60_000);
    // The configured cost (4 under vitest; auth.login.test.ts pins the production default of 12).
    expect(bcrypt.getRounds(stored!.password)).toBe(t.config.bcryptCost);

    const cookie = await loginAs(t, String(input.email), String(input.password));
    const me = await t.request('/api/auth/me', { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    const leadsOrUsers = await t.request('/api/admin/users', { headers: { Cookie: cookie } });
    expect(leadsOrUsers.status).toBe(403);
  });

  it('refuses a duplicate email whatever its case (409)', async () => {
    const input = newUser();
    expect((await createVia(admin.cookie, input)).status).toBe(201);
    const res = await createVia(admin.cookie, {
      ...input,
      email: String(input.email).toUpperCase(),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: 'A user with this email already exists',
      fields: { email: 'A user with this email already exists' },
    });
  });

  it('validates with the shared rules: roles from the allow-list, no extra fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [newUser({ role: 'superadmin' }), 'role'],
      [newUser({ password: 'short' }), 'password'],
      [newUser({ password: 'password1234' }), 'password'],
      [newUser({ name: 'A' }), 'name'],
      [newUser({ email: 'not-an-email' }), 'email'],
      [{ ...newUser(), id: randomUUID() }, 'body'],
      [{ ...newUser(), mustChangePassword: false }, 'body'],
    ];
    for (const [json, field] of cases) {
      const res = await createVia(admin.cookie, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields), JSON.stringify(json)).toContain(field);
    }
    const role = await createVia(admin.cookie, newUser({ role: 'superadmin' }));
    expect(((await role.json()) as { fields: { role: string } }).fields.role).toBe(
      'Role must be admin or employee',
    );
  });

  it('nobody deletes themselves (409)', async () => {
    const res = await deleteVia(admin.cookie, admin.member.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'You cannot delete your own account',
      code: 'conflict',
    });
    expect(
      await t.handle.db.query.teamMembers.findFirst({
        where: (u, o) => o.eq(u.id, admin.member.id),
      }),
    ).toBeTruthy();
  });

  // Issue 13, item 1: Postgres matched the upper-case uuid, the self check compared strings.
  it('nobody deletes themselves with the id in upper or mixed case either (409)', async () => {
    const id = admin.member.id;
    const mixed = [...id].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch)).join('');
    for (const variant of [id.toUpperCase(), mixed]) {
      const res = await deleteVia(admin.cookie, variant);
      expect(res.status, variant).toBe(409);
    }
    expect(
      await t.handle.db.query.teamMembers.findFirst({ where: (u, o) => o.eq(u.id, id) }),
    ).toBeTruthy();
  });

  it('deletes another user by an upper-case id', async () => {
    const other = await createTeamMember(t, { role: 'employee' });
    expect((await deleteVia(admin.cookie, other.id.toUpperCase())).status).toBe(204);
  });

  it('unknown and malformed ids answer 404', async () => {
    for (const id of [randomUUID(), 'nope', '1%20OR%201%3D1']) {
      expect((await deleteVia(admin.cookie, id)).status, id).toBe(404);
    }
  });

  it('deleting a user ends their sessions, unassigns their leads and keeps lead history', async () => {
    const employee = await signIn(t, 'employee', { name: 'Leaving Lee' });
    const [lead] = await t.handle.db
      .insert(leads)
      .values({
        name: 'Lead Person',
        email: 'lead@example.com',
        serviceType: 'Real Estate',
        message: 'Please call me about a property.',
        assignedTo: employee.member.id,
      })
      .returning();
    await t.handle.db.insert(leadEvents).values({
      leadId: lead!.id,
      actorId: employee.member.id,
      actorName: 'Leaving Lee',
      field: 'status',
      oldValue: 'new',
      newValue: 'contacted',
    });
    expect((await t.request('/api/auth/me', { headers: { Cookie: employee.cookie } })).status).toBe(
      200,
    );

    expect((await deleteVia(admin.cookie, employee.member.id)).status).toBe(204);

    expect((await t.request('/api/auth/me', { headers: { Cookie: employee.cookie } })).status).toBe(
      401,
    );
    const left = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, employee.member.id));
    expect(left).toHaveLength(0);
    const [storedLead] = await t.handle.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(storedLead!.assignedTo).toBeNull();
    const history = await t.handle.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead!.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actorId: null, actorName: 'Leaving Lee' });
    const list = (await (
      await t.request('/api/admin/users', { headers: { Cookie: admin.cookie } })
    ).json()) as { id: string }[];
    expect(list.map((u) => u.id)).not.toContain(employee.member.id);
    expect((await deleteVia(admin.cookie, employee.member.id)).status).toBe(404);
  });

  it('a deleted admin is refused at once, even with a live cookie', async () => {
    const other = await signIn(t, 'admin');
    expect((await deleteVia(admin.cookie, other.member.id)).status).toBe(204);
    const res = await t.request('/api/admin/users', { headers: { Cookie: other.cookie } });
    expect(res.status).toBe(401);
  });

  // PGlite runs one transaction at a time, so only a real server can prove the lock matters.
  it.runIf(testBackend() === 'postgres')(
    'the last admin can never be removed, even when two admins delete each other (PostgreSQL)',
    async () => {
      const solo = await signIn(t, 'admin', { name: 'Solo Admin' });
      const other = await signIn(t, 'admin');
      await onlyAdminsLeft([solo.member.id, other.member.id]);
      // Hold the lock every deletion takes, so both requests pass the role check and then wait
      // inside their transactions: the first to get the lock wins, the second finds the last admin.
      const lock = await holdAdvisoryLock(t.handle.db, ADVISORY_LOCK_KEYS.adminMembership);
      const answers = Promise.all([
        deleteVia(solo.cookie, other.member.id),
        deleteVia(other.cookie, solo.member.id),
      ]);
      await waitForLockWaiters(t, ADVISORY_LOCK_KEYS.adminMembership, 2);
      await lock.release();
      const results = await answers;
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([204, 409]);
      const refused = results.find((r) => r.status === 409)!;
      expect(await refused.json()).toEqual({
        message: 'The last admin cannot be removed',
        code: 'conflict',
      });
      expect(await adminCount()).toBe(1);
    },
  );

  it('an admin demoted behind their back cannot remove anyone', async () => {
    const keeper = await signIn(t, 'admin');
    const demoted = await signIn(t, 'admin');
    await t.handle.db
      .update(teamMembers)
      .set({ role: 'employee' })
      .where(eq(teamMembers.id, demoted.member.id));
    expect((await deleteVia(demoted.cookie, keeper.member.id)).status).toBe(403);
  });

  it('two admins deleting each other at the same moment leave one admin (6 rounds)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const a = await signIn(t, 'admin');
      const b = await signIn(t, 'admin');
      await onlyAdminsLeft([a.member.id, b.member.id]);
      const statuses = await Promise.all([
        deleteVia(a.cookie, b.member.id),
        deleteVia(b.cookie, a.member.id),
      ]).then((answers) => answers.map((r) => r.status).sort());
      expect(await adminCount(), `round ${round}`).toBe(1);
      // One wins (204); the other is refused as the last admin (409), or, when it arrives after
      // the first finished, its session is already gone (401).
      expect(statuses[0], `round ${round}`).toBe(204);
      expect([401, 409], `round ${round}`).toContain(statuses[1]);
    }
  });

  it('three admins deleting in a ring at once still leave at least one', async () => {
    for (let round = 0; round < 3; round += 1) {
      const ring = [await signIn(t, 'admin'), await signIn(t, 'admin'), await signIn(t, 'admin')];
      await onlyAdminsLeft(ring.map((r) => r.member.id));
      await Promise.all(ring.map((r, i) => deleteVia(r.cookie, ring[(i + 1) % 3]!.member.id)));
      expect(await adminCount(), `round ${round}`).toBeGreaterThanOrEqual(1);
    }
  });
});
