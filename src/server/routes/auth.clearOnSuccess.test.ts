import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, TEST_PASSWORD } from '../testing/auth.ts';
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
