import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { hostDivisions, hostTimeOff, hostWeeklyHours } from '../../../db/schema.ts';
import { minutesFromClock } from '../../lib/booking/slots.ts';
import type { Availability } from '../../lib/schemas/booking.ts';

/**
 * Replaces a host's weekly hours, divisions and upcoming time off at once, in one transaction
 * (past time off is kept: it no longer matters to anyone, but it is history).
 */
export async function replaceAvailability(
  db: Database,
  id: string,
  input: Availability,
): Promise<void> {
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
}
