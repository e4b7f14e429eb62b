import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailureRules } from '../auth/throttle.ts';
import { hitRateLimit } from '../rateLimit.ts';
import { createTeamMember, sessionCookieFrom, TEST_PASSWORD } from '../testing/auth.ts';
import { DEVICE_COOKIE } from '../auth/deviceCookie.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

// The README said a successful sign-in clears the counters; the code only gave back its own
// attempt: 9 failures, a success, then the next failures were soon 429, right password or not.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const OFFICE = '203.0.113.61';
const login = (email: string, password: string) =>
  t.request('/api/auth/login', { method: 'POST', json: { email, password }, ip: OFFICE });

describe(`a successful sign-in clears the account's failure counters (${testBackend()})`, () => {
  it('9 typos, a success, then 9 more typos and the right password still signs in', async () => {
    const user = await createTeamMember(t, { email: 'typist@example.com' });
    for (let i = 0; i < 9; i++) expect((await login(user.email, `typo ${i}`)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(user.email, `again ${i}`)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  }, 120_000);
});

// Security probe 4, I11: the owner signing in (with the device cookie) during an attack from many
// addresses emptied the account-wide bucket, handing the attacker a fresh 100 guesses.
describe(`the owner's sign-in leaves the account-wide bucket as it is (${testBackend()})`, () => {
  it('after the owner signs in from their browser, strangers are still refused', async () => {
    const owner = await createTeamMember(t, { email: 'owner@example.com' });
    const first = await login(owner.email, TEST_PASSWORD);
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!;
    expect(sessionCookieFrom(first)).toBeTruthy();

    // An attack spread over many addresses has used up the account-wide bucket.
    const account = loginFailureRules(owner.email, OFFICE).account;
    for (let i = 0; i < account.limit; i++) await hitRateLimit(t.handle.db, account);

    const ownSignIn = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: owner.email, password: TEST_PASSWORD },
      headers: { Cookie: device },
      ip: '198.51.100.77',
    });
    expect(ownSignIn.status).toBe(200);

    const stranger = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: owner.email, password: 'a guess from afar' },
      ip: '192.0.2.201',
    });
    expect(stranger.status).toBe(429);
  }, 120_000);
});
