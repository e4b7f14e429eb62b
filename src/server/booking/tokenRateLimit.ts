import type { MiddlewareHandler } from 'hono';
import { enforceRateLimits, type RateLimitRule } from '../rateLimit.ts';
import type { AppEnv } from '../types.ts';

/**
 * The routes a booking's emailed tokens open (confirm; manage: read, cancel, move), per client
 * address. The tokens are 32 random bytes, so this is not against guessing: it bounds the work
 * and mail one address can cause (each move mails staff, the host and the visitor). A visitor
 * uses a handful; 30 in 15 minutes leaves room for an office sharing one address.
 */
export const BOOKING_TOKEN_LIMIT = { limit: 30, windowSeconds: 15 * 60 };

export function bookingTokenRule(ip: string): RateLimitRule {
  return { key: `booking-token-ip:${ip}`, ...BOOKING_TOKEN_LIMIT };
}

export function bookingTokenRateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'POST')
      await enforceRateLimits(c.get('db'), [bookingTokenRule(c.get('ip'))]);
    await next();
  };
}
