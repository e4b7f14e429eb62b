import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bookings, teamMembers, type BookingRow } from '../../../db/schema.ts';
import {
  BOOKING_AGENDA_LIMIT,
  bookingAgendaQuerySchema,
  bookingOutcomeSchema,
  staffCancelSchema,
  staffRescheduleSchema,
} from '../../lib/schemas/bookingAdmin.ts';
import { cancelBooking, moveBooking } from '../booking/changeBooking.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { sendQueuedNow } from '../mail/deliver.ts';
import { AUTH_MESSAGES, currentUser } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson, validateQuery } from '../validate.ts';

export const ADMIN_BOOKING_MESSAGES = {
  notFound: 'Booking not found',
  notConfirmed: 'This booking is no longer confirmed, so it cannot be changed.',
  notYet: 'A consultation can be marked completed or no-show once it has started.',
  over: 'This consultation is over; it can only be marked completed or no-show.',
  changedMeanwhile: 'This booking was changed meanwhile. Reload and try again.',
} as const;

/** What the agenda shows of a booking; the visitor's note stays on the lead. */
const agendaColumns = {
  id: bookings.id,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  division: bookings.division,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  company: bookings.company,
  locale: bookings.locale,
  visitorTimeZone: bookings.visitorTimeZone,
  leadId: bookings.leadId,
  hostId: bookings.teamMemberId,
  hostName: teamMembers.name,
  holdExpiresAt: bookings.holdExpiresAt,
};

/** Statuses the agenda lists: bookings that happened or will (not cancelled). */
const AGENDA_STATUSES = ['confirmed', 'completed', 'no_show'] as const;

/**
 * Upcoming, the agenda also lists pending holds (marked so in the page): the host sees the time is
 * taken for now. A hold whose 20 minutes ran out is gone, whether or not a later hold swept it.
 */
const listed = (when: 'upcoming' | 'past') =>
  when === 'upcoming'
    ? or(
        inArray(bookings.status, [...AGENDA_STATUSES]),
        and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, sql`now()`)),
      )
    : inArray(bookings.status, [...AGENDA_STATUSES]);

/**
 * The booking, if the signed-in person may act on it: admins on anyone's, employees on the
 * bookings they host (403 otherwise; 404 for an unknown id either way).
 */
async function actionable(c: Context<AppEnv>): Promise<BookingRow> {
  const id = uuidParam(c.req.param('id') ?? '', ADMIN_BOOKING_MESSAGES.notFound);
  const [row] = await c.get('db').select().from(bookings).where(eq(bookings.id, id));
  if (!row || row.status === 'held' || row.status === 'expired') {
    throw apiError(404, ADMIN_BOOKING_MESSAGES.notFound);
  }
  const actor = currentUser(c);
  if (actor.role !== 'admin' && row.teamMemberId !== actor.id) {
    throw apiError(403, AUTH_MESSAGES.forbidden);
  }
  return row;
}

/** The routes on one booking read it once, in `mayAct`; `bookingOf(c)` gives it to them. */
interface BookingEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { booking?: BookingRow };
}

function bookingOf(c: Context<BookingEnv>): BookingRow {
  const row = c.get('booking');
  if (!row) throw new Error('bookingOf() outside a route guarded by mayAct');
  return row;
}

/**
 * Loads the booking the path names for the signed-in person, or answers 404 / 403. It runs before
 * the body is validated, so those answers come whatever was sent.
 */
const mayAct: MiddlewareHandler<BookingEnv> = async (c, next) => {
  c.set('booking', await actionable(c));
  await next();
};

/** A cancel or a move on the visitor's behalf: confirmed, and not yet over. */
function changeable(row: BookingRow): void {
  if (row.status !== 'confirmed') throw apiError(409, ADMIN_BOOKING_MESSAGES.notConfirmed);
  if (row.endsAt.getTime() <= Date.now()) throw apiError(409, ADMIN_BOOKING_MESSAGES.over);
}

async function agendaRow(c: Context<AppEnv>, id: string) {
  const [row] = await c
    .get('db')
    .select(agendaColumns)
    .from(bookings)
    .leftJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .where(eq(bookings.id, id));
  return row!;
}

/**
 * /api/admin/bookings: the staff agenda of booked consultations, and what staff do with them
 * (mark how one went, cancel or move it for the visitor, who gets the usual email and .ics).
 * Employees see and act on the bookings they host, admins on everyone's.
 */
export const adminBookingRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(bookingAgendaQuerySchema), async (c) => {
    const { when, host } = c.req.valid('query');
    const actor = currentUser(c);
    if (actor.role !== 'admin' && host && host !== actor.id) {
      throw apiError(403, AUTH_MESSAGES.forbidden);
    }
    const hostId = actor.role === 'admin' ? host : actor.id;
    const now = new Date();
    const rows = await c
      .get('db')
      .select(agendaColumns)
      .from(bookings)
      .leftJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
      .where(
        and(
          listed(when),
          // A consultation under way is still on the upcoming agenda.
          when === 'upcoming' ? gte(bookings.endsAt, now) : lt(bookings.endsAt, now),
          hostId ? eq(bookings.teamMemberId, hostId) : undefined,
        ),
      )
      .orderBy(
        when === 'upcoming' ? asc(bookings.startsAt) : desc(bookings.startsAt),
        asc(bookings.id),
      )
      .limit(BOOKING_AGENDA_LIMIT + 1);
    return c.json({
      bookings: rows.slice(0, BOOKING_AGENDA_LIMIT),
      more: rows.length > BOOKING_AGENDA_LIMIT,
    });
  })

  .patch('/:id', mayAct, validateJson(bookingOutcomeSchema), async (c) => {
    const row = bookingOf(c);
    const { status } = c.req.valid('json');
    if (row.status === 'cancelled') throw apiError(409, ADMIN_BOOKING_MESSAGES.notConfirmed);
    if (row.startsAt.getTime() > Date.now()) throw apiError(409, ADMIN_BOOKING_MESSAGES.notYet);
    await c
      .get('db')
      .update(bookings)
      .set({ status })
      .where(and(eq(bookings.id, row.id), inArray(bookings.status, [...AGENDA_STATUSES])));
    log.info('booking_outcome', { actorId: currentUser(c).id, bookingId: row.id, status });
    return c.json(await agendaRow(c, row.id));
  })

  .post('/:id/cancel', mayAct, validateJson(staffCancelSchema), async (c) => {
    const row = bookingOf(c);
    changeable(row);
    const db = c.get('db');
    const config = c.get('config');
    const actor = currentUser(c);
    const { reason } = c.req.valid('json');
    const outcome = await db.transaction(async (tx) =>
      cancelBooking(tx, row, config, c.get('facts'), { by: 'staff', name: actor.name }, reason),
    );
    if (!outcome.mailIds.length) throw apiError(409, ADMIN_BOOKING_MESSAGES.changedMeanwhile);
    await sendQueuedNow(db, config.mail, outcome.mailIds);
    log.info('booking_cancelled', { bookingId: row.id, actorId: actor.id });
    return c.json(await agendaRow(c, row.id));
  })

  .post('/:id/reschedule', mayAct, validateJson(staffRescheduleSchema), async (c) => {
    const row = bookingOf(c);
    changeable(row);
    const db = c.get('db');
    const config = c.get('config');
    const actor = currentUser(c);
    const start = Date.parse(c.req.valid('json').start);
    const moved = await moveBooking(db, row, start, config, c.get('facts'), {
      by: 'staff',
      name: actor.name,
    });
    if (!moved) throw apiError(409, ADMIN_BOOKING_MESSAGES.changedMeanwhile);
    await sendQueuedNow(db, config.mail, moved.mailIds);
    if (moved.mailIds.length) {
      log.info('booking_rescheduled', { bookingId: row.id, actorId: actor.id });
    }
    return c.json(await agendaRow(c, row.id));
  });
