import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import type { AppEnv } from '../types.ts';

/** Liveness that proves the database answers, so a deploy with a broken connection shows up here. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.get('db').execute(sql`select 1`);
  } catch (error) {
    log.error('health_db_failed', { error: String(error) });
    throw apiError(503, 'Database unavailable');
  }
  return c.json({ ok: true as const, db: c.get('driver') });
});
