import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../auth/deviceCookie.ts';
import {
  LOGIN_FAILURE_LIMIT_PER_ACCOUNT_AND_IP,
  LOGIN_FAILURE_LIMIT_PER_DEVICE,
  LOGIN_FAILURE_LIMIT_PER_IP,
  loginFailureRules,
} from '../auth/throttle.ts';
import { hitRateLimit } from '../rateLimit.ts';
import { createTeamMember, TEST_PASSWORD } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

// The per-IP and per-(account, IP) buckets applied to the staff's own office address too: anyone on
// the office NAT or guest Wi-Fi (or every client of `npm start` behind a proxy without
// TRUSTED_IP_HEADER) could lock all staff out with 30 wrong guesses per 15 minutes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, password: string, ip: string, cookie?: string) =>
  t.request('/api/auth/login', {
    method: 'POST',
    json: { email, password },
    ip,
    headers: cookie ? { Cookie: cookie } : {},
  });

function deviceCookieFrom(res: Response): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!line) throw new Error('no device cookie');
  return line.split(';')[0]!;
}

/** Empties a bucket the way failed sign-ins from that address would. */
async function exhaust(rule: { key: string; limit: number; windowSeconds: number }) {
  while ((await hitRateLimit(t.handle.db, rule)).allowed);
}

describe(`an attack from a shared address cannot lock staff out (${testBackend()})`, () => {
  it('sets a signed, HttpOnly device cookie, scoped to the sign-in routes, on a successful sign-in', async () => {
    const user = await createTeamMember(t, { email: 'cookie-check@example.com' });
    const res = await login(user.email, TEST_PASSWORD, '203.0.113.5');
    const line = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    const attributes = line.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'path=/api/auth', 'samesite=strict']),
    );
    expect(line).toMatch(/^staff_device=[\w-]+\.[\w-]+\.[\w-]+;/);
  });

  it('the owner’s browser signs in while someone on the same NAT has emptied every address bucket', async () => {
    const office = '203.0.113.20';
    const owner = await createTeamMember(t, { email: 'nat-owner@example.com' });
    const first = await login(owner.email, TEST_PASSWORD, office);
    expect(first.status).toBe(200);
    const device = deviceCookieFrom(first);

    // The stranger on the same address guesses the owner's password and sprays other accounts.
    for (let i = 0; i < 2; i++) {
      expect((await login(owner.email, `guess ${i}`, office)).status).toBe(401);
    }
    const rules = loginFailureRules(owner.email, office);
    await exhaust(rules.accountAndIp);
    await exhaust(rules.ip);
    expect((await login(owner.email, TEST_PASSWORD, office)).status).toBe(429);

    // A forged device cookie is worth nothing.
    const forged = `${DEVICE_COOKIE}=${device.split('=')[1]!.slice(0, -2)}xx`;
    expect((await login(owner.email, TEST_PASSWORD, office, forged)).status).toBe(429);
    // The owner's own browser has a bucket of its own.
    expect((await login(owner.email, TEST_PASSWORD, office, device)).status).toBe(200);
  }, 60_000);

  it('a colleague who signed in from the office before is not locked out by failures on other accounts there', async () => {
    const office = '203.0.113.21';
    const colleague = await createTeamMember(t, { email: 'nat-colleague@example.com' });
    expect((await login(colleague.email, TEST_PASSWORD, office)).status).toBe(200);

    // Someone on the office network fails on many other accounts: the address bucket is empty.
    for (let i = 0; i < 2; i++) {
      expect((await login(`someone-${i}@example.com`, 'guess', office)).status).toBe(401);
    }
    await exhaust({ ...loginFailureRules('x', office).ip, limit: LOGIN_FAILURE_LIMIT_PER_IP });
    expect((await login('newcomer@example.com', TEST_PASSWORD, office)).status).toBe(429);

    // The colleague, from a new browser (no device cookie), still gets in from the usual address.
    expect((await login(colleague.email, TEST_PASSWORD, office)).status).toBe(200);
  }, 60_000);

  it('a device has a limit of its own too: its 11th failure in a row is refused', async () => {
    const office = '203.0.113.22';
    const owner = await createTeamMember(t, { email: 'device-limit@example.com' });
    const device = deviceCookieFrom(await login(owner.email, TEST_PASSWORD, office));
    expect(LOGIN_FAILURE_LIMIT_PER_DEVICE).toBe(LOGIN_FAILURE_LIMIT_PER_ACCOUNT_AND_IP);
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT_PER_DEVICE; i++) {
      statuses.push((await login(owner.email, `wrong ${i}`, `198.18.3.${i}`, device)).status);
    }
    expect(statuses).toEqual([...Array(LOGIN_FAILURE_LIMIT_PER_DEVICE).fill(401), 429]);
  }, 120_000);
});
