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
 * After a successful sign-in this client's counters start over (the account from this address, and
 * this browser's); the buckets shared with others, the address-wide one and the account-wide one
 * (strangers everywhere guessing this account's password), get back only the tokens this attempt
 * took. Clearing the account-wide bucket gave an attacker spread over many addresses a fresh 100
 * guesses each time the owner signed in.
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
    ...(trust.kind === 'device' ? [deviceRule(trust.deviceId)] : []),
  ]);
  if (trust.kind === 'stranger') {
    await releaseRateLimit(db, rules.ip);
    await releaseRateLimit(db, rules.account);
  }
}
