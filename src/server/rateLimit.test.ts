import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema.ts';
import { enforceRateLimits, hitRateLimit, peekRateLimit } from './rateLimit.ts';
import { createTestApp, testBackend, type TestApp } from './testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe(`database rate limits (${testBackend()})`, () => {
  const rule = { key: 'test-bucket:1.2.3.4', limit: 3, windowSeconds: 600 };

  it('allows up to the limit in one window, then refuses', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit(t.handle.db, rule, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts over in the next window', async () => {
    const later = new Date('2026-01-01T10:10:00Z');
    expect(await hitRateLimit(t.handle.db, rule, later)).toEqual({ allowed: true, count: 1 });
  });

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const now = new Date('2026-01-02T10:00:00Z');
    const concurrent = { ...rule, key: 'burst', limit: 10 };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(t.handle.db, concurrent, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(new Set(results.map((r) => r.count)).size).toBe(25);
  });

  it('peeks without counting', async () => {
    const now = new Date('2026-01-03T10:00:00Z');
    const peeked = { ...rule, key: 'peek' };
    expect(await peekRateLimit(t.handle.db, peeked, now)).toEqual({ allowed: true, count: 0 });
    await hitRateLimit(t.handle.db, peeked, now);
    await hitRateLimit(t.handle.db, peeked, now);
    await hitRateLimit(t.handle.db, peeked, now);
    expect(await peekRateLimit(t.handle.db, peeked, now)).toEqual({ allowed: false, count: 3 });
  });

  it('throws one generic 429 when any rule is exceeded', async () => {
    const rules = [{ key: 'a', limit: 1, windowSeconds: 60 }];
    await enforceRateLimits(t.handle.db, rules);
    const error = await enforceRateLimits(t.handle.db, rules).catch((e: unknown) => e);
    const res = (error as { getResponse: () => Response }).getResponse();
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      message: 'Too many requests. Please wait a few minutes and try again.',
    });
  });

  it('keeps its counters in the database', async () => {
    const rows = await t.handle.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
  });
});
