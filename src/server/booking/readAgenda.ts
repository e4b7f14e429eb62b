import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, teamMembers } from '../../../db/schema.ts';
import { BOOKING_AGENDA_LIMIT } from '../../lib/schemas/bookingAdmin.ts';

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
export const AGENDA_STATUSES = ['confirmed', 'completed', 'no_show'] as const;

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
 * One page of the agenda: upcoming (soonest first, a consultation under way included) or past
 * (latest first), of one host or of everyone; `more` when BOOKING_AGENDA_LIMIT left some out.
 */
export async function readAgenda(
  db: Database,
  query: { when: 'upcoming' | 'past'; hostId?: string; now: Date },
) {
  const { when, hostId, now } = query;
  const rows = await db
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
  return {
    bookings: rows.slice(0, BOOKING_AGENDA_LIMIT),
    more: rows.length > BOOKING_AGENDA_LIMIT,
  };
}

/** One booking as the agenda shows it (the booking exists: the caller just read or changed it). */
export async function readAgendaRow(db: Database, id: string) {
  const [row] = await db
    .select(agendaColumns)
    .from(bookings)
    .leftJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .where(eq(bookings.id, id));
  return row!;
}
