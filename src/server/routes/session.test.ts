import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema.ts';
import { SESSION_TTL_SECONDS } from '../auth/session.ts';
import { SESSION_MAX_SECONDS } from '../auth/sessionLifetime.ts';
import { sessionCookieFrom, signIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3600;
const status = (cookie: string) => t.request('/api/auth/session', { headers: { Cookie: cookie } });
const extend = (cookie: string) =>
  t.request('/api/auth/session/extend', { method: 'POST', headers: { Cookie: cookie } });

/** Moves the signed-in user's session in time: started `startedHoursAgo`, ending in `endsInSeconds`. */
async function ageSession(userId: string, startedHoursAgo: number, endsInSeconds: number) {
  const now = Date.now();
  await t.handle.db
    .update(sessions)
    .set({
      createdAt: new Date(now - startedHoursAgo * HOUR * 1000),
      expiresAt: new Date(now + endsInSeconds * 1000),
    })
    .where(eq(sessions.userId, userId));
}

describe(`session lifetime (${testBackend()})`, () => {
  it('says how long a fresh session has left: 8 hours, and that it can be extended', async () => {
    const { cookie } = await signIn(t, 'employee');
    const res = await status(cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.secondsLeft).toBeGreaterThan(SESSION_TTL_SECONDS - 60);
    expect(body.secondsLeft).toBeLessThanOrEqual(SESSION_TTL_SECONDS);
    expect(body.canExtend).toBe(true);
  });

  it('"Stay signed in" gives another 8 hours, in the row, the cookie and the token', async () => {
    const { member, cookie } = await signIn(t, 'employee');
    await ageSession(member.id, 7.9, 90);
    expect((await (await status(cookie)).json()).secondsLeft).toBeLessThanOrEqual(90);

    const res = await extend(cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).secondsLeft).toBeGreaterThan(SESSION_TTL_SECONDS - 60);
    const setCookie = res.headers.getSetCookie().join('\n');
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1]);
    expect(maxAge).toBeGreaterThan(SESSION_TTL_SECONDS - 60);
    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(
      Date.now() + (SESSION_TTL_SECONDS - 60) * 1000,
    );
    // The new token works; so does the old one until its own (earlier) expiry.
    const renewed = sessionCookieFrom(res);
    expect((await t.request('/api/auth/me', { headers: { Cookie: renewed } })).status).toBe(200);
  });

  it('never lets a session outlive 24 hours after sign-in', async () => {
    const { member, cookie } = await signIn(t, 'employee');
    await ageSession(member.id, 20, 60);
    const res = await extend(cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    const toCap = SESSION_MAX_SECONDS - 20 * HOUR;
    expect(body.secondsLeft).toBeGreaterThan(toCap - 60);
    expect(body.secondsLeft).toBeLessThanOrEqual(toCap);
    expect(body.canExtend).toBe(false);
    // Asking again gains nothing.
    const again = await (await extend(sessionCookieFrom(res))).json();
    expect(again.secondsLeft).toBeLessThanOrEqual(toCap);
  });

  it('cannot bring back a session that ended or was signed out', async () => {
    const { member, cookie } = await signIn(t, 'employee');
    await ageSession(member.id, 8, -1);
    expect((await extend(cookie)).status).toBe(401);
    expect((await status(cookie)).status).toBe(401);

    const other = await signIn(t, 'admin');
    await t.request('/api/auth/logout', { method: 'POST', headers: { Cookie: other.cookie } });
    expect((await extend(other.cookie)).status).toBe(401);
    expect((await t.request('/api/auth/session/extend', { method: 'POST' })).status).toBe(401);
  });
});
