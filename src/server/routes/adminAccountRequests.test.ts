import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountRequests, teamMembers, emailOutbox } from '../../../db/schema.ts';
import { SCRUBBED_PASSWORD, scrubDeliveredSecrets } from '../mail/accountReviewEmails.ts';
import { createTeamMember, loginAs, signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, TEST_SITE_URL, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  // Mail is set up here, so approvals queue their email (without it see *.noMail.test.ts).
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  admin = await signIn(t, 'admin', { name: 'Rita Reviewer' });
});
afterAll(async () => {
  await t.close();
});

const TEMP_PASSWORD = 'temporary pass 4821';
const REASON = 'I coordinate the intake desk and need to work the incoming leads.';

async function submitRequest(overrides: { email?: string; requestedRole?: string } = {}) {
  const email = overrides.email ?? `req-${randomUUID().slice(0, 8)}@example.com`;
  // Through the public form, from its own IP so the per-IP limit never interferes.
  const res = await t.request('/api/account-requests', {
    method: 'POST',
    ip: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    json: {
      name: 'Quinn Requester',
      email,
      reason: REASON,
      requestedRole: overrides.requestedRole ?? 'employee',
      elapsedMs: 8000,
    },
  });
  expect(res.status).toBe(201);
  const row = await t.handle.db.query.accountRequests.findFirst({
    where: (r, { and, eq: equals }) =>
      and(equals(sql`lower(${r.email})`, email.toLowerCase()), equals(r.status, 'pending')),
  });
  if (!row) throw new Error('request was not stored');
  return row;
}

const review = (id: string, json: unknown, cookie = admin.cookie) =>
  t.request(`/api/admin/account-requests/${id}`, {
    method: 'PATCH',
    headers: { Cookie: cookie },
    json,
  });

const usersWithEmail = (email: string) =>
  t.handle.db
    .select()
    .from(teamMembers)
    .where(eq(sql`lower(${teamMembers.email})`, email));

const outboxFor = (requestId: string) =>
  t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, requestId));

describe(`admin account requests (${testBackend()})`, () => {
  it('lists requests newest first with every required field', async () => {
    const older = await submitRequest();
    await t.handle.db
      .update(accountRequests)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(accountRequests.id, older.id));
    const newer = await submitRequest({ requestedRole: 'admin' });
    const res = await t.request('/api/admin/account-requests', {
      headers: { Cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    const ids = list.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const item = list.find((r) => r.id === newer.id);
    expect(item).toMatchObject({
      name: 'Quinn Requester',
      email: newer.email,
      reason: REASON,
      requestedRole: 'admin',
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      rejectionReason: null,
    });
    expect(typeof item?.createdAt).toBe('string');
  });

  it('approval creates exactly one user with the requested role, who must change the password', async () => {
    const request = await submitRequest({ requestedRole: 'admin' });
    const before = Date.now();
    const res = await review(request.id, { status: 'approved', password: TEMP_PASSWORD });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: request.id, status: 'approved', reviewedBy: admin.member.id });
    expect(new Date(String(body.reviewedAt)).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const users = await usersWithEmail(request.email);
    expect(users).toHaveLength(1);
    const user = users[0]!;
    expect(user).toMatchObject({
      name: 'Quinn Requester',
      role: 'admin',
      mustChangePassword: true,
    });
    // The temporary password stops working after 7 days.
    const expiresIn = user.passwordExpiresAt!.getTime() - before;
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThan(7 * 86_400_000 + 60_000);

    // The new user signs in with it, but can do nothing before choosing their own password.
    const cookie = await loginAs(t, request.email, TEMP_PASSWORD);
    const me = await t.request('/api/auth/me', { headers: { Cookie: cookie } });
    expect(((await me.json()) as { mustChangePassword: boolean }).mustChangePassword).toBe(true);
    const blocked = await t.request('/api/admin/users', { headers: { Cookie: cookie } });
    expect(blocked.status).toBe(403);
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { Cookie: cookie },
      json: { currentPassword: TEMP_PASSWORD, newPassword: 'a passphrase of my own' },
    });
    expect(changed.status).toBe(200);
    const allowed = await t.request('/api/admin/users', { headers: { Cookie: cookie } });
    expect(allowed.status).toBe(200);
  });

  it('queues the approval email with the sign-in address, the password and its expiry', async () => {
    const request = await submitRequest();
    expect((await review(request.id, { status: 'approved', password: TEMP_PASSWORD })).status).toBe(
      200,
    );
    const mails = await outboxFor(request.id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ kind: 'account_approved', toAddress: request.email });
    expect(mail.status).toBe('pending');
    expect(mail.subject).not.toContain(TEMP_PASSWORD);
    expect(mail.textBody).toContain(`${TEST_SITE_URL}/admin/login`);
    expect(mail.textBody).toContain(TEMP_PASSWORD);
    expect(mail.textBody).toContain('expires after 7 days');
    expect(mail.textBody).toContain('must replace it');

    // What the delivery worker stores after sending: no password left.
    const scrubbed = scrubDeliveredSecrets(mail);
    expect(scrubbed?.textBody).not.toContain(TEMP_PASSWORD);
    expect(scrubbed?.textBody).toContain(SCRUBBED_PASSWORD);
    expect(scrubbed?.textBody).toContain(`${TEST_SITE_URL}/admin/login`);
  });

  it('approving an email that is already a user answers 409 and changes nothing', async () => {
    const request = await submitRequest();
    await createTeamMember(t, { email: request.email, name: 'Already Here' });
    const res = await review(request.id, { status: 'approved', password: TEMP_PASSWORD });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      'An account with this email already exists',
    );
    const users = await usersWithEmail(request.email);
    expect(users).toHaveLength(1);
    expect(users[0]!.name).toBe('Already Here');
    const [stored] = await t.handle.db
      .select()
      .from(accountRequests)
      .where(eq(accountRequests.id, request.id));
    expect(stored).toMatchObject({ status: 'pending', reviewedBy: null, reviewedAt: null });
    expect(await outboxFor(request.id)).toHaveLength(0);
  });

  it('a reviewed request cannot be reviewed again (409)', async () => {
    const approved = await submitRequest();
    expect(
      (await review(approved.id, { status: 'approved', password: TEMP_PASSWORD })).status,
    ).toBe(200);
    expect((await review(approved.id, { status: 'rejected' })).status).toBe(409);
    expect(
      (await review(approved.id, { status: 'approved', password: TEMP_PASSWORD })).status,
    ).toBe(409);
    const rejected = await submitRequest();
    expect((await review(rejected.id, { status: 'rejected' })).status).toBe(200);
    const again = await review(rejected.id, { status: 'approved', password: TEMP_PASSWORD });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'This request has already been reviewed',
    );
    // Whatever the password: it was judged first, and a weak one answered 400 here.
    const weak = await review(approved.id, { status: 'approved', password: 'LegacyEquityGroup!' });
    expect(weak.status).toBe(409);
    expect(await usersWithEmail(rejected.email)).toHaveLength(0);
    expect(await outboxFor(approved.id)).toHaveLength(1);
  });

  it('takes the request id in upper or mixed case', async () => {
    const request = await submitRequest();
    const res = await review(request.id.toUpperCase(), { status: 'rejected' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(request.id);
    const mixed = [...request.id].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch)).join('');
    expect((await review(mixed, { status: 'rejected' })).status).toBe(409);
  });

  it('two admins approving the same request at once create one user', async () => {
    const other = await signIn(t, 'admin');
    const request = await submitRequest();
    const statuses = await Promise.all([
      review(request.id, { status: 'approved', password: TEMP_PASSWORD }),
      review(request.id, { status: 'approved', password: 'another temp pass 77' }, other.cookie),
    ]).then((answers) => answers.map((a) => a.status).sort());
    expect(statuses).toEqual([200, 409]);
    expect(await usersWithEmail(request.email)).toHaveLength(1);
    expect(await outboxFor(request.id)).toHaveLength(1);
  });

  it('rejection records the reason and queues an email with it', async () => {
    const request = await submitRequest();
    const reason = 'We only give access to staff of the firm.';
    const res = await review(request.id, { status: 'rejected', rejectionReason: reason });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      reviewedBy: admin.member.id,
    });
    const [mail] = await outboxFor(request.id);
    expect(mail).toMatchObject({ kind: 'account_rejected', toAddress: request.email });
    expect(mail!.textBody).toContain(reason);
    expect(scrubDeliveredSecrets(mail!)).toBeNull();
    expect(await usersWithEmail(request.email)).toHaveLength(0);
  });

  it('rejection without a reason (absent or blank) stores none', async () => {
    for (const body of [{ status: 'rejected' }, { status: 'rejected', rejectionReason: '  ' }]) {
      const request = await submitRequest();
      const res = await review(request.id, body);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'rejected', rejectionReason: null });
      const [mail] = await outboxFor(request.id);
      expect(mail!.textBody).not.toContain('Reason given');
    }
  });

  it('refuses bad bodies with field reasons, and unknown or malformed ids with 404', async () => {
    const request = await submitRequest();
    const cases: [unknown, string][] = [
      [{ status: 'approved' }, 'password'],
      [{ status: 'approved', password: 'short' }, 'password'],
      [{ status: 'approved', password: 'password1234' }, 'password'],
      [{ status: 'approved', password: 'a'.repeat(73) }, 'password'],
      [{ status: 'approved', password: TEMP_PASSWORD, role: 'admin' }, 'body'],
      [{ status: 'pending' }, 'status'],
      [{ status: 'rejected', rejectionReason: 'x'.repeat(1001) }, 'rejectionReason'],
      [{ status: 'rejected', reviewedBy: admin.member.id }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await review(request.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { fields: Record<string, string> };
      expect(Object.keys(json.fields).join(), JSON.stringify(body)).toContain(field);
    }
    const [stored] = await t.handle.db
      .select()
      .from(accountRequests)
      .where(eq(accountRequests.id, request.id));
    expect(stored!.status).toBe('pending');

    for (const id of [randomUUID(), 'not-a-uuid', '1 OR 1=1']) {
      const res = await review(encodeURIComponent(id), { status: 'rejected' });
      expect(res.status, id).toBe(404);
    }
  });

  it('logs who approved what and when, never the password', async () => {
    const request = await submitRequest();
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    try {
      expect(
        (await review(request.id, { status: 'approved', password: TEMP_PASSWORD })).status,
      ).toBe(200);
    } finally {
      process.env.LOG_LEVEL = level;
      spy.mockRestore();
    }
    const entry = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((e) => e.event === 'admin.account_request.approved');
    expect(entry).toMatchObject({
      level: 'info',
      actorId: admin.member.id,
      actorEmail: admin.member.email,
      requestId: request.id,
      requesterEmail: request.email,
    });
    expect(String(entry?.time)).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(lines.join('\n')).not.toContain(TEMP_PASSWORD);
  });
});
