import type { RateLimitRule } from '../rateLimit.ts';

/**
 * Limits of the sign-in side, in one place. Every limit is a token bucket (src/server/rateLimit.ts):
 * "10 per 15 minutes" is a burst of 10, then one more every 90 seconds.
 *
 * Sign-in counts failures only (OWASP Authentication Cheat Sheet, ASVS 5 V6.3), in buckets chosen
 * by who is asking (loginBuckets):
 * - a browser that signed in to this account before (its signed device cookie) has a bucket of its
 *   own, so nobody on the same network (an office NAT, guest Wi-Fi, a proxy) can lock it out;
 * - from an address the account signed in from in the last 30 days, only the (account, address)
 *   bucket applies: strangers failing on other accounts, or on this one from elsewhere, do not count;
 * - otherwise three buckets: per (account, address), per address across accounts, and a much
 *   higher one per account from everywhere.
 * While a bucket that applies is empty every attempt is refused, the right password included.
 */
const FIFTEEN_MINUTES = 15 * 60;

export const LOGIN_FAILURE_LIMIT_PER_ACCOUNT_AND_IP = 10;
export const LOGIN_FAILURE_LIMIT_PER_IP = 30;
export const LOGIN_FAILURE_LIMIT_PER_ACCOUNT = 100;
export const LOGIN_FAILURE_LIMIT_PER_DEVICE = 10;

/** How long an address the account signed in from counts as its usual network. */
export const KNOWN_ADDRESS_DAYS = 30;

export interface LoginRules {
  accountAndIp: RateLimitRule;
  ip: RateLimitRule;
  account: RateLimitRule;
}

export function loginFailureRules(email: string, ip: string): LoginRules {
  return {
    accountAndIp: {
      key: `login-fail-account-ip:${email}|${ip}`,
      limit: LOGIN_FAILURE_LIMIT_PER_ACCOUNT_AND_IP,
      windowSeconds: FIFTEEN_MINUTES,
    },
    ip: {
      key: `login-fail-ip:${ip}`,
      limit: LOGIN_FAILURE_LIMIT_PER_IP,
      windowSeconds: FIFTEEN_MINUTES,
    },
    account: {
      key: `login-fail-account:${email}`,
      limit: LOGIN_FAILURE_LIMIT_PER_ACCOUNT,
      windowSeconds: FIFTEEN_MINUTES,
    },
  };
}

/** Failures of one signed-in-before browser (its device id from the device cookie). */
export function deviceRule(deviceId: string): RateLimitRule {
  return {
    key: `login-fail-device:${deviceId}`,
    limit: LOGIN_FAILURE_LIMIT_PER_DEVICE,
    windowSeconds: FIFTEEN_MINUTES,
  };
}

export type LoginTrust =
  { kind: 'device'; deviceId: string } | { kind: 'known-address' } | { kind: 'stranger' };

/** The buckets a sign-in attempt takes a token from (see the comment at the top). */
export function loginBuckets(email: string, ip: string, trust: LoginTrust): RateLimitRule[] {
  const rules = loginFailureRules(email, ip);
  if (trust.kind === 'device') return [deviceRule(trust.deviceId)];
  if (trust.kind === 'known-address') return [rules.accountAndIp];
  return [rules.accountAndIp, rules.ip, rules.account];
}

export function initRule(ip: string): RateLimitRule {
  return { key: `init-ip:${ip}`, limit: 10, windowSeconds: FIFTEEN_MINUTES };
}

/** Wrong current passwords on change-password, per user (guessing with a stolen session). */
export function changePasswordRule(userId: string): RateLimitRule {
  return { key: `change-password:${userId}`, limit: 10, windowSeconds: FIFTEEN_MINUTES };
}

/** Public access-request form, per IP. Generous enough for an office behind one address. */
export function accountRequestRule(ip: string): RateLimitRule {
  return { key: `account-request-ip:${ip}`, limit: 20, windowSeconds: 60 * 60 };
}

/**
 * Forgotten-password requests, answered 429 past either: per IP (a script walking addresses) and
 * per (address, IP). Counted whether or not the address is a user, so the 429 reveals nothing. There
 * is no per-address bucket: one anyone could empty would let a stranger deny the person recovery.
 */
export function forgotPasswordRules(email: string, ip: string): RateLimitRule[] {
  return [
    { key: `forgot-password-ip:${ip}`, limit: 10, windowSeconds: FIFTEEN_MINUTES },
    { key: `forgot-password-email-ip:${email}|${ip}`, limit: 3, windowSeconds: 60 * 60 },
  ];
}

/**
 * Reset links mailed by the whole site: past these nothing more is mailed, though the answer stays
 * the same 202 (so an inbox cannot be flooded from many addresses, nor the SMTP quota burnt).
 * Requests from an address the account signed in from in the last 30 days are never held back.
 */
export const RESET_LINK_MAIL_CAPS: readonly RateLimitRule[] = [
  { key: 'reset-links-mailed-hour', limit: 30, windowSeconds: 60 * 60 },
  { key: 'reset-links-mailed-day', limit: 100, windowSeconds: 24 * 60 * 60 },
];

/**
 * Reset links mailed for one account at strangers' request, checked before the site-wide caps:
 * asking for one person's link over and over uses up that person's share, not everyone's. This
 * cannot lock the person out: every link it counts went to their own inbox, and at 3 an hour
 * (one more every 20 minutes, links live 30) a fresh one is there while someone keeps asking.
 * Their own desk and browser are never held back.
 */
export const RESET_LINKS_PER_ACCOUNT_HOUR = 3;
export const RESET_LINKS_PER_ACCOUNT_DAY = 24;

export function resetLinkAccountCaps(userId: string): RateLimitRule[] {
  return [
    {
      key: `reset-links-account-hour:${userId}`,
      limit: RESET_LINKS_PER_ACCOUNT_HOUR,
      windowSeconds: 60 * 60,
    },
    {
      key: `reset-links-account-day:${userId}`,
      limit: RESET_LINKS_PER_ACCOUNT_DAY,
      windowSeconds: 24 * 60 * 60,
    },
  ];
}

/** Reset-link redemptions per IP (tokens are unguessable; this just bounds the work). */
export function resetPasswordRule(ip: string): RateLimitRule {
  return { key: `reset-password-ip:${ip}`, limit: 20, windowSeconds: FIFTEEN_MINUTES };
}
