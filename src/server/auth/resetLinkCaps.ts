import { randomUUID } from 'node:crypto';
import { and, count, gt, like } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rateLimitBuckets } from '../../../db/schema.ts';
import { hitRateLimit } from '../rateLimit.ts';
import { isKnownAddress } from './knownAddresses.ts';
import { RESET_LINK_MAIL_CAPS, resetLinkAccountCaps } from './throttle.ts';

/** Why a reset link was or was not mailed (logged as `outcome`). */
export type ResetLinkOutcome = 'mail' | 'account-cap' | 'site-cap';

/**
 * Whether a reset link for this account may be mailed now: always to a person at their usual desk
 * (an address the account signed in from recently) or in a browser that signed in to it before
 * (its device cookie); otherwise within the account's own caps, checked first, and then the
 * site-wide ones. Strangers asking for one account use up that account's caps only, so a handful
 * of accounts cannot exhaust the site's, and a refused request takes no site token.
 */
export async function mayMailResetLink(
  db: Database,
  userId: string,
  ip: string,
  trustedDevice: boolean,
): Promise<ResetLinkOutcome> {
  if (trustedDevice || (await isKnownAddress(db, userId, ip))) return 'mail';
  for (const rule of resetLinkAccountCaps(userId)) {
    if (!(await hitRateLimit(db, rule)).allowed) return 'account-cap';
  }
  const states = await Promise.all(RESET_LINK_MAIL_CAPS.map((rule) => hitRateLimit(db, rule)));
  return states.every((state) => state.allowed) ? 'mail' : 'site-cap';
}

/**
 * A request answered "on its way" that sent nothing is counted for admins (the mail status card):
 * the person is told a link is coming, so someone who can act must be able to see it did not.
 * Each is a row of the buckets table that expires after the hour the card counts (no new table;
 * the buckets' sweep removes it).
 */
const HELD_PREFIX = 'reset-link-held:';
const HELD_WINDOW_MS = 60 * 60 * 1000;

export async function recordHeldResetLink(db: Database, now = new Date()): Promise<void> {
  await db.insert(rateLimitBuckets).values({
    key: `${HELD_PREFIX}${now.toISOString()}:${randomUUID()}`,
    tokens: 0,
    allowed: false,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + HELD_WINDOW_MS),
  });
}

export async function heldResetLinksLastHour(db: Database, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitBuckets)
    .where(and(like(rateLimitBuckets.key, `${HELD_PREFIX}%`), gt(rateLimitBuckets.expiresAt, now)));
  return row?.n ?? 0;
}
