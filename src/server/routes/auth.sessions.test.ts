import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, sessions } from '../../../db/schema.ts';
import { SESSION_AUDIENCE, SESSION_COOKIE, signSessionToken } from '../auth/session.ts';
import { createTeamMember, loginAs, signIn, TEST_PASSWORD } from '../testing/auth.ts';
import { createTestApp, testBackend, TEST_SITE_URL, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (cookie: string) => t.request('/api/auth/me', { headers: { Cookie: cookie } });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A live session row for a fresh employee, and valid claims naming it. */
async function liveSession() {
  const { member, cookie } = await signIn(t, 'employee');
  const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.userId, member.id));
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: member.id,
    sid: row!.id,
    iss: TEST_SITE_URL,
    aud: SESSION_AUDIENCE,
    iat: now,
    exp: now + 3600,
  };
  return { member, cookie, claims, token: cookie.split('=')[1]! };
}

describe(`session tokens (${testBackend()})`, () => {
  it('accepts a genuine token (the baseline the attacks below differ from)', async () => {
    const { cookie, claims } = await liveSession();
    expect((await me(cookie)).status).toBe(200);
    const resigned = await signSessionToken(
      t.config,
      { userId: claims.sub, sessionId: claims.sid },
      new Date(Date.now() + 60_000),
    );
    expect((await me(`${SESSION_COOKIE}=${resigned}`)).status).toBe(200);
  });

  it('refuses forged, altered and expired tokens with 401', async () => {
    const { claims, token } = await liveSession();
    const secret = t.config.jwtSecret;
    const { privateKey } = await generateKeyPair('RS256');
    const [header, , signature] = token.split('.');
    const sign = (alg: string, payload: Record<string, unknown>, key: unknown = secret) =>
      new SignJWT(payload).setProtectedHeader({ alg }).sign(key as Uint8Array);
    const { exp: _exp, ...withoutExp } = claims;
    const forged: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      HS512: await sign('HS512', claims),
      RS256: await sign('RS256', claims, privateKey),
      'missing exp': await sign('HS256', withoutExp),
      'missing iss': await sign('HS256', { ...claims, iss: undefined }),
      'wrong audience': await sign('HS256', { ...claims, aud: 'someone-else' }),
      expired: await sign('HS256', { ...claims, iat: claims.iat - 7200, exp: claims.iat - 60 }),
      'wrong secret': await sign('HS256', claims, new TextEncoder().encode('x'.repeat(64))),
      'tampered role': `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`,
      'tampered subject': `${header}.${b64({ ...claims, sub: crypto.randomUUID() })}.${signature}`,
      garbage: 'not-a-jwt',
    };
    for (const [name, value] of Object.entries(forged)) {
      const res = await me(`${SESSION_COOKIE}=${value}`);
      expect(res.status, name).toBe(401);
    }
  });

  it('never reads a token from the Authorization header, the URL or the body', async () => {
    const { token } = await liveSession();
    expect(
      (await t.request('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    expect((await t.request(`/api/auth/me?token=${token}&${SESSION_COOKIE}=${token}`)).status).toBe(
      401,
    );
    const viaBody = await t.request('/api/auth/change-password', {
      method: 'POST',
      json: { token, currentPassword: TEST_PASSWORD, newPassword: 'another fine secret' },
    });
    expect(viaBody.status).toBe(401);
  });

  it('logout ends the session on the server: replaying the old cookie is 401', async () => {
    const { cookie } = await liveSession();
    const out = await t.request('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^staff_session=;.*Max-Age=0/i);
    expect((await me(cookie)).status).toBe(401);
  });

  it('a deleted user is signed out at once and their sessions are gone', async () => {
    const { member, cookie } = await liveSession();
    await t.handle.db.delete(teamMembers).where(eq(teamMembers.id, member.id));
    expect((await me(cookie)).status).toBe(401);
    const left = await t.handle.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(left).toEqual([]);
  });

  it('a role change applies at once (role comes from the database)', async () => {
    const { member, cookie } = await signIn(t, 'admin');
    expect(await (await me(cookie)).json()).toMatchObject({ role: 'admin' });
    await t.handle.db
      .update(teamMembers)
      .set({ role: 'employee' })
      .where(eq(teamMembers.id, member.id));
    expect(await (await me(cookie)).json()).toMatchObject({ role: 'employee' });
  });
});

describe(`password change (${testBackend()})`, () => {
  it('needs the current password, refuses weak ones, and ends the other sessions', async () => {
    const member = await createTeamMember(t, { email: 'changer@example.com' });
    const here = await loginAs(t, member.email);
    const elsewhere = await loginAs(t, member.email);
    const change = (json: object) =>
      t.request('/api/auth/change-password', { method: 'POST', headers: { Cookie: here }, json });

    const wrong = await change({ currentPassword: 'nope', newPassword: 'a brand new secret' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({
      currentPassword: 'Current password is incorrect',
    });
    for (const [newPassword, message] of [
      ['seven77', 'Password must be at least 8 characters'],
      ['é'.repeat(36) + 'a', 'Password must be at most 72 bytes'],
      ['password1234', 'too common'],
    ] as const) {
      const res = await change({ currentPassword: TEST_PASSWORD, newPassword });
      expect(res.status, newPassword).toBe(400);
      expect((await res.json()).fields.newPassword).toContain(message);
    }

    const ok = await change({ currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).not.toHaveProperty('password');
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    await expect(loginAs(t, member.email)).rejects.toThrow(/401/);
    expect(await loginAs(t, member.email, 'a brand new secret')).toMatch(/^staff_session=/);
  }, 60_000);

  it('accepts 72 bytes and refuses 7 and 73', async () => {
    const { cookie } = await signIn(t, 'employee');
    const attempt = (newPassword: string) =>
      t.request('/api/auth/change-password', {
        method: 'POST',
        headers: { Cookie: cookie },
        json: { currentPassword: TEST_PASSWORD, newPassword },
      });
    // 72 bytes of unrelated words: long enough and hard to guess (72 × "b" would be refused as weak).
    const longest = 'plum canyon vivid otter maple quartz ember lantern violet harbor sixty!!';
    expect(new TextEncoder().encode(longest)).toHaveLength(72);
    expect((await attempt('b'.repeat(7))).status).toBe(400);
    expect((await attempt(`${longest}!`)).status).toBe(400);
    expect((await attempt(longest)).status).toBe(200);
  });
});

describe(`passwords set by someone else (${testBackend()})`, () => {
  it('must be changed before anything else works', async () => {
    const future = new Date(Date.now() + 86_400_000);
    const { cookie } = await signIn(t, 'admin', {
      mustChangePassword: true,
      passwordExpiresAt: future,
    });
    const meRes = await me(cookie);
    expect(meRes.status).toBe(200);
    expect(await meRes.json()).toMatchObject({ mustChangePassword: true });
    const admin = await t.request('/api/admin/anything', { headers: { Cookie: cookie } });
    expect(admin.status).toBe(403);
    expect((await admin.json()).message).toBe('Please choose a new password before continuing');

    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { Cookie: cookie },
      json: { currentPassword: TEST_PASSWORD, newPassword: 'my very own secret' },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ mustChangePassword: false });
    // Past the gate now: an unknown admin path is an ordinary 404.
    expect((await t.request('/api/admin/anything', { headers: { Cookie: cookie } })).status).toBe(
      404,
    );
  });

  it('stops working once expired: login and existing sessions get 401', async () => {
    const member = await createTeamMember(t, {
      mustChangePassword: true,
      passwordExpiresAt: new Date(Date.now() + 60_000),
    });
    const cookie = await loginAs(t, member.email);
    await t.handle.db
      .update(teamMembers)
      .set({ passwordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamMembers.id, member.id));
    const res = await me(cookie);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toMatch(/temporary password has expired/);
    const again = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: member.email, password: TEST_PASSWORD },
    });
    expect(again.status).toBe(401);
  });
});
