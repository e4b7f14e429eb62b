import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TOKEN_LIMIT } from '../booking/tokenRateLimit.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

// Security probe 4, I17: confirm and manage had no rate limit at all.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (path: string, ip: string) =>
  t.request(path, { method: 'POST', json: { token: 'c'.repeat(43) }, ip });

describe(`booking token routes are limited per address (${testBackend()})`, () => {
  it('past the limit confirm and every manage route answer 429; another address still gets through', async () => {
    const ip = '198.51.100.90';
    const paths = [
      '/api/booking/confirm',
      '/api/booking/manage',
      '/api/booking/manage/cancel',
      '/api/booking/manage/reschedule',
    ];
    for (let i = 0; i < BOOKING_TOKEN_LIMIT.limit; i++) {
      expect((await post(paths[i % paths.length]!, ip)).status).not.toBe(429);
    }
    for (const path of paths) expect((await post(path, ip)).status, path).toBe(429);
    expect((await post('/api/booking/confirm', '198.51.100.91')).status).toBe(404);
  });
});
