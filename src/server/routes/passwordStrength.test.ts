import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../db/schema.ts';
import { createTeamMember, signIn, TEST_PASSWORD, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * Issue 13, item 5: every route that sets a password refuses the guessable ones the probe found,
 * with a 400 naming the field and saying what to do. They all passed before (8–72 bytes, not on the
 * short common list). The same module judges them in the admin forms.
 */
const weakFor = (email: string, name: string) => [
  ' '.repeat(8),
  'aaaaaaaa',
  'qwertyqwerty',
  'Password2023',
  email.split('@')[0]!,
  // The probe's finds: the person's name twice, one word decorated, the firm's own words.
  `${name} ${name}`,
  'Winter2025!!',
  'Cannabis2024!',
  'LegacyEquityGroup!',
  'legacyequitygroup',
];

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

async function expectRefused(res: Response, field: string, password: string) {
  expect(res.status, JSON.stringify(password)).toBe(400);
  const body = await res.json();
  expect(body.fields[field], JSON.stringify(password)).toMatch(
    /^This password is too easy to guess\. .+ A few unrelated words make a strong one\.$/,
  );
}

// Each route is tried with a dozen passwords, each judged by the estimator: slow on a busy machine.
describe(
  `password strength on every route that sets one (${testBackend()})`,
  { timeout: 120_000 },
  () => {
    it('first-admin init', async () => {
      const fresh = await createTestApp();
      try {
        const person = { name: 'Maya Lopez', email: 'maya.lopez@example.com' };
        for (const password of weakFor(person.email, person.name)) {
          const res = await fresh.request('/api/auth/init', {
            method: 'POST',
            json: { ...person, password },
            ip: freshIp(),
          });
          await expectRefused(res, 'password', password);
        }
        const ok = await fresh.request('/api/auth/init', {
          method: 'POST',
          json: { ...person, password: 'maya admin passphrase' },
        });
        expect(ok.status).toBe(201);
      } finally {
        await fresh.close();
      }
    });

    it('change password, judged against the user’s own name and email', async () => {
      const me = await signIn(t, 'employee', {
        name: 'Jordan Hayes',
        email: `jordan.hayes.${randomUUID().slice(0, 4)}@example.com`,
      });
      for (const password of [...weakFor(me.member.email, me.member.name), 'Jordan Hayes 1']) {
        const res = await t.request('/api/auth/change-password', {
          method: 'POST',
          headers: { Cookie: me.cookie },
          json: { currentPassword: TEST_PASSWORD, newPassword: password },
        });
        await expectRefused(res, 'newPassword', password);
      }
    });

    it('add team member and admin reset', async () => {
      const email = `sam.rivera.${randomUUID().slice(0, 4)}@example.com`;
      for (const password of weakFor(email, 'Sam Rivera')) {
        const res = await t.request('/api/admin/users', {
          method: 'POST',
          headers: { Cookie: admin.cookie },
          json: { name: 'Sam Rivera', email, password, role: 'employee' },
        });
        await expectRefused(res, 'password', password);
      }
      const member = await createTeamMember(t, { name: 'Sam Rivera' });
      for (const password of weakFor(member.email, member.name)) {
        const res = await t.request(`/api/admin/users/${member.id}/password`, {
          method: 'POST',
          headers: { Cookie: admin.cookie },
          json: { password },
        });
        await expectRefused(res, 'password', password);
      }
    });

    it('approving an access request', async () => {
      const email = `quinn.req.${randomUUID().slice(0, 4)}@example.com`;
      const submitted = await t.request('/api/account-requests', {
        method: 'POST',
        ip: freshIp(),
        json: {
          name: 'Quinn Requester',
          email,
          reason: 'I coordinate the intake desk and need to work the incoming leads.',
          requestedRole: 'employee',
          elapsedMs: 8000,
        },
      });
      expect(submitted.status).toBe(201);
      const request = await t.handle.db.query.accountRequests.findFirst({
        where: (r, { eq: equals }) => equals(sql`lower(${r.email})`, email),
      });
      for (const password of weakFor(email, 'Quinn Requester')) {
        const res = await t.request(`/api/admin/account-requests/${request!.id}`, {
          method: 'PATCH',
          headers: { Cookie: admin.cookie },
          json: { status: 'approved', password },
        });
        await expectRefused(res, 'password', password);
      }
    });

    it('a reset link, judged against the name and email of the account it belongs to', async () => {
      const user = await createTeamMember(t, { name: 'Riley Reset' });
      const forgot = await t.request('/api/auth/forgot-password', {
        method: 'POST',
        json: { email: user.email },
        ip: freshIp(),
      });
      expect(forgot.status).toBe(202);
      const [mail] = await t.handle.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, user.email));
      const token = new URL(mail!.textBody.match(/https?:\/\/\S+token=\S+/)![0]).searchParams.get(
        'token',
      );
      for (const password of [...weakFor(user.email, user.name), 'riley reset']) {
        const res = await t.request('/api/auth/reset-password', {
          method: 'POST',
          json: { token, newPassword: password },
          ip: freshIp(),
        });
        await expectRefused(res, 'newPassword', password);
      }
    });
  },
);
