import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, rateLimitBuckets } from '../../../db/schema.ts';
import { RESET_LINK_MAIL_CAPS, RESET_LINKS_PER_ACCOUNT_HOUR } from '../auth/throttle.ts';
import { PASSWORD_RESET_LINK_KIND } from '../mail/passwordResetEmail.ts';
import { hitRateLimit } from '../rateLimit.ts';
import { createTeamMember, TEST_PASSWORD } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { FORGOT_PASSWORD_ANSWER } from './passwordReset.ts';

// Three forgot-password requests from anyone blocked the real person's reset for an hour: the
// per-address bucket counted everyone. And the answer told outsiders whether SMTP was set up.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.handle.db.delete(rateLimitBuckets);
});

const forgot = (email: string, ip: string) =>
  t.request('/api/auth/forgot-password', { method: 'POST', json: { email }, ip });
const linksTo = async (email: string) =>
  (await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter(
    (mail) => mail.kind === PASSWORD_RESET_LINK_KIND,
  ).length;

describe(`a stranger cannot deny the person recovery (${testBackend()})`, () => {
  it('a stranger’s requests for the address limit the stranger, not the person', async () => {
    const person = await createTeamMember(t, { email: 'recover-me@example.com' });
    const stranger = '192.0.2.66';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(person.email, stranger)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);

    // The stranger's three went to the person's own inbox: links the person can use. A fourth
    // from anywhere new waits for the account's cap (RESET_LINKS_PER_ACCOUNT_HOUR) to refill.
    const res = await forgot(person.email, '203.0.113.150');
    expect(res.status).toBe(202);
    expect(await linksTo(person.email)).toBe(RESET_LINKS_PER_ACCOUNT_HOUR);
  }, 60_000);

  it('answers nothing about mail delivery to an outsider', async () => {
    const res = await forgot('whoever@example.com', '203.0.113.151');
    expect(await res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
  });

  it('past the site-wide cap nothing more is mailed (same answer), except to the person at a usual address', async () => {
    const person = await createTeamMember(t, { email: 'capped@example.com' });
    const home = '203.0.113.152';
    const signedIn = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: person.email, password: TEST_PASSWORD },
      ip: home,
    });
    expect(signedIn.status).toBe(200);
    for (const rule of RESET_LINK_MAIL_CAPS) {
      for (let i = 0; i < rule.limit; i++) await hitRateLimit(t.handle.db, rule);
    }
    const fromElsewhere = await forgot(person.email, '192.0.2.77');
    expect(fromElsewhere.status).toBe(202);
    expect(await fromElsewhere.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await linksTo(person.email)).toBe(0);

    expect((await forgot(person.email, home)).status).toBe(202);
    expect(await linksTo(person.email)).toBe(1);
  }, 60_000);
});
