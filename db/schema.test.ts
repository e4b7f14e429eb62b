import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackend, type TestApp } from '../src/server/testing/testApp.ts';
import { accountRequests, adminUsers, consultationRequests } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe(`schema constraints (${testBackend()})`, () => {
  it('fills the spec defaults', async () => {
    const [user] = await t.handle.db
      .insert(adminUsers)
      .values({ email: 'a@example.com', password: 'x', name: 'A' })
      .returning();
    expect(user).toMatchObject({ role: 'employee', lastLoginAt: null });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.createdAt).toBeInstanceOf(Date);
    const [request] = await t.handle.db
      .insert(accountRequests)
      .values({ email: 'b@example.com', name: 'B', reason: 'x' })
      .returning();
    expect(request).toMatchObject({
      requestedRole: 'employee',
      status: 'pending',
      reviewedBy: null,
    });
  });

  it('keeps user emails unique regardless of case', async () => {
    await expect(
      t.handle.db.insert(adminUsers).values({ email: 'A@Example.com', password: 'x', name: 'A2' }),
    ).rejects.toThrow();
  });

  it('refuses roles, statuses and service types outside the allow-lists', async () => {
    await expect(
      t.handle.db.execute(
        sql`insert into admin_users (email, password, name, role) values ('s@x.com', 'x', 'S', 'superadmin')`,
      ),
    ).rejects.toThrow();
    await expect(
      t.handle.db.execute(
        sql`insert into consultation_requests (name, email, service_type, message, status) values ('n', 'e', 'Real Estate', 'm', 'archived')`,
      ),
    ).rejects.toThrow();
    await expect(
      t.handle.db.execute(
        sql`insert into consultation_requests (name, email, service_type, message) values ('n', 'e', 'Plumbing', 'm')`,
      ),
    ).rejects.toThrow();
  });

  it('allows one pending access request per email', async () => {
    await expect(
      t.handle.db
        .insert(accountRequests)
        .values({ email: 'B@example.com', name: 'B', reason: 'y' }),
    ).rejects.toThrow();
    const rows = await t.handle.db.select().from(consultationRequests);
    expect(rows).toEqual([]);
  });
});
