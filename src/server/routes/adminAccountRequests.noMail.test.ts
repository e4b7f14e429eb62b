import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../db/schema.ts';
import { loginAs, signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

// Approving an access request without SMTP still stored the temporary password in plain text in
// email_outbox, where it waited up to 7 days (the admin reset was fixed; approval was not).
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(async () => t.close());

const TEMP_PASSWORD = 'handed over 7351 kiwi';

describe(`approval without mail delivery (${testBackend()})`, () => {
  it('stores no copy of the temporary password and says it was not emailed', async () => {
    const email = 'no-mail-requester@example.com';
    const submitted = await t.request('/api/account-requests', {
      method: 'POST',
      ip: '198.51.100.201',
      json: {
        name: 'Nova Requester',
        email,
        reason: 'I answer the phones and need to log the calls as leads.',
        requestedRole: 'employee',
        elapsedMs: 8000,
      },
    });
    expect(submitted.status).toBe(201);
    const request = await t.handle.db.query.accountRequests.findFirst({
      where: (r, { eq: equals }) => equals(sql`lower(${r.email})`, email),
    });

    const res = await t.request(`/api/admin/account-requests/${request!.id}`, {
      method: 'PATCH',
      headers: { Cookie: admin.cookie },
      json: { status: 'approved', password: TEMP_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: request!.id, status: 'approved', emailed: false });

    const mails = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, request!.id));
    expect(JSON.stringify(mails)).not.toContain(TEMP_PASSWORD);
    expect(mails).toEqual([]);
    // The account works with the password the admin hands over.
    await loginAs(t, email, TEMP_PASSWORD);
  });
});
