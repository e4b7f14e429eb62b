import type { Database } from '../../../db/client.ts';
import { hitRateLimit } from '../rateLimit.ts';
import { isKnownAddress } from './knownAddresses.ts';
import { RESET_LINK_MAIL_CAPS } from './throttle.ts';

/**
 * Whether a reset link for this account may be mailed now: always from an address the account
 * signed in from recently (the person at their usual desk), otherwise within the site-wide caps.
 * Past them the request is answered as usual and nothing is mailed.
 */
export async function mayMailResetLink(
  db: Database,
  userId: string,
  ip: string,
): Promise<'mail' | 'site-cap'> {
  if (await isKnownAddress(db, userId, ip)) return 'mail';
  const states = await Promise.all(RESET_LINK_MAIL_CAPS.map((rule) => hitRateLimit(db, rule)));
  return states.every((state) => state.allowed) ? 'mail' : 'site-cap';
}
