import { Hono } from 'hono';
import { HOLIDAY_MESSAGES, holidaySchema } from '../../lib/schemas/booking.ts';
import { isStorableDate } from '../../lib/schemas/storableTime.ts';
import { apiError } from '../errors.ts';
import { addHoliday } from '../holidays/addHoliday.ts';
import { listUpcomingHolidays } from '../holidays/listUpcomingHolidays.ts';
import { removeHoliday } from '../holidays/removeHoliday.ts';
import { log } from '../log.ts';
import { currentUser, requireRole } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

/**
 * /api/admin/holidays: days the whole firm is closed, in the firm's calendar (the slots skip
 * them). Every staff member reads the upcoming ones; only admins add or remove one (the rules:
 * src/server/holidays/).
 */
export const holidayRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ holidays: await listUpcomingHolidays(c.get('db')) }))
  // requireRole before the validator: an employee's bad body is still a 403.
  .post('/', requireRole('admin'), validateJson(holidaySchema), async (c) => {
    const { day, name } = c.req.valid('json');
    const added = await addHoliday(c.get('db'), { day, name });
    log.info('holiday_added', { actorId: currentUser(c).id, day });
    return c.json(added, 201);
  })
  .delete('/:day', requireRole('admin'), async (c) => {
    const day = c.req.param('day');
    // Checked before the query: `%00` or `2026-02-30` made Postgres refuse the statement (500).
    if (!isStorableDate(day)) {
      throw apiError(400, `day: ${HOLIDAY_MESSAGES.day}`, { day: HOLIDAY_MESSAGES.day });
    }
    await removeHoliday(c.get('db'), day);
    log.info('holiday_removed', { actorId: currentUser(c).id, day });
    return c.body(null, 204);
  });
