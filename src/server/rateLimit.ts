import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitBuckets } from '../../db/schema.ts';
import type { ApiErrorCode } from '../lib/apiErrorCodes.ts';
import { apiError } from './errors.ts';

/**
 * Token buckets in the database, so a limit holds across serverless instances and restarts. A rule
 * allows a burst of `limit` and then `limit` per `windowSeconds`, refilled evenly (one token every
 * windowSeconds / limit): unlike fixed windows there is no edge at which a second full burst
 * fits right after the first. Keys name the bucket and the subject (`login-fail-ip:203.0.113.9`).
 */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  /** Tokens left after this hit (fractions refill over time). */
  tokens: number;
}

const refillPerSecond = (rule: RateLimitRule) => rule.limit / rule.windowSeconds;

/** A bucket's tokens at `now`: what it held plus the refill since, never above the limit. */
function refilledSql(rule: RateLimitRule, now: Date) {
  return sql`least(${rule.limit}::float8, ${rateLimitBuckets.tokens} + greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${rateLimitBuckets.updatedAt}))) * ${refillPerSecond(rule)}::float8)`;
}

/** One upsert that takes a token if there is one; the caller sweeps (outside any transaction). */
async function takeToken(
  db: Pick<Database, 'insert'>,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitState> {
  const refilled = refilledSql(rule, now);
  const expiresAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key: rule.key, tokens: rule.limit - 1, allowed: true, updatedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        tokens: sql`case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end`,
        allowed: sql`${refilled} >= 1`,
        updatedAt: sql`greatest(${rateLimitBuckets.updatedAt}, ${now.toISOString()}::timestamptz)`,
        expiresAt,
      },
    })
    .returning({ allowed: rateLimitBuckets.allowed, tokens: rateLimitBuckets.tokens });
  return { allowed: row?.allowed ?? true, tokens: row?.tokens ?? rule.limit - 1 };
}

/** Full buckets are the same as no row; sweeping now and then keeps the table small without cron. */
async function sometimesSweep(db: Database, now: Date) {
  if (Math.random() < 0.02) {
    await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, now));
  }
}

/**
 * Takes one token if there is one and says whether it did. One upsert, so concurrent hits are
 * counted exactly. A refused hit takes nothing: hammering a full bucket does not extend the wait.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitState> {
  const state = await takeToken(db, rule, now);
  await sometimesSweep(db, now);
  return state;
}

/** Thrown inside takeAllOrNone's transaction to undo the tokens already taken. */
class BucketRefused extends Error {}

/**
 * Takes one token from every bucket, or from none: when one bucket refuses, the transaction is
 * rolled back, so a refused request never spends another bucket's token (one client's refused
 * requests cannot empty a site-wide bucket). The rows are locked in key order, so two requests
 * sharing buckets wait for each other instead of deadlocking, and the count stays exact.
 */
export async function takeAllOrNone(
  db: Database,
  rules: RateLimitRule[],
  now = new Date(),
): Promise<boolean> {
  const ordered = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const allowed = await db
    .transaction(async (tx) => {
      for (const rule of ordered) {
        if (!(await takeToken(tx, rule, now)).allowed) throw new BucketRefused();
      }
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof BucketRefused) return false;
      throw error;
    });
  await sometimesSweep(db, now);
  return allowed;
}

/**
 * Gives one token back, e.g. for a sign-in that turned out right. Taking first and refunding later
 * keeps a limit exact under concurrency: parallel attempts cannot all pass a read-only check.
 */
export async function releaseRateLimit(db: Database, rule: RateLimitRule): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ tokens: sql`least(${rateLimitBuckets.tokens} + 1, ${rule.limit}::float8)` })
    .where(eq(rateLimitBuckets.key, rule.key));
}

/** Fills buckets again (e.g. an account's failure counters after a successful sign-in). */
export async function clearRateLimits(db: Database, rules: RateLimitRule[]): Promise<void> {
  if (!rules.length) return;
  await db.delete(rateLimitBuckets).where(
    inArray(
      rateLimitBuckets.key,
      rules.map((rule) => rule.key),
    ),
  );
}

/** Reads a bucket without taking a token. */
export async function peekRateLimit(
  db: Database,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitState> {
  const row = await db.query.rateLimitBuckets.findFirst({
    where: (t, { eq: equals }) => equals(t.key, rule.key),
  });
  if (!row) return { allowed: true, tokens: rule.limit };
  const elapsed = Math.max(0, (now.getTime() - row.updatedAt.getTime()) / 1000);
  const tokens = Math.min(rule.limit, row.tokens + elapsed * refillPerSecond(rule));
  return { allowed: tokens >= 1, tokens };
}

/** The one 429 answer: it never says which limit fired or how many tries remain. */
export const TOO_MANY_REQUESTS_MESSAGE =
  'Too many requests. Please wait a few minutes and try again.';

/** `code` names the form that was limited, so its page can answer in its own words. */
export function tooManyRequests(
  message = TOO_MANY_REQUESTS_MESSAGE,
  code: ApiErrorCode = 'rate_limited',
) {
  return apiError(429, message, undefined, { code });
}

/** Takes a token from every rule, or none when one bucket is empty, and then throws the 429. */
export async function enforceRateLimits(
  db: Database,
  rules: RateLimitRule[],
  message?: string,
  code?: ApiErrorCode,
) {
  if (!(await takeAllOrNone(db, rules))) throw tooManyRequests(message, code);
}
