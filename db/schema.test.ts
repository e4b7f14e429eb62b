import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackend, type TestApp } from '../src/server/testing/testApp.ts';
import { accountRequests, teamMembers, leads } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** The database refused the row through this named constraint (drizzle keeps the driver's error as `cause`). */
async function expectRefusedBy(query: Promise<unknown>, code: string, constraint: string) {
  await expect(query).rejects.toMatchObject({
    cause: expect.objectContaining({ code, constraint }),
  });
}

describe(`schema constraints (${testBackend()})`, () => {
  it('fills the column defaults', async () => {
    const [user] = await t.handle.db
      .insert(teamMembers)
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
    await expectRefusedBy(
      t.handle.db.insert(teamMembers).values({ email: 'A@Example.com', password: 'x', name: 'A2' }),
      UNIQUE_VIOLATION,
      'admin_users_email_lower_key',
    );
  });

  it('refuses roles, statuses and service types outside the allow-lists', async () => {
    await expectRefusedBy(
      t.handle.db.execute(
        sql`insert into admin_users (email, password, name, role) values ('s@x.com', 'x', 'S', 'superadmin')`,
      ),
      CHECK_VIOLATION,
      'admin_users_role_check',
    );
    await expectRefusedBy(
      t.handle.db.execute(
        sql`insert into consultation_requests (name, email, service_type, message, status) values ('n', 'e', 'Real Estate', 'm', 'archived')`,
      ),
      CHECK_VIOLATION,
      'consultation_requests_status_check',
    );
    await expectRefusedBy(
      t.handle.db.execute(
        sql`insert into consultation_requests (name, email, service_type, message) values ('n', 'e', 'Plumbing', 'm')`,
      ),
      CHECK_VIOLATION,
      'consultation_requests_service_type_check',
    );
  });

  it('allows one pending access request per email', async () => {
    await expectRefusedBy(
      t.handle.db
        .insert(accountRequests)
        .values({ email: 'B@example.com', name: 'B', reason: 'y' }),
      UNIQUE_VIOLATION,
      'account_requests_pending_email_key',
    );
    const rows = await t.handle.db.select().from(leads);
    expect(rows).toEqual([]);
  });
});
