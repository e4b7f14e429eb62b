import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { availabilitySchema } from '../../lib/schemas/booking.ts';
import { readAvailability } from '../availability/readAvailability.ts';
import { replaceAvailability } from '../availability/replaceAvailability.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { AUTH_MESSAGES, currentUser } from '../middleware/auth.ts';
import { TEAM_MEMBER_NOT_FOUND, teamMemberExists } from '../team/teamMemberExists.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson } from '../validate.ts';

export const AVAILABILITY_MESSAGES = {
  notFound: TEAM_MEMBER_NOT_FOUND,
} as const;

/**
 * Admins edit anyone's availability, employees only their own (403), checked before the body is
 * validated so someone else's hours answer 403 whatever was sent.
 */
const ownOrAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = currentUser(c);
  const id = (c.req.param('teamMemberId') ?? '').toLowerCase();
  if (actor.role !== 'admin' && actor.id !== id) throw apiError(403, AUTH_MESSAGES.forbidden);
  await next();
};

async function editableMember(c: Context<AppEnv>): Promise<string> {
  const id = uuidParam(c.req.param('teamMemberId') ?? '', AVAILABILITY_MESSAGES.notFound);
  if (!(await teamMemberExists(c.get('db'), id)))
    throw apiError(404, AVAILABILITY_MESSAGES.notFound);
  return id;
}

/**
 * GET/PUT /api/admin/availability/:teamMemberId: a host's weekly hours (firm time, HH:mm), the
 * divisions they host and their upcoming time off. A PUT replaces all three at once.
 */
export const availabilityRoutes = new Hono<AppEnv>()
  .get('/:teamMemberId', ownOrAdmin, async (c) => {
    const id = await editableMember(c);
    return c.json(await readAvailability(c.get('db'), id));
  })
  .put('/:teamMemberId', ownOrAdmin, validateJson(availabilitySchema), async (c) => {
    const id = await editableMember(c);
    const input = c.req.valid('json');
    const db = c.get('db');
    await replaceAvailability(db, id, input);
    log.info('availability_updated', {
      actorId: currentUser(c).id,
      teamMemberId: id,
      windows: input.weekly.length,
    });
    return c.json(await readAvailability(db, id));
  });
