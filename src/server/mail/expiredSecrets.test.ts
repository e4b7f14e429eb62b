import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../db/schema.ts';
import { MAIL_MESSAGES } from '../routes/adminMail.ts';
import { signIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { accountApprovedEmail } from './accountReviewEmails.ts';
import { runMailDelivery } from './deliver.ts';
import { EXPIRED_BEFORE_SENDING, scrubExpiredSecrets } from './expiredSecrets.ts';
import type { OutgoingEmail } from './outbox.ts';
import { passwordResetLinkEmail } from './passwordResetEmail.ts';

// Issue 13, item 10: with no SMTP server, an approval mail kept its temporary password in
// email_outbox in plain text forever. A fixed clock: the mails were queued at QUEUED.
const QUEUED = new Date('2026-11-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Tmp-Secret-4417-correct';
const LINK = 'http://localhost:4321/admin/reset-password?token=secret-token-value';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.handle.db.delete(emailOutbox));

const person = { id: randomUUID(), name: 'Pat Example', email: 'pat@example.com' };
async function queueAt(
  mail: OutgoingEmail,
  createdAt: Date,
  status: 'pending' | 'sent' = 'pending',
) {
  await t.handle.db.insert(emailOutbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    status,
    createdAt,
  });
}
const rows = () => t.handle.db.select().from(emailOutbox);

describe(`expired secrets in unsent mail (${testBackend()})`, () => {
  it('removes a temporary password after 7 days and a reset link after 30 minutes, marking the mail failed', async () => {
    await queueAt(accountApprovedEmail(person, PASSWORD, 'http://localhost:4321', QUEUED), QUEUED);
    await queueAt(passwordResetLinkEmail(person, LINK), QUEUED);

    // Six days later: the password is still valid, the link is long dead.
    expect(await scrubExpiredSecrets(t.handle.db, new Date(QUEUED.getTime() + 6 * DAY))).toBe(1);
    const [approval, link] = await rows().then((all) =>
      ['account_approved', 'password_reset_link'].map((kind) => all.find((r) => r.kind === kind)!),
    );
    expect(approval!.textBody).toContain(PASSWORD);
    expect(approval!.status).toBe('pending');
    expect(link!.textBody).not.toContain('secret-token-value');
    expect(link!.status).toBe('failed');
    expect(link!.lastError).toBe(EXPIRED_BEFORE_SENDING);

    expect(await scrubExpiredSecrets(t.handle.db, new Date(QUEUED.getTime() + 7 * DAY + 1))).toBe(
      1,
    );
    const expired = (await rows()).find((r) => r.kind === 'account_approved');
    expect(expired!.textBody).not.toContain(PASSWORD);
    expect(expired!.textBody).toContain('Temporary password:');
    expect(expired!.status).toBe('failed');
    expect(JSON.stringify(await rows())).not.toMatch(/Tmp-Secret-4417|secret-token-value/);
  });

  it('runs with every delivery pass even when no SMTP server is set', async () => {
    await queueAt(
      accountApprovedEmail(person, PASSWORD, 'http://localhost:4321', QUEUED),
      new Date(Date.now() - 8 * DAY),
    );
    expect(await runMailDelivery(t.handle.db, { from: 'site@example.com' })).toBe('not-configured');
    expect((await rows())[0]!.textBody).not.toContain(PASSWORD);
  });

  it('leaves other mail and already-sent mail alone', async () => {
    await queueAt(
      {
        kind: 'lead_acknowledgement',
        priority: 'visitor',
        to: 'a@example.com',
        subject: 's',
        text: 'Temporary password:\nnot a secret',
      },
      QUEUED,
    );
    expect(await scrubExpiredSecrets(t.handle.db, new Date(QUEUED.getTime() + 30 * DAY))).toBe(0);
    expect((await rows())[0]!.status).toBe('pending');
  });

  it('also runs when an admin reads the mail status, and an expired mail cannot be retried', async () => {
    await queueAt(
      accountApprovedEmail(person, PASSWORD, 'http://localhost:4321', QUEUED),
      new Date(Date.now() - 8 * DAY),
    );
    const admin = await signIn(t, 'admin');
    const status = await t.request('/api/admin/mail-status', { headers: { Cookie: admin.cookie } });
    expect(await status.json()).toMatchObject({ failed: 1, lastError: EXPIRED_BEFORE_SENDING });
    const [row] = await rows();
    expect(row!.textBody).not.toContain(PASSWORD);

    const retry = await t.request(`/api/admin/mail/${row!.id}/retry`, {
      method: 'POST',
      headers: { Cookie: admin.cookie },
    });
    expect(retry.status).toBe(409);
    expect((await retry.json()).message).toBe(MAIL_MESSAGES.expired);
  });
});
