import { Hono } from 'hono';
import { readSchemaStatus, type SchemaStatus } from '../../../db/schemaStatus.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import type { AppEnv } from '../types.ts';

/**
 * Readiness: the database answers AND holds the newest committed migration. A deploy whose build
 * skipped or failed the migration shows up here as 503 with the reason, not as 500s elsewhere.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  let schema: SchemaStatus;
  try {
    schema = await readSchemaStatus(c.get('db'));
  } catch (error) {
    log.error('health_db_failed', { error: String(error) });
    throw apiError(503, 'Database unavailable');
  }
  const db = c.get('driver');
  if (!schema.current) {
    const message =
      `Database schema is not at the latest migration (${schema.latest}): ` +
      `${schema.applied} of ${schema.expected} migrations applied. Run npm run db:migrate.`;
    return c.json({ ok: false as const, db, schema, message }, 503);
  }
  return c.json({ ok: true as const, db, schema });
});
