import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTeamMember, TEST_PASSWORD } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { isPlainHttpOnLocalNetwork, plainHttpNotice } from './cookieOptions.ts';

// The session cookie was always Secure, so the LAN mode the README describes (HOST=0.0.0.0,
// SITE_URL=http://office-pc.lan:4321) could not sign anyone in: browsers drop Secure cookies
// that arrive over plain http.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The Set-Cookie attributes of a sign-in on a site served at `siteUrl`. */
async function signInCookies(siteUrl: string) {
  const app = createApp({
    db: t.handle.db,
    driver: t.handle.driver,
    config: { ...t.config, siteUrl, allowedOrigins: [siteUrl] },
  });
  const user = await createTeamMember(t, { email: `cookie-${crypto.randomUUID()}@example.com` });
  const res = await app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { Origin: siteUrl, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    },
    { ip: '203.0.113.9' },
  );
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((line) =>
    line
      .split(';')
      .map((part) => part.trim().toLowerCase())
      .slice(1),
  );
}

describe(`cookie Secure flag follows SITE_URL (${testBackend()})`, () => {
  it('is Secure on https', async () => {
    const cookies = await signInCookies('https://www.example.com');
    expect(cookies).toHaveLength(2);
    for (const attributes of cookies) expect(attributes).toContain('secure');
  });

  it('is not Secure on plain http on a LAN name, so sign-in works there', async () => {
    for (const attributes of await signInCookies('http://office-pc.lan:4321')) {
      expect(attributes).not.toContain('secure');
      expect(attributes).toContain('httponly');
    }
  });

  it('stays Secure on plain http to a public name (a misconfiguration, not a LAN)', async () => {
    for (const attributes of await signInCookies('http://www.example.com')) {
      expect(attributes).toContain('secure');
    }
  });

  it('tells LAN and loopback addresses from public ones', () => {
    for (const url of [
      'http://localhost:4321',
      'http://127.0.0.1:4321',
      'http://[::1]:4321',
      'http://office-pc:4321',
      'http://office-pc.lan',
      'http://nas.local',
      'http://10.0.0.5',
      'http://172.20.1.1',
      'http://192.168.1.20:4321',
      'http://[fd12::1]',
    ]) {
      expect(isPlainHttpOnLocalNetwork(url), url).toBe(true);
    }
    for (const url of [
      'https://office-pc.lan',
      'https://localhost:4321',
      'http://www.example.com',
      'http://8.8.8.8',
      'http://172.32.0.1',
      'http://[2001:db8::1]',
    ]) {
      expect(isPlainHttpOnLocalNetwork(url), url).toBe(false);
    }
  });

  it('start says so when cookies go without Secure, and only then', () => {
    expect(plainHttpNotice('http://office-pc.lan:4321')).toMatch(/plain http.*not marked Secure/);
    expect(plainHttpNotice('https://www.example.com')).toBeNull();
  });
});
