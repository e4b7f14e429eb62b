import { and, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  bookings,
  firmHolidays,
  hostDivisions,
  hostTimeOff,
  hostWeeklyHours,
} from '../../../db/schema.ts';
import type { BusyBooking, HostSchedule, Interval, WeeklyWindow } from '../../lib/booking/slots.ts';
import { nextDate } from '../../lib/booking/slots.ts';
import { localDate } from '../../lib/firmTime.ts';
import type { DivisionId } from '../../lib/site.ts';

type Reader = Pick<Database, 'select'>;

const DAY = 24 * 3600_000;

interface LoadedHost {
  id: string;
  weekly: WeeklyWindow[];
  timeOff: Interval[];
  bookings: BusyBooking[];
}

/**
 * What the slot function needs for one division between two instants, read in four queries: the
 * division's hosts with their weekly hours, their time off, the bookings that occupy them (confirmed,
 * or held and not yet expired), and the firm's holidays. A day either side is read too, for the
 * daily cap and buffers at the edges.
 */
export async function loadSchedules(
  db: Reader,
  division: DivisionId,
  from: number,
  until: number,
): Promise<{ hosts: HostSchedule[]; holidays: Set<string> }> {
  const hours = await db
    .select({
      teamMemberId: hostWeeklyHours.teamMemberId,
      weekday: hostWeeklyHours.weekday,
      startMinute: hostWeeklyHours.startMinute,
      endMinute: hostWeeklyHours.endMinute,
    })
    .from(hostWeeklyHours)
    .innerJoin(
      hostDivisions,
      and(
        eq(hostDivisions.teamMemberId, hostWeeklyHours.teamMemberId),
        eq(hostDivisions.division, division),
      ),
    );
  const hosts = new Map<string, LoadedHost>();
  for (const row of hours) {
    let host = hosts.get(row.teamMemberId);
    if (!host) {
      host = { id: row.teamMemberId, weekly: [], timeOff: [], bookings: [] };
      hosts.set(row.teamMemberId, host);
    }
    host.weekly.push(row);
  }
  const ids = [...hosts.keys()];
  const lower = new Date(from - DAY);
  const upper = new Date(until + DAY);
  const [away, busy, closed] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(hostTimeOff)
          .where(
            and(
              inArray(hostTimeOff.teamMemberId, ids),
              lt(hostTimeOff.startsAt, upper),
              gt(hostTimeOff.endsAt, lower),
            ),
          )
      : [],
    ids.length
      ? db
          .select({
            teamMemberId: bookings.teamMemberId,
            startsAt: bookings.startsAt,
            endsAt: bookings.endsAt,
            blockedFrom: bookings.blockedFrom,
            blockedUntil: bookings.blockedUntil,
          })
          .from(bookings)
          .where(
            and(
              inArray(bookings.teamMemberId, ids),
              occupying(),
              lt(bookings.blockedFrom, upper),
              gt(bookings.blockedUntil, lower),
            ),
          )
      : [],
    db
      .select({ day: firmHolidays.day })
      .from(firmHolidays)
      .where(
        and(
          gte(firmHolidays.day, localDate(lower.getTime())),
          lte(firmHolidays.day, nextDate(localDate(upper.getTime()))),
        ),
      ),
  ]);
  for (const off of away) {
    hosts.get(off.teamMemberId)?.timeOff.push({
      start: off.startsAt.getTime(),
      end: off.endsAt.getTime(),
    });
  }
  for (const booking of busy) {
    if (!booking.teamMemberId) continue;
    hosts.get(booking.teamMemberId)?.bookings.push({
      start: booking.startsAt.getTime(),
      end: booking.endsAt.getTime(),
      blockedFrom: booking.blockedFrom.getTime(),
      blockedUntil: booking.blockedUntil.getTime(),
    });
  }
  return { hosts: [...hosts.values()], holidays: new Set(closed.map((row) => row.day)) };
}

/** Bookings that hold their host's time now: confirmed, or held and not yet expired. */
export function occupying() {
  return or(
    eq(bookings.status, 'confirmed'),
    and(eq(bookings.status, 'held'), sql`${bookings.holdExpiresAt} > now()`),
  )!;
}

/** Booking is on once at least one host has weekly hours and a division to host. */
export async function bookingEnabled(db: Reader): Promise<boolean> {
  const [row] = await db
    .select({ id: hostWeeklyHours.id })
    .from(hostWeeklyHours)
    .innerJoin(hostDivisions, eq(hostDivisions.teamMemberId, hostWeeklyHours.teamMemberId))
    .limit(1);
  return Boolean(row);
}

/** Holds past their 20 minutes stop occupying their host; run with every mail pass. */
export async function expireHolds(db: Pick<Database, 'update'>): Promise<void> {
  await db
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(eq(bookings.status, 'held'), lt(bookings.holdExpiresAt, sql`now()`)));
}
