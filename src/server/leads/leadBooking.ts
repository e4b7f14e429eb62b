import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, leads } from '../../../db/schema.ts';
import type { LeadBookingState } from '../../lib/overdue.ts';

/**
 * The consultation a lead booked online, for the "Booked for …" line of the leads list and the
 * lead dialog, and for the overdue rule (src/lib/overdue.ts). A confirmed booking makes its own
 * lead, so a lead has one booking in practice; should it have several, the one shown is the one
 * that answers it (the next confirmed meeting, else the latest kept one), else the latest.
 */
export interface LeadBooking extends LeadBookingState {
  status: 'confirmed' | 'completed' | 'no_show';
  startsAt: Date;
}

const SHOWN_STATUSES = ['confirmed', 'completed', 'no_show'] as const;

/** For one page of leads (at most LEAD_PAGE_MAX ids) or one lead's dialog. */
export async function bookingsOfLeads(
  db: Pick<Database, 'select'>,
  leadIds: readonly string[],
  now: number,
): Promise<Map<string, LeadBooking>> {
  const shown = new Map<string, LeadBooking>();
  if (!leadIds.length) return shown;
  const rows = await db
    .select({ leadId: bookings.leadId, status: bookings.status, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(inArray(bookings.leadId, [...leadIds]), inArray(bookings.status, [...SHOWN_STATUSES])),
    );
  const rank = (b: LeadBooking) =>
    b.status === 'confirmed' && b.startsAt.getTime() > now ? 2 : b.status === 'completed' ? 1 : 0;
  for (const row of rows) {
    const booking = { status: row.status, startsAt: row.startsAt } as LeadBooking;
    const current = shown.get(row.leadId!);
    const better =
      !current ||
      rank(booking) > rank(current) ||
      (rank(booking) === rank(current) &&
        (rank(booking) === 2
          ? booking.startsAt < current.startsAt
          : booking.startsAt > current.startsAt));
    if (better) shown.set(row.leadId!, booking);
  }
  return shown;
}

/** The overdue rule's booking part in SQL: the lead has a booking that answers it at `now`. */
export function answeredByBooking(now: number): SQL {
  return sql`exists (select 1 from ${bookings} where ${and(
    eq(bookings.leadId, leads.id),
    or(
      eq(bookings.status, 'completed'),
      and(eq(bookings.status, 'confirmed'), gt(bookings.startsAt, new Date(now))),
    ),
  )})`;
}
