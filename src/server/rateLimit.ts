import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { apiError } from './errors.ts';

/**
 * Fixed-window counters in the database, so a limit holds across serverless instances and restarts.
 * Keys name the bucket and the subject (`login-ip:203.0.113.9`); the window index is appended here.
 */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  count: number;
}

function windowKey(rule: Pick<RateLimitRule, 'key' | 'windowSeconds'>, now: Date) {
  const index = Math.floor(now.getTime() / 1000 / rule.windowSeconds);
  const expiresAt = new Date((index + 1) * rule.windowSeconds * 1000);
  return { key: `${rule.key}:${index}`, expiresAt };
}

/** Counts one hit and says whether it is within the limit. Atomic under concurrency (one upsert). */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitState> {
  const { key, expiresAt } = windowKey(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  // Old windows are useless; sweeping now and then keeps the table small without a cron job.
  if (Math.random() < 0.02) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
  return { allowed: count <= rule.limit, count };
}

/**
 * Gives one hit back, e.g. a login that turned out right. Counting first and refunding later keeps a
 * limit exact under concurrency: parallel attempts cannot all pass a read-only check.
 */
export async function releaseRateLimit(
  db: Database,
  rule: RateLimitRule,
  now = new Date(),
): Promise<void> {
  const { key } = windowKey(rule, now);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Reads the current window without counting (e.g. refuse a login while an account is locked). */
export async function peekRateLimit(
  db: Database,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitState> {
  const { key } = windowKey(rule, now);
  const row = await db.query.rateLimits.findFirst({ where: (t, { eq }) => eq(t.key, key) });
  const count = row?.count ?? 0;
  return { allowed: count < rule.limit, count };
}

/** The one 429 answer: it never says which limit fired or how many tries remain. */
export const TOO_MANY_REQUESTS_MESSAGE =
  'Too many requests. Please wait a few minutes and try again.';

export function tooManyRequests(message = TOO_MANY_REQUESTS_MESSAGE) {
  return apiError(429, message);
}

/** Counts a hit on every rule and throws the 429 if any is exceeded. */
export async function enforceRateLimits(db: Database, rules: RateLimitRule[], message?: string) {
  const states = await Promise.all(rules.map((rule) => hitRateLimit(db, rule)));
  if (states.some((s) => !s.allowed)) throw tooManyRequests(message);
}
