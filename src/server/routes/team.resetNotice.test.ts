import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, MAIL_PRIORITIES } from '../../../db/schema.ts';
import { ADMIN_PASSWORD_RESET_NOTICE_KIND } from '../mail/accountReviewEmails.ts';
import { createTeamMember, signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

// One admin could reset another admin's password (and so take the account over) without the
// owner being told who did it.
let t: TestApp;
let actor: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  actor = await signIn(t, 'admin', { name: 'Alex Acting', email: 'alex.acting@example.com' });
});
afterAll(async () => t.close());

const resetPassword = (id: string) =>
  t.request(`/api/admin/users/${id}/password`, {
    method: 'POST',
    headers: { Cookie: actor.cookie },
    json: { password: 'violet canyon 8124 maple' },
  });
const mailTo = (id: string) =>
  t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));

describe(`an admin's password reset by another admin (${testBackend()})`, () => {
  it('mails the admin a notice naming who reset it, first in the queue, without the password', async () => {
    const target = await createTeamMember(t, { role: 'admin', name: 'Blair Boss' });
    expect((await resetPassword(target.id)).status).toBe(200);
    const notice = (await mailTo(target.id)).find(
      (mail) => mail.kind === ADMIN_PASSWORD_RESET_NOTICE_KIND,
    );
    expect(notice).toMatchObject({ toAddress: target.email, priority: MAIL_PRIORITIES.security });
    expect(notice!.subject).toContain('Alex Acting');
    expect(notice!.textBody).toContain('Alex Acting (alex.acting@example.com)');
    expect(notice!.textBody).not.toContain('violet canyon');
  });

  it('sends no such notice for an employee (the temporary password mail is enough)', async () => {
    const target = await createTeamMember(t, { role: 'employee' });
    expect((await resetPassword(target.id)).status).toBe(200);
    const kinds = (await mailTo(target.id)).map((mail) => mail.kind);
    expect(kinds).toEqual(['password_reset_by_admin']);
  });
});
