import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  testBackend,
  type TestApp,
  type TestRequestInit,
} from './testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`API foundation (${testBackend()})`, () => {
  it('answers health after a real query, naming the driver', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      db: testBackend(),
      schema: { current: true },
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('/api/nope/deeper');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      message: 'No API route for GET /api/nope/deeper',
      code: 'not_found',
    });
  });

  it('sets security headers and no-store on API answers', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/);
    expect(res.headers.get('Referrer-Policy')).toBeTruthy();
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await t.request('/api/health', {
      method: 'POST',
      body: 'hello',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toMatch(/must be JSON/);
  });

  // Streams need `duplex`, which this RequestInit type does not list yet.
  const streamed = (init: TestRequestInit & { duplex: 'half' }): TestRequestInit => init;

  it('lets a bodyless DELETE through even as an empty stream, and refuses a streamed text body', async () => {
    // What the Node adapter hands over for `fetch(url, { method: 'DELETE' })`: no length, empty stream.
    const empty = new ReadableStream({ start: (controller) => controller.close() });
    const res = await t.request(
      '/api/health',
      streamed({ method: 'DELETE', body: empty, duplex: 'half' }),
    );
    expect(res.status).toBe(404); // past the guard: the route simply has no DELETE
    const text = new ReadableStream({
      start: (controller) => {
        controller.enqueue(new TextEncoder().encode('hello'));
        controller.close();
      },
    });
    const refused = await t.request(
      '/api/health',
      streamed({
        method: 'POST',
        body: text,
        duplex: 'half',
        headers: { 'Content-Type': 'text/plain' },
      }),
    );
    expect(refused.status).toBe(415);
  });

  it('refuses a body over the cap with 413, even when it claims to be small', async () => {
    const big = JSON.stringify({ x: 'a'.repeat(1024 * 1024) });
    const res = await t.request('/api/health', {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/);
  });

  it.each([
    ['a foreign origin', 'https://evil.example'],
    ['a look-alike origin', 'http://localhost:4321.attacker.com'],
    ['the null origin', 'null'],
  ])('refuses a state change from %s with 403', async (_, origin) => {
    const res = await t.request('/api/health', {
      method: 'POST',
      json: {},
      headers: { Origin: origin },
    });
    expect(res.status).toBe(403);
  });

  // Issue 13, item 7: the guard compared Origin with the request's own origin too, which the client
  // sets through Host; a forged Host with a matching Origin passed.
  it('refuses a forged Host with a matching Origin', async () => {
    const res = await t.app.request('http://evil.example/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(12) }),
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://evil.example',
        Host: 'evil.example',
      },
    });
    expect(res.status).toBe(403);
  });

  it('refuses a state change with no Origin at all', async () => {
    const res = await t.app.request('/api/health', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(403);
  });

  it('answers a method the route lacks with JSON, never a stack trace', async () => {
    const res = await t.request('/api/health', { method: 'POST', json: {} });
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    expect(JSON.parse(text)).toHaveProperty('message');
  });

  it('never opens CORS to another origin, not even on a preflight', async () => {
    const get = await t.request('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(get.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await t.request('/api/consultations', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBeNull();
  });
});
