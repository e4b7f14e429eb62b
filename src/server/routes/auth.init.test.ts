import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../../../db/schema.ts';
import { ADVISORY_LOCK_KEYS } from '../advisoryLocks.ts';
import { holdAdvisoryLock, waitForLockWaiters } from '../testing/advisoryLocks.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const admin = { name: 'Avery Admin', email: 'Avery@Example.com ', password: 'a long first secret' };

describe(`first-admin init (${testBackend()})`, () => {
  it('says init is needed on an empty database', async () => {
    const res = await t.request('/api/auth/needs-init');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ needsInit: true });
  });

  it('refuses invalid input with the required messages, and a common password', async () => {
    const res = await t.request('/api/auth/init', {
      method: 'POST',
      json: { name: 'A', email: 'nope', password: 'short' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    const common = await t.request('/api/auth/init', {
      method: 'POST',
      json: { ...admin, password: 'password1234' },
    });
    expect(common.status).toBe(400);
    expect((await common.json()).fields.password).toMatch(/too common/);
  });

  it('refuses a role smuggled into the body', async () => {
    const res = await t.request('/api/auth/init', {
      method: 'POST',
      json: { ...admin, role: 'superadmin' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty('body');
  });

  it('creates the first admin and answers it without the password hash', async () => {
    const res = await t.request('/api/auth/init', { method: 'POST', json: admin });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      name: 'Avery Admin',
      email: 'avery@example.com',
      role: 'admin',
      mustChangePassword: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$/);
    expect(body).not.toHaveProperty('password');
  });

  it('then reports that init is no longer needed and keeps refusing', async () => {
    expect(await (await t.request('/api/auth/needs-init')).json()).toEqual({ needsInit: false });
    const res = await t.request('/api/auth/init', {
      method: 'POST',
      json: admin,
      ip: '192.0.2.77',
    });
    expect(res.status).toBe(409);
  });

  it('limits init attempts per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request('/api/auth/init', {
        method: 'POST',
        json: admin,
        ip: '192.0.2.99',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

// PGlite runs one transaction at a time, so only a real server can prove the lock matters.
describe.runIf(testBackend() === 'postgres')('first-admin init race (postgres)', () => {
  let race: TestApp;
  beforeAll(async () => {
    race = await createTestApp();
  });
  afterAll(async () => {
    await race.close();
  });

  it('creates exactly one admin when 20 calls race, the rest get 409', async () => {
    // Hold the init lock so the calls pass validation and queue up inside their transactions; once
    // a second one waits, two transactions would both see "no admin yet" without the lock.
    const lock = await holdAdvisoryLock(race.handle.db, ADVISORY_LOCK_KEYS.firstAdminInit);
    const racing = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        race.request('/api/auth/init', {
          method: 'POST',
          // Distinct addresses so the per-IP limit is not what stops them.
          ip: `198.51.100.${i + 1}`,
          json: { ...admin, email: `racer${i}@example.com` },
        }),
      ),
    );
    await waitForLockWaiters(race, ADVISORY_LOCK_KEYS.firstAdminInit, 2);
    await lock.release();
    const answers = await racing;
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(await res.json()).toEqual({
        message: 'System already initialized',
        code: 'conflict',
      });
    }
    const admins = await race.handle.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.role, 'admin'));
    expect(admins).toHaveLength(1);
    const winner = await answers.find((r) => r.status === 201)!.json();
    expect(winner.email).toMatch(/^racer\d+@example\.com$/);
  }, 60_000);
});
