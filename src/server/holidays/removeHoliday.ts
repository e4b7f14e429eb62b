import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { firmHolidays } from '../../../db/schema.ts';
import { HOLIDAY_MESSAGES } from '../../lib/schemas/booking.ts';
import { apiError } from '../errors.ts';

/** Opens the firm again on `day` (a storable YYYY-MM-DD); 404 when it was not a holiday. */
export async function removeHoliday(db: Database, day: string): Promise<void> {
  const [removed] = await db
    .delete(firmHolidays)
    .where(eq(firmHolidays.day, day))
    .returning({ day: firmHolidays.day });
  if (!removed) throw apiError(404, HOLIDAY_MESSAGES.notFound);
}
