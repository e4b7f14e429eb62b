import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, type BookingRow } from '../../../db/schema.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import type { BookingOutcome } from '../../lib/schemas/bookingAdmin.ts';
import type { AppConfig } from '../config.ts';
import { apiError } from '../errors.ts';
import { ADMIN_BOOKING_MESSAGES } from './adminBookingMessages.ts';
import { cancelBooking } from './changeBooking.ts';
import { AGENDA_STATUSES } from './readAgenda.ts';

/** A booking staff may act on (held and expired ones are not bookings yet); undefined if none. */
export async function findStaffBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row || row.status === 'held' || row.status === 'expired') return undefined;
  return row;
}

/** A cancel or a move on the visitor's behalf: confirmed, and not yet over (409 otherwise). */
export function assertChangeableByStaff(row: BookingRow): void {
  if (row.status !== 'confirmed') throw apiError(409, ADMIN_BOOKING_MESSAGES.notConfirmed);
  if (row.endsAt.getTime() <= Date.now()) throw apiError(409, ADMIN_BOOKING_MESSAGES.over);
}

/** Marks how a consultation went, once it has started (409 before, or once cancelled). */
export async function markBookingOutcome(
  db: Database,
  row: BookingRow,
  status: BookingOutcome['status'],
): Promise<void> {
  if (row.status === 'cancelled') throw apiError(409, ADMIN_BOOKING_MESSAGES.notConfirmed);
  if (row.startsAt.getTime() > Date.now()) throw apiError(409, ADMIN_BOOKING_MESSAGES.notYet);
  await db
    .update(bookings)
    .set({ status })
    .where(and(eq(bookings.id, row.id), inArray(bookings.status, [...AGENDA_STATUSES])));
}

/**
 * Cancels a booking for the visitor, in one transaction with its mail (the visitor gets `reason`);
 * 409 when it was changed meanwhile and nothing was cancelled. Answers the queued mail ids.
 */
export async function cancelByStaff(
  db: Database,
  row: BookingRow,
  context: { config: AppConfig; facts: PublishedFacts; staffName: string; reason?: string },
) {
  const { config, facts, staffName, reason } = context;
  const outcome = await db.transaction(async (tx) =>
    cancelBooking(tx, row, config, facts, { by: 'staff', name: staffName }, reason),
  );
  if (!outcome.mailIds.length) throw apiError(409, ADMIN_BOOKING_MESSAGES.changedMeanwhile);
  return outcome;
}
