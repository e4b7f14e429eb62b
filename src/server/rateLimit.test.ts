import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../../db/schema.ts';
import {
  clearRateLimits,
  enforceRateLimits,
  hitRateLimit,
  peekRateLimit,
  releaseRateLimit,
  takeAllOrNone,
} from './rateLimit.ts';
import { createTestApp, testBackend, type TestApp } from './testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const at = (time: string) => new Date(`2026-01-01T${time}Z`);
const allowed = async (rule: Parameters<typeof hitRateLimit>[1], now: Date, times: number) => {
  const results = [];
  for (let i = 0; i < times; i++)
    results.push((await hitRateLimit(t.handle.db, rule, now)).allowed);
  return results;
};

describe(`database rate limits: token buckets (${testBackend()})`, () => {
  it('allows a burst up to the limit, then refuses', async () => {
    const rule = { key: 'test-burst', limit: 3, windowSeconds: 600 };
    expect(await allowed(rule, at('10:00:00'), 5)).toEqual([true, true, true, false, false]);
  });

  // Fixed 15-minute windows let 10 failures at 14:59 and 10 more at 15:00: a double burst.
  it('has no window edge: a full burst just before an edge leaves nothing just after it', async () => {
    const rule = { key: 'test-edge', limit: 10, windowSeconds: 900 };
    expect((await allowed(rule, at('10:14:59'), 10)).every(Boolean)).toBe(true);
    expect(await allowed(rule, at('10:15:01'), 1)).toEqual([false]);
    // One token comes back every 90 s (10 per 15 minutes), not all ten at once.
    expect(await allowed(rule, at('10:16:30'), 2)).toEqual([true, false]);
    // After a full quiet window the whole burst is available again.
    expect((await allowed(rule, at('10:31:30'), 10)).every(Boolean)).toBe(true);
  });

  it('does not take a token for a refused hit, so hammering does not extend the wait', async () => {
    const rule = { key: 'test-hammer', limit: 2, windowSeconds: 60 };
    await allowed(rule, at('11:00:00'), 2);
    expect(await allowed(rule, at('11:00:10'), 20)).toEqual(Array(20).fill(false));
    expect(await allowed(rule, at('11:00:30'), 1)).toEqual([true]);
  });

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const rule = { key: 'test-concurrent', limit: 10, windowSeconds: 3600 };
    const now = at('12:00:00');
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(t.handle.db, rule, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('peeks without taking; release gives one back; clear fills the bucket', async () => {
    const rule = { key: 'test-peek', limit: 3, windowSeconds: 3600 };
    const now = at('13:00:00');
    expect(await peekRateLimit(t.handle.db, rule, now)).toEqual({ allowed: true, tokens: 3 });
    await allowed(rule, now, 3);
    expect((await peekRateLimit(t.handle.db, rule, now)).allowed).toBe(false);
    await releaseRateLimit(t.handle.db, rule);
    expect(await allowed(rule, now, 2)).toEqual([true, false]);
    await clearRateLimits(t.handle.db, [rule]);
    expect(await allowed(rule, now, 4)).toEqual([true, true, true, false]);
  });

  it('throws one generic 429 when any bucket is empty', async () => {
    const rules = [{ key: 'test-generic', limit: 1, windowSeconds: 60 }];
    await enforceRateLimits(t.handle.db, rules);
    const error = await enforceRateLimits(t.handle.db, rules).catch((e: unknown) => e);
    const res = (error as { getResponse: () => Response }).getResponse();
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      message: 'Too many requests. Please wait a few minutes and try again.',
      code: 'rate_limited',
    });
  });

  // M3 (security-probe-4): a refused request took the other buckets' tokens, so one client's
  // refused requests emptied a site-wide bucket that every visitor shares.
  it('a request one bucket refuses spends no token of the others, even under concurrency', async () => {
    const own = { key: 'test-own', limit: 2, windowSeconds: 3600 };
    const site = { key: 'test-site', limit: 10, windowSeconds: 3600 };
    const now = at('14:00:00');
    const results = await Promise.all(
      Array.from({ length: 30 }, () => takeAllOrNone(t.handle.db, [site, own], now)),
    );
    expect(results.filter(Boolean)).toHaveLength(2);
    // 28 refused by `own`; the shared bucket lost only the two that passed.
    expect((await peekRateLimit(t.handle.db, site, now)).tokens).toBe(8);
    const other = { key: 'test-other', limit: 2, windowSeconds: 3600 };
    expect(await takeAllOrNone(t.handle.db, [other, site], now)).toBe(true);
    expect((await peekRateLimit(t.handle.db, site, now)).tokens).toBe(7);
  });

  it('keeps its buckets in the database', async () => {
    const rows = await t.handle.db.select().from(rateLimitBuckets);
    expect(rows.length).toBeGreaterThan(0);
  });
});
