import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { BookingRow } from '../../../db/schema.ts';
import {
  bookingAgendaQuerySchema,
  bookingOutcomeSchema,
  staffCancelSchema,
  staffRescheduleSchema,
} from '../../lib/schemas/bookingAdmin.ts';
import { ADMIN_BOOKING_MESSAGES } from '../booking/adminBookingMessages.ts';
import { moveBooking } from '../booking/changeBooking.ts';
import { readAgenda, readAgendaRow } from '../booking/readAgenda.ts';
import {
  assertChangeableByStaff,
  cancelByStaff,
  findStaffBooking,
  markBookingOutcome,
} from '../booking/staffBookingChanges.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { sendQueuedNow } from '../mail/deliver.ts';
import { AUTH_MESSAGES, currentUser } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson, validateQuery } from '../validate.ts';

export { ADMIN_BOOKING_MESSAGES };

/**
 * The booking, if the signed-in person may act on it: admins on anyone's, employees on the
 * bookings they host (403 otherwise; 404 for an unknown id either way).
 */
async function actionable(c: Context<AppEnv>): Promise<BookingRow> {
  const id = uuidParam(c.req.param('id') ?? '', ADMIN_BOOKING_MESSAGES.notFound);
  const row = await findStaffBooking(c.get('db'), id);
  if (!row) throw apiError(404, ADMIN_BOOKING_MESSAGES.notFound);
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

/**
 * /api/admin/bookings: the staff agenda of booked consultations, and what staff do with them
 * (mark how one went, cancel or move it for the visitor, who gets the usual email and .ics).
 * Employees see and act on the bookings they host, admins on everyone's. The rules live in
 * src/server/booking/ (readAgenda.ts, staffBookingChanges.ts, changeBooking.ts).
 */
export const adminBookingRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(bookingAgendaQuerySchema), async (c) => {
    const { when, host } = c.req.valid('query');
    const actor = currentUser(c);
    if (actor.role !== 'admin' && host && host !== actor.id) {
      throw apiError(403, AUTH_MESSAGES.forbidden);
    }
    const hostId = actor.role === 'admin' ? host : actor.id;
    return c.json(await readAgenda(c.get('db'), { when, hostId, now: new Date() }));
  })

  .patch('/:id', mayAct, validateJson(bookingOutcomeSchema), async (c) => {
    const row = bookingOf(c);
    const { status } = c.req.valid('json');
    await markBookingOutcome(c.get('db'), row, status);
    log.info('booking_outcome', { actorId: currentUser(c).id, bookingId: row.id, status });
    return c.json(await readAgendaRow(c.get('db'), row.id));
  })

  .post('/:id/cancel', mayAct, validateJson(staffCancelSchema), async (c) => {
    const row = bookingOf(c);
    assertChangeableByStaff(row);
    const db = c.get('db');
    const config = c.get('config');
    const actor = currentUser(c);
    const { reason } = c.req.valid('json');
    const outcome = await cancelByStaff(db, row, {
      config,
      facts: c.get('facts'),
      staffName: actor.name,
      reason,
    });
    await sendQueuedNow(db, config.mail, outcome.mailIds);
    log.info('booking_cancelled', { bookingId: row.id, actorId: actor.id });
    return c.json(await readAgendaRow(db, row.id));
  })

  .post('/:id/reschedule', mayAct, validateJson(staffRescheduleSchema), async (c) => {
    const row = bookingOf(c);
    assertChangeableByStaff(row);
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
    return c.json(await readAgendaRow(db, row.id));
  });
