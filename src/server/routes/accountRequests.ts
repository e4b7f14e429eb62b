import { Hono } from 'hono';
import {
  ACCOUNT_REQUEST_RECEIVED,
  accountRequestSchema,
} from '../../lib/schemas/accountRequest.ts';
import { isTooFast, TOO_FAST_MESSAGE } from '../../lib/fillTime.ts';
import { submitAccountRequest } from '../accountRequests/submitAccountRequest.ts';
import { accountRequestRule } from '../auth/throttle.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { enforceRateLimits } from '../rateLimit.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

/**
 * The public access-request form. The answer is the same 201 whether the email is new, already
 * waiting or already a user, so the form cannot be used to find out who works here.
 */
export const accountRequestRoutes = new Hono<AppEnv>().post(
  '/',
  validateJson(accountRequestSchema),
  async (c) => {
    const db = c.get('db');
    const ip = c.get('ip');
    await enforceRateLimits(db, [accountRequestRule(ip)]);
    const { website, elapsedMs, ...input } = c.req.valid('json');

    if (website) {
      log.warn('account_request.honeypot', { ip });
      return c.json(ACCOUNT_REQUEST_RECEIVED, 201);
    }
    if (isTooFast(elapsedMs)) {
      log.warn('account_request.too_fast', { ip, elapsedMs: elapsedMs ?? null });
      throw apiError(400, TOO_FAST_MESSAGE, undefined, { code: 'too_fast' });
    }

    const outcome = await submitAccountRequest(db, input);
    if (outcome.kind === 'existing_user') {
      log.info('account_request.existing_user', { userId: outcome.userId, ip });
      return c.json(ACCOUNT_REQUEST_RECEIVED, 201);
    }
    log.info('account_request.received', {
      requestId: outcome.requestId,
      email: input.email,
      duplicate: outcome.duplicate,
      ip,
    });
    return c.json(ACCOUNT_REQUEST_RECEIVED, 201);
  },
);
