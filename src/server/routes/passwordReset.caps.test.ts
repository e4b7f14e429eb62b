import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../../db/schema.ts';
import { PASSWORD_RESET_LINK_KIND } from '../mail/passwordResetEmail.ts';
import { createTeamMember, signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { FORGOT_PASSWORD_ANSWER } from './passwordReset.ts';

/**
 * Security probe 4, L7: 40 stranger requests for three staff addresses from 40 addresses used up
 * the site-wide cap of 30 links an hour, and then a locked-out employee asking from home was told
 * "a link is on its way" while nothing was sent, and nobody could tell. Each account now has its
 * own cap, checked first; what is held back is counted for admins and logged with its reason.
 */
let t: TestApp;
let admin: SignedIn;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  admin = await signIn(t, 'admin');
  vi.stubEnv('LOG_LEVEL', 'info');
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await t.close();
});

const forgot = (email: string, ip: string) =>
  t.request('/api/auth/forgot-password', { method: 'POST', json: { email }, ip });
const linksTo = async (email: string) =>
  (await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter(
    (mail) => mail.kind === PASSWORD_RESET_LINK_KIND,
  ).length;
const outcomes = () =>
  lines
    .map((line) => JSON.parse(line) as { event: string; outcome?: string; email?: string })
    .filter((entry) => entry.event === 'auth.password_reset.requested');

describe(`reset links: each account's cap before the site's (${testBackend()})`, () => {
  it('40 stranger requests for three colleagues leave the site cap for a fourth, and admins see what was held', async () => {
    const targets = await Promise.all(
      ['emp2', 'emp3', 'admin2'].map((name) =>
        createTeamMember(t, { email: `${name}@example.com` }),
      ),
    );
    const locked = await createTeamMember(t, { email: 'emp1@example.com' });

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        forgot(targets[i % 3]!.email, `198.51.100.${i + 1}`).then(async (res) => ({
          status: res.status,
          body: await res.json(),
        })),
      ),
    );
    // The same answer for every one, mailed or held: nothing tells the asker which.
    for (const answer of answers) {
      expect(answer).toEqual({ status: 202, body: { message: FORGOT_PASSWORD_ANSWER } });
    }
    for (const target of targets) expect(await linksTo(target.email)).toBe(3);

    // The probe's last step: the employee, locked out, asks from an address never used before.
    expect((await forgot(locked.email, '203.0.113.200')).status).toBe(202);
    expect(await linksTo(locked.email)).toBe(1);

    const status = await t.request('/api/admin/mail-status', { headers: { Cookie: admin.cookie } });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ resetLinksHeldLastHour: 31 });

    const logged = outcomes();
    expect(logged.filter((entry) => entry.outcome === 'account-cap')).toHaveLength(31);
    expect(logged.filter((entry) => entry.outcome === 'mail')).toHaveLength(10);
  }, 120_000);
});
