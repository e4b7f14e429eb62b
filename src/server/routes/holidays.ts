import { asc, eq, gte } from 'drizzle-orm';
import { Hono } from 'hono';
import { firmHolidays } from '../../../db/schema.ts';
import { localDate } from '../../lib/firmTime.ts';
import { HOLIDAY_MESSAGES, holidaySchema } from '../../lib/schemas/booking.ts';
import { isStorableDate } from '../../lib/schemas/storableTime.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { currentUser, requireRole } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

/**
 * /api/admin/holidays: days the whole firm is closed, in the firm's calendar (the slots skip
 * them). Every staff member reads the upcoming ones; only admins add or remove one. Adding a day
 * that is already a holiday is a 409 naming `day` rather than a silent rename, so two admins do
 * not overwrite each other's name; a past day is a 400 (it can no longer change any slot).
 */
export const holidayRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const holidays = await c
      .get('db')
      .select({ day: firmHolidays.day, name: firmHolidays.name })
      .from(firmHolidays)
      .where(gte(firmHolidays.day, localDate(Date.now())))
      .orderBy(asc(firmHolidays.day));
    return c.json({ holidays });
  })
  // requireRole before the validator: an employee's bad body is still a 403.
  .post('/', requireRole('admin'), validateJson(holidaySchema), async (c) => {
    const { day, name } = c.req.valid('json');
    if (day < localDate(Date.now())) {
      throw apiError(400, `day: ${HOLIDAY_MESSAGES.past}`, { day: HOLIDAY_MESSAGES.past });
    }
    const [added] = await c
      .get('db')
      .insert(firmHolidays)
      .values({ day, name })
      .onConflictDoNothing()
      .returning({ day: firmHolidays.day, name: firmHolidays.name });
    if (!added) {
      throw apiError(409, `day: ${HOLIDAY_MESSAGES.duplicate}`, {
        day: HOLIDAY_MESSAGES.duplicate,
      });
    }
    log.info('holiday_added', { actorId: currentUser(c).id, day });
    return c.json(added, 201);
  })
  .delete('/:day', requireRole('admin'), async (c) => {
    const day = c.req.param('day');
    // Checked before the query: `%00` or `2026-02-30` made Postgres refuse the statement (500).
    if (!isStorableDate(day)) {
      throw apiError(400, `day: ${HOLIDAY_MESSAGES.day}`, { day: HOLIDAY_MESSAGES.day });
    }
    const [removed] = await c
      .get('db')
      .delete(firmHolidays)
      .where(eq(firmHolidays.day, day))
      .returning({ day: firmHolidays.day });
    if (!removed) throw apiError(404, HOLIDAY_MESSAGES.notFound);
    log.info('holiday_removed', { actorId: currentUser(c).id, day });
    return c.body(null, 204);
  });
