import { Hono } from 'hono';
import { listTeamNames } from '../team/listTeamNames.ts';
import type { AppEnv } from '../types.ts';

/**
 * GET /api/admin/staff: who a lead can be assigned to. Any signed-in staff member may read it, so
 * it answers only ids and names (the admin-only team list has emails and roles).
 */
export const teamNameRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await listTeamNames(c.get('db'))),
);
