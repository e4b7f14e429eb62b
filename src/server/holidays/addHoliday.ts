import type { Database } from '../../../db/client.ts';
import { firmHolidays } from '../../../db/schema.ts';
import { localDate } from '../../lib/firmTime.ts';
import { HOLIDAY_MESSAGES } from '../../lib/schemas/booking.ts';
import { apiError } from '../errors.ts';

/**
 * Closes the firm on `day`. A past day is a 400 (it can no longer change any slot); a day that is
 * already a holiday is a 409 naming `day` rather than a silent rename, so two admins do not
 * overwrite each other's name.
 */
export async function addHoliday(db: Database, input: { day: string; name: string }) {
  if (input.day < localDate(Date.now())) {
    throw apiError(400, `day: ${HOLIDAY_MESSAGES.past}`, { day: HOLIDAY_MESSAGES.past });
  }
  const [added] = await db
    .insert(firmHolidays)
    .values({ day: input.day, name: input.name })
    .onConflictDoNothing()
    .returning({ day: firmHolidays.day, name: firmHolidays.name });
  if (!added) {
    throw apiError(409, `day: ${HOLIDAY_MESSAGES.duplicate}`, { day: HOLIDAY_MESSAGES.duplicate });
  }
  return added;
}
