import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../db/schema.ts';
import { redactMailError } from '../mail/redactError.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { validConsultation } from '../testing/consultationFixtures.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { MAIL_MESSAGES } from './adminMail.ts';

/** Mail you can see: whether mail leaves, what is stuck, and a retry for failures. */
const SMTP_URL = 'smtp://mailer-login:hunter2-secret@mail.example.net:587';
let t: TestApp;
let noMail: TestApp;
let admin: SignedIn;
let employee: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL, STAFF_NOTIFY_EMAIL: 'staff@example.com' });
  noMail = await createTestApp();
  admin = await signIn(t, 'admin');
  employee = await signIn(t, 'employee');
});
afterAll(async () => {
  await t.close();
  await noMail.close();
});

const get = (app: TestApp, path: string, cookie: string) =>
  app.request(path, { headers: { Cookie: cookie } });

async function newLead(app: TestApp) {
  const res = await app.request('/api/consultations', {
    method: 'POST',
    json: validConsultation({ email: `lead-${Math.random()}@example.com` }),
    ip: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe(`mail status (${testBackend()})`, () => {
  it('says whether mail is configured and counts pending and failed mail, without secrets', async () => {
    const leadId = await newLead(t);
    const [first] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, leadId));
    await t.handle.db
      .update(emailOutbox)
      .set({
        status: 'failed',
        attempts: 6,
        lastError: `Invalid login for mailer-login at ${SMTP_URL}: 535 hunter2-secret rejected`,
      })
      .where(eq(emailOutbox.id, first!.id));

    const res = await get(t, '/api/admin/mail-status', admin.cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ configured: true, failed: 1 });
    expect(body.pending).toBeGreaterThanOrEqual(1);
    expect(body.lastError).toContain('535');
    expect(JSON.stringify(body)).not.toMatch(/hunter2|mailer-login/);

    const off = await signIn(noMail, 'admin');
    const offBody = await (await get(noMail, '/api/admin/mail-status', off.cookie)).json();
    const none = { waiting: 0, oldestQueuedAt: null };
    expect(offBody).toEqual({
      configured: false,
      pending: 0,
      failed: 0,
      backlog: { security: none, staff: none, visitor: none },
      lastError: null,
      resetLinksHeldLastHour: 0,
    });
  });

  it('shows the backlog: how much waits per priority and since when', async () => {
    const app = await createTestApp({ SMTP_URL });
    try {
      const reader = await signIn(app, 'admin');
      for (let i = 0; i < 3; i++) await newLead(app);
      const oldest = new Date('2026-03-02T09:00:00Z');
      await app.handle.db
        .update(emailOutbox)
        .set({ createdAt: oldest })
        .where(eq(emailOutbox.kind, 'lead_acknowledgement'));
      const body = await (await get(app, '/api/admin/mail-status', reader.cookie)).json();
      expect(body.backlog).toEqual({
        security: { waiting: 0, oldestQueuedAt: null },
        staff: { waiting: 0, oldestQueuedAt: null },
        visitor: { waiting: 3, oldestQueuedAt: oldest.toISOString() },
      });
    } finally {
      await app.close();
    }
  });

  it('shows a lead’s emails to staff, and lets an admin retry a failed one', async () => {
    const leadId = await newLead(t);
    const list = await get(t, `/api/admin/consultations/${leadId}/mail`, employee.cookie);
    expect(list.status).toBe(200);
    const rows = (await list.json()) as { id: string; kind: string; status: string }[];
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'lead_acknowledgement',
      'lead_staff_notification',
    ]);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/textBody|toAddress/);

    const target = rows[0]!;
    const retry = (id: string, cookie = admin.cookie) =>
      t.request(`/api/admin/mail/${id}/retry`, { method: 'POST', headers: { Cookie: cookie } });
    const notFailed = await retry(target.id);
    expect(notFailed.status).toBe(409);
    expect((await notFailed.json()).message).toBe(MAIL_MESSAGES.notFailed);

    await t.handle.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 6, lastError: 'timeout' })
      .where(eq(emailOutbox.id, target.id));
    expect((await retry(target.id, employee.cookie)).status).toBe(403);
    const ok = await retry(target.id);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: target.id, status: 'pending' });
    const [row] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, target.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await retry('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await retry('nope')).status).toBe(404);
  });
});

describe('redactMailError', () => {
  it('cuts URL credentials and the configured login wherever they appear', () => {
    expect(redactMailError('connect smtp://u:p@x failed', undefined)).toBe(
      'connect smtp://[redacted]@x failed',
    );
    expect(redactMailError('user mailer-login denied', SMTP_URL)).toBe('user [redacted] denied');
    expect(redactMailError(null, SMTP_URL)).toBeNull();
  });
});
