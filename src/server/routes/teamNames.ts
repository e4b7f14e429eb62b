import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { teamMembers } from '../../../db/schema.ts';
import type { AppEnv } from '../types.ts';

/**
 * GET /api/admin/staff: who a lead can be assigned to. Any signed-in staff member may read it, so
 * it answers only ids and names (the admin-only team list has emails and roles).
 */
export const teamNameRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const staff = await c
    .get('db')
    .select({ id: teamMembers.id, name: teamMembers.name })
    .from(teamMembers)
    .orderBy(asc(teamMembers.name), asc(teamMembers.id));
  return c.json(staff);
});
