import type { RateLimitRule } from '../rateLimit.ts';

/**
 * Limits of the sign-in side, in one place. Login counts failures only (per account and per IP);
 * while either is over its limit every attempt is refused, the right password included.
 */
const FIFTEEN_MINUTES = 15 * 60;

export const LOGIN_FAILURE_LIMIT_PER_ACCOUNT = 10;
export const LOGIN_FAILURE_LIMIT_PER_IP = 30;

export function loginFailureRules(email: string, ip: string): RateLimitRule[] {
  return [
    {
      key: `login-fail-account:${email}`,
      limit: LOGIN_FAILURE_LIMIT_PER_ACCOUNT,
      windowSeconds: FIFTEEN_MINUTES,
    },
    {
      key: `login-fail-ip:${ip}`,
      limit: LOGIN_FAILURE_LIMIT_PER_IP,
      windowSeconds: FIFTEEN_MINUTES,
    },
  ];
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
