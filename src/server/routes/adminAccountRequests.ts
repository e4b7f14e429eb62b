import { Hono } from 'hono';
import { reviewAccountRequestSchema } from '../../lib/schemas/accountReview.ts';
import { listAccountRequests } from '../accountRequests/listAccountRequests.ts';
import { reviewAccountRequest } from '../accountRequests/reviewAccountRequest.ts';
import { REVIEW_MESSAGES } from '../accountRequests/reviewMessages.ts';
import { log } from '../log.ts';
import { currentUser, requireRole } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson } from '../validate.ts';

export { REVIEW_MESSAGES };

/**
 * Admins review access requests: parse, authorise, answer and log; the rules (one review per
 * request, the temporary password, the mail) live in src/server/accountRequests/.
 */
export const adminAccountRequestRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))

  .get('/', async (c) => c.json(await listAccountRequests(c.get('db'))))

  .patch('/:id', validateJson(reviewAccountRequestSchema), async (c) => {
    const id = uuidParam(c.req.param('id'), REVIEW_MESSAGES.notFound);
    const reviewer = currentUser(c);
    const input = c.req.valid('json');
    const result = await reviewAccountRequest(c.get('db'), id, input, {
      config: c.get('config'),
      facts: c.get('facts'),
      reviewerId: reviewer.id,
    });
    log.info(`admin.account_request.${input.status}`, {
      actorId: reviewer.id,
      actorEmail: reviewer.email,
      requestId: id,
      requesterEmail: result.request?.email,
      createdUserId: result.teamMemberId ?? undefined,
      role: result.request?.requestedRole,
      emailed: result.emailed,
      ip: c.get('ip'),
    });
    return c.json({ ...result.request!, emailed: result.emailed });
  });
