import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTeamMember, sessionCookieFrom, TEST_PASSWORD } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  vi.stubEnv('LOG_LEVEL', 'info');
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
});
afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await t.close();
});

const events = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe(`auth logging (${testBackend()})`, () => {
  it('logs sign-ins, failures and sign-outs with who, what and when, never secrets', async () => {
    const user = await createTeamMember(t, { email: 'logged@example.com' });
    const bad = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'logged@example.com', password: 'wrong secret words' },
    });
    expect(bad.status).toBe(401);
    const good = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'logged@example.com', password: TEST_PASSWORD },
    });
    const cookie = sessionCookieFrom(good);
    await t.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie } });

    const byEvent = Object.fromEntries(events().map((e) => [e.event, e]));
    expect(byEvent['auth.login.failed']).toMatchObject({
      level: 'warn',
      email: 'logged@example.com',
      reason: 'wrong_password',
      ip: '203.0.113.10',
    });
    expect(byEvent['auth.login']).toMatchObject({ level: 'info', userId: user.id });
    expect(byEvent['auth.logout']).toMatchObject({ level: 'info', userId: user.id });
    for (const event of events()) {
      expect(String(event.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }

    const all = lines.join('\n');
    const token = cookie.split('=')[1]!;
    for (const secret of [TEST_PASSWORD, 'wrong secret words', token, user.password]) {
      expect(all).not.toContain(secret);
    }
  });
});
