import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILURE_LIMIT_PER_ACCOUNT, loginFailureRules } from '../auth/throttle.ts';
import { hitRateLimit } from '../rateLimit.ts';
import { createTeamMember, TEST_PASSWORD } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

// The 30-day "usual address" was a fixed window (floor(now / 30 days)): at each edge, the next on
// 2026-12-03 00:00 UTC, every account forgot every usual address at once, and an attacker keeping
// the account-wide bucket full across the edge locked the owner out of the office network too.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const HOME = '203.0.113.40';
const login = (email: string, password: string, ip: string) =>
  t.request('/api/auth/login', { method: 'POST', json: { email, password }, ip });

/** A distributed attack that has emptied the account-wide bucket at the current (fake) time. */
async function fillAccountBucket(email: string) {
  const { account } = loginFailureRules(email, '192.0.2.1');
  for (let i = 0; i < LOGIN_FAILURE_LIMIT_PER_ACCOUNT; i++) {
    await hitRateLimit(t.handle.db, account);
  }
}

describe(`the usual address is the last 30 days counted back from now (${testBackend()})`, () => {
  it('an address used an hour before the old window edge still counts just after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await createTeamMember(t, { email: 'edge-owner@example.com' });
    vi.setSystemTime(new Date('2026-12-02T23:00:00Z'));
    expect((await login(owner.email, TEST_PASSWORD, HOME)).status).toBe(200);

    vi.setSystemTime(new Date('2026-12-03T01:00:00Z'));
    await fillAccountBucket(owner.email);
    expect((await login(owner.email, TEST_PASSWORD, '198.18.9.9')).status).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, HOME)).status).toBe(200);
  });

  it('each address ages out 30 days after its own last success, not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await createTeamMember(t, { email: 'aging-owner@example.com' });
    vi.setSystemTime(new Date('2027-01-10T12:00:00Z'));
    expect((await login(owner.email, TEST_PASSWORD, HOME)).status).toBe(200);

    vi.setSystemTime(new Date('2027-02-08T11:00:00Z')); // 29 days 23 hours later
    await fillAccountBucket(owner.email);
    expect((await login(owner.email, TEST_PASSWORD, HOME)).status).toBe(200);

    // That success renewed it; 30 days and an hour after it the address is a stranger again.
    vi.setSystemTime(new Date('2027-03-10T12:00:00Z'));
    await fillAccountBucket(owner.email);
    expect((await login(owner.email, TEST_PASSWORD, HOME)).status).toBe(429);
  });
});
