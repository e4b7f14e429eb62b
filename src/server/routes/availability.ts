import { and, asc, eq, gt } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Database } from '../../../db/client.ts';
import { hostDivisions, hostTimeOff, hostWeeklyHours, teamMembers } from '../../../db/schema.ts';
import { clockFromMinutes, minutesFromClock } from '../../lib/booking/slots.ts';
import { availabilitySchema, type Availability } from '../../lib/schemas/booking.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { AUTH_MESSAGES, currentUser } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson } from '../validate.ts';

export const AVAILABILITY_MESSAGES = {
  notFound: 'User not found',
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
  const [member] = await c
    .get('db')
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.id, id));
  if (!member) throw apiError(404, AVAILABILITY_MESSAGES.notFound);
  return id;
}

async function readAvailability(db: Database, teamMemberId: string): Promise<Availability> {
  const [weekly, divisions, timeOff] = await Promise.all([
    db
      .select()
      .from(hostWeeklyHours)
      .where(eq(hostWeeklyHours.teamMemberId, teamMemberId))
      .orderBy(asc(hostWeeklyHours.weekday), asc(hostWeeklyHours.startMinute)),
    db
      .select({ division: hostDivisions.division })
      .from(hostDivisions)
      .where(eq(hostDivisions.teamMemberId, teamMemberId)),
    db
      .select()
      .from(hostTimeOff)
      // Past time off no longer matters to anyone.
      .where(and(eq(hostTimeOff.teamMemberId, teamMemberId), gt(hostTimeOff.endsAt, new Date())))
      .orderBy(asc(hostTimeOff.startsAt)),
  ]);
  return {
    weekly: weekly.map((w) => ({
      weekday: w.weekday,
      start: clockFromMinutes(w.startMinute),
      end: clockFromMinutes(w.endMinute),
    })),
    divisions: divisions.map((d) => d.division),
    timeOff: timeOff.map((off) => ({
      start: off.startsAt.toISOString(),
      end: off.endsAt.toISOString(),
      ...(off.reason ? { reason: off.reason } : {}),
    })),
  };
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
    await db.transaction(async (tx) => {
      await tx.delete(hostWeeklyHours).where(eq(hostWeeklyHours.teamMemberId, id));
      await tx.delete(hostDivisions).where(eq(hostDivisions.teamMemberId, id));
      await tx
        .delete(hostTimeOff)
        .where(and(eq(hostTimeOff.teamMemberId, id), gt(hostTimeOff.endsAt, new Date())));
      if (input.weekly.length) {
        await tx.insert(hostWeeklyHours).values(
          input.weekly.map((w) => ({
            teamMemberId: id,
            weekday: w.weekday,
            startMinute: minutesFromClock(w.start),
            endMinute: minutesFromClock(w.end),
          })),
        );
      }
      const divisions = [...new Set(input.divisions)];
      if (divisions.length) {
        await tx
          .insert(hostDivisions)
          .values(divisions.map((division) => ({ teamMemberId: id, division })));
      }
      if (input.timeOff.length) {
        await tx.insert(hostTimeOff).values(
          input.timeOff.map((off) => ({
            teamMemberId: id,
            startsAt: new Date(off.start),
            endsAt: new Date(off.end),
            reason: off.reason || null,
          })),
        );
      }
    });
    log.info('availability_updated', {
      actorId: currentUser(c).id,
      teamMemberId: id,
      windows: input.weekly.length,
    });
    return c.json(await readAvailability(db, id));
  });
