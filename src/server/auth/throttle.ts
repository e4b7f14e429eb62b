import type { RateLimitRule } from '../rateLimit.ts';

/**
 * Limits of the sign-in side, in one place. Login counts failures only, in three buckets (OWASP
 * Authentication Cheat Sheet, ASVS 5 V6.3): strict per (account, IP), per IP across accounts, and a
 * much higher limit per account as a whole. The account-wide limit does not apply from an address
 * the account signed in from successfully in the last 30 days, so nobody can lock the owner out of
 * their usual network by failing logins for their email from elsewhere. While a
 * limit that applies is exceeded every attempt is refused, the right password included.
 */
const FIFTEEN_MINUTES = 15 * 60;
const THIRTY_DAYS = 30 * 24 * 60 * 60;

export const LOGIN_FAILURE_LIMIT_PER_ACCOUNT_AND_IP = 10;
export const LOGIN_FAILURE_LIMIT_PER_IP = 30;
export const LOGIN_FAILURE_LIMIT_PER_ACCOUNT = 100;

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

/** Marks an address the account signed in from; counted in a 30-day window of rate_limits. */
export function knownAddressRule(email: string, ip: string): RateLimitRule {
  return {
    key: `login-ok:${email}|${ip}`,
    limit: Number.MAX_SAFE_INTEGER,
    windowSeconds: THIRTY_DAYS,
  };
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
 * Forgotten-password requests: per IP (a script walking addresses) and per address (someone
 * flooding one inbox). Counted whether or not the address is a user, so the 429 reveals nothing.
 */
export function forgotPasswordRules(email: string, ip: string): RateLimitRule[] {
  return [
    { key: `forgot-password-ip:${ip}`, limit: 10, windowSeconds: FIFTEEN_MINUTES },
    { key: `forgot-password-email:${email}`, limit: 3, windowSeconds: 60 * 60 },
  ];
}

/** Reset-link redemptions per IP (tokens are unguessable; this just bounds the work). */
export function resetPasswordRule(ip: string): RateLimitRule {
  return { key: `reset-password-ip:${ip}`, limit: 20, windowSeconds: FIFTEEN_MINUTES };
}
