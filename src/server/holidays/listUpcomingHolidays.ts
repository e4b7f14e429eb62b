import { asc, gte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { firmHolidays } from '../../../db/schema.ts';
import { localDate } from '../../lib/firmTime.ts';

/** The firm's holidays from today on (in the firm's calendar), soonest first. */
export function listUpcomingHolidays(db: Database) {
  return db
    .select({ day: firmHolidays.day, name: firmHolidays.name })
    .from(firmHolidays)
    .where(gte(firmHolidays.day, localDate(Date.now())))
    .orderBy(asc(firmHolidays.day));
}
