import { Hono } from 'hono';
import type { BookingRow } from '../../../db/schema.ts';
import {
  manageRequestSchema,
  rescheduleRequestSchema,
  type ManagedBooking,
} from '../../lib/schemas/booking.ts';
import { moveBooking } from '../booking/changeBooking.ts';
import { bookingByManageLink, cancelByManageLink, VISITOR } from '../booking/manageLink.ts';
import { MANAGE_MESSAGES, RESCHEDULE_LIMIT } from '../booking/manageLinkMessages.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { sendQueuedNow } from '../mail/deliver.ts';
import { enforceRateLimits, releaseRateLimit } from '../rateLimit.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

export { MANAGE_MESSAGES, RESCHEDULE_LIMIT };

const answer = (row: BookingRow): ManagedBooking => ({
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  division: row.division,
  timeZone: row.visitorTimeZone,
  status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
});

/**
 * The visitor's manage link: read, cancel or move a confirmed booking. Moving rotates the token
 * (the new link is mailed) and raises the invitation's SEQUENCE; cancelling frees the time at once.
 * The rules live in src/server/booking/ (manageLink.ts, changeBooking.ts).
 */
export const bookingManageRoutes = new Hono<AppEnv>()
  .post('/', validateJson(manageRequestSchema), async (c) => {
    return c.json(answer(await bookingByManageLink(c.get('db'), c.req.valid('json').token)));
  })

  .post('/cancel', validateJson(manageRequestSchema), async (c) => {
    const db = c.get('db');
    const config = c.get('config');
    const { token } = c.req.valid('json');
    const outcome = await cancelByManageLink(db, token, config, c.get('facts'));
    await sendQueuedNow(db, config.mail, outcome.mailIds);
    if (outcome.mailIds.length) log.info('booking_cancelled', { bookingId: outcome.row.id });
    return c.json(answer(outcome.row));
  })

  .post('/reschedule', validateJson(rescheduleRequestSchema), async (c) => {
    const db = c.get('db');
    const config = c.get('config');
    const input = c.req.valid('json');
    const current = await bookingByManageLink(db, input.token);
    if (current.status !== 'confirmed') throw apiError(404, MANAGE_MESSAGES.notFound);
    const rule = { key: `booking-reschedule:${current.id}`, ...RESCHEDULE_LIMIT };
    await enforceRateLimits(db, [rule], MANAGE_MESSAGES.tooManyMoves(c.get('facts')));
    // Only a move that happened counts: a time just taken (409) or not offered (422) is refunded.
    const moved = await moveBooking(
      db,
      current,
      Date.parse(input.start),
      config,
      c.get('facts'),
      VISITOR,
    ).catch(async (error: unknown) => {
      await releaseRateLimit(db, rule);
      throw error;
    });
    // Moved or cancelled from another tab meanwhile: this link is spent.
    if (!moved) throw apiError(404, MANAGE_MESSAGES.notFound);
    await sendQueuedNow(db, config.mail, moved.mailIds);
    if (moved.mailIds.length) log.info('booking_rescheduled', { bookingId: moved.row.id });
    return c.json(answer(moved.row));
  });
