import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRequests } from '../../../db/schema.ts';
import { MIN_FILL_TIME_MS, TOO_FAST_MESSAGE } from '../../lib/fillTime.ts';
import { createTeamMember } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = {
  name: 'Riley Requester',
  email: 'riley@example.com',
  requestedRole: 'employee',
  reason: 'I join the intake team next week and will work the new leads.',
  elapsedMs: 8000,
};
const submit = (json: unknown, ip = '203.0.113.70') =>
  t.request('/api/account-requests', { method: 'POST', json, ip });
const pendingFor = (email: string) =>
  t.handle.db
    .select()
    .from(accountRequests)
    .where(sql`lower(${accountRequests.email}) = ${email} and status = 'pending'`);

describe(`POST /api/account-requests (${testBackend()})`, () => {
  it.each([
    ['under the minimum fill time', { elapsedMs: MIN_FILL_TIME_MS - 1 }],
    ['without any timing', { elapsedMs: undefined }],
  ])('refuses a form sent %s, storing nothing', async (_, timing) => {
    const email = `quick-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await submit({ ...valid, ...timing, email }, '203.0.113.71');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(TOO_FAST_MESSAGE);
    expect(await pendingFor(email)).toHaveLength(0);
  });

  it('stores a pending request', async () => {
    const res = await submit(valid);
    expect(res.status).toBe(201);
    const rows = await pendingFor('riley@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Riley Requester',
      requestedRole: 'employee',
      status: 'pending',
      reviewedBy: null,
    });
  });

  it('answers the same for a new email, a pending one and an existing user, never duplicating', async () => {
    await createTeamMember(t, { email: 'staff@example.com' });
    const answers = [];
    for (const email of ['fresh@example.com', 'RILEY@example.com', 'staff@example.com']) {
      const res = await submit({ ...valid, email });
      answers.push({ status: res.status, body: await res.text() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(201);
    expect(await pendingFor('riley@example.com')).toHaveLength(1);
    expect(await pendingFor('staff@example.com')).toHaveLength(0);
    expect(await pendingFor('fresh@example.com')).toHaveLength(1);
  });

  it('never creates a second pending row, even under concurrent submissions', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        submit({ ...valid, email: 'twin@example.com' }, `198.51.100.${i + 1}`),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await pendingFor('twin@example.com')).toHaveLength(1);
  });

  it('validates with the required messages and rejects unknown roles and extra fields', async () => {
    const res = await submit({
      name: 'R',
      email: 'x',
      reason: 'too short',
      requestedRole: 'superadmin',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      reason: 'Please provide at least 20 characters explaining why you need access',
      requestedRole: 'Role must be admin or employee',
    });
    const extra = await submit({ ...valid, email: 'extra@example.com', status: 'approved' });
    expect(extra.status).toBe(400);
    expect(await pendingFor('extra@example.com')).toHaveLength(0);
  });

  it('defaults the role to employee', async () => {
    const { requestedRole: _omit, ...withoutRole } = valid;
    expect((await submit({ ...withoutRole, email: 'norole@example.com' })).status).toBe(201);
    expect((await pendingFor('norole@example.com'))[0]?.requestedRole).toBe('employee');
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const res = await submit({
      ...valid,
      email: 'bot@example.com',
      website: 'http://spam.example',
    });
    expect(res.status).toBe(201);
    expect(await pendingFor('bot@example.com')).toHaveLength(0);
  });

  it('limits submissions per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await submit({ ...valid, email: `burst${i}@example.com` }, '192.0.2.250');
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
  });
});
