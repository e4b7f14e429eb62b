import type { Context } from 'hono';
import type { Database } from '../../../db/client.ts';
import { clearRateLimits, releaseRateLimit } from '../rateLimit.ts';
import type { AppEnv } from '../types.ts';
import { readDevice } from './deviceCookie.ts';
import { isKnownAddress } from './knownAddresses.ts';
import { deviceRule, loginFailureRules, type LoginTrust } from './throttle.ts';

/** Who is asking to sign in to this account: a browser, an address, or neither, it used before. */
export async function loginTrust(
  c: Context<AppEnv>,
  userId: string | undefined,
  ip: string,
  now: Date,
): Promise<LoginTrust> {
  if (!userId) return { kind: 'stranger' };
  const deviceId = await readDevice(c, userId);
  if (deviceId) return { kind: 'device', deviceId };
  if (await isKnownAddress(c.get('db'), userId, ip, now)) return { kind: 'known-address' };
  return { kind: 'stranger' };
}

/**
 * After a successful sign-in: the account's failure counters start over (from this address, from
 * everywhere, and this browser's), and the address-wide bucket, shared with other accounts, gets
 * back only the token this attempt took.
 */
export async function forgetLoginFailures(
  db: Database,
  email: string,
  ip: string,
  trust: LoginTrust,
): Promise<void> {
  const rules = loginFailureRules(email, ip);
  await clearRateLimits(db, [
    rules.accountAndIp,
    rules.account,
    ...(trust.kind === 'device' ? [deviceRule(trust.deviceId)] : []),
  ]);
  if (trust.kind === 'stranger') await releaseRateLimit(db, rules.ip);
}
