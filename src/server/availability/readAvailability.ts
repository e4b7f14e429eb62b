import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { hostDivisions, hostTimeOff, hostWeeklyHours } from '../../../db/schema.ts';
import { clockFromMinutes } from '../../lib/booking/slots.ts';
import type { Availability } from '../../lib/schemas/booking.ts';

/** A host's weekly hours (firm time, HH:mm), the divisions they host and their upcoming time off. */
export async function readAvailability(db: Database, teamMemberId: string): Promise<Availability> {
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
