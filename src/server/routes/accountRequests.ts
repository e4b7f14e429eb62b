import { Hono } from 'hono';
import { accountRequests } from '../../../db/schema.ts';
import {
  ACCOUNT_REQUEST_RECEIVED,
  accountRequestSchema,
} from '../../lib/schemas/accountRequest.ts';
import { isTooFast, TOO_FAST_MESSAGE } from '../../lib/fillTime.ts';
import { accountRequestRule } from '../auth/throttle.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { enforceRateLimits } from '../rateLimit.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';
import { sameEmail } from '../auth/teamMemberEmail.ts';

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

    const existingUser = await db.query.teamMembers.findFirst({
      where: (t) => sameEmail(t.email, input.email),
      columns: { id: true },
    });
    if (existingUser) {
      log.info('account_request.existing_user', { userId: existingUser.id, ip });
      return c.json(ACCOUNT_REQUEST_RECEIVED, 201);
    }

    // The partial unique index allows one pending request per address; a repeat is a no-op.
    const inserted = await db
      .insert(accountRequests)
      .values(input)
      .onConflictDoNothing()
      .returning({ id: accountRequests.id });
    log.info('account_request.received', {
      requestId: inserted[0]?.id,
      email: input.email,
      duplicate: inserted.length === 0,
      ip,
    });
    return c.json(ACCOUNT_REQUEST_RECEIVED, 201);
  },
);
