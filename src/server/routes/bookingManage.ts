import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { bookings, type BookingRow } from '../../../db/schema.ts';
import {
  manageRequestSchema,
  rescheduleRequestSchema,
  type ManagedBooking,
} from '../../lib/schemas/booking.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { sha256 } from '../auth/resetTokens.ts';
import { cancelBooking, moveBooking, type ChangeActor } from '../booking/changeBooking.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { sendQueuedNow } from '../mail/deliver.ts';
import { enforceRateLimits, releaseRateLimit } from '../rateLimit.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

/**
 * The visitor's manage link: read, cancel or move a confirmed booking. The token is the only key
 * (never the booking id); unknown, foreign or spent tokens answer 404. Moving rotates the token
 * (the new link is mailed) and raises the invitation's SEQUENCE; cancelling frees the time at once.
 */
export const MANAGE_MESSAGES = {
  notFound: 'This link is not valid or no longer works. Please check your latest email from us.',
  // With the phone number in force (the request's facts).
  tooManyMoves: ({ site }: PublishedFacts) =>
    `This consultation was moved ${RESCHEDULE_LIMIT.limit} times in the last hour. Please wait an hour before moving it again, or call us at ${site.phone}.`,
} as const;

/**
 * Moves per booking from its manage link: every move mails the visitor, the host and the staff,
 * so one confirmed booking must not become a way to flood their inboxes (L14).
 */
export const RESCHEDULE_LIMIT = { limit: 3, windowSeconds: 60 * 60 };

/** A change made from the manage link. */
const VISITOR: ChangeActor = { by: 'visitor' };

async function byToken(tx: Pick<Database, 'select'>, token: string) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.manageTokenHash, sha256(token)),
        inArray(bookings.status, ['confirmed', 'cancelled']),
      ),
    );
  // The link ends with the meeting.
  if (!row || row.endsAt.getTime() < Date.now()) throw apiError(404, MANAGE_MESSAGES.notFound);
  return row;
}

const answer = (row: BookingRow): ManagedBooking => ({
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  division: row.division,
  timeZone: row.visitorTimeZone,
  status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
});

export const bookingManageRoutes = new Hono<AppEnv>()
  .post('/', validateJson(manageRequestSchema), async (c) => {
    return c.json(answer(await byToken(c.get('db'), c.req.valid('json').token)));
  })

  .post('/cancel', validateJson(manageRequestSchema), async (c) => {
    const db = c.get('db');
    const config = c.get('config');
    const { token } = c.req.valid('json');
    const outcome = await db.transaction(async (tx) =>
      cancelBooking(tx, await byToken(tx, token), config, c.get('facts'), VISITOR),
    );
    await sendQueuedNow(db, config.mail, outcome.mailIds);
    if (outcome.mailIds.length) log.info('booking_cancelled', { bookingId: outcome.row.id });
    return c.json(answer(outcome.row));
  })

  .post('/reschedule', validateJson(rescheduleRequestSchema), async (c) => {
    const db = c.get('db');
    const config = c.get('config');
    const input = c.req.valid('json');
    const current = await byToken(db, input.token);
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
