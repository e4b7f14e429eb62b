import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { teamMembers } from '../../../db/schema.ts';

/** Every team member's id and name, by name: who a lead can be assigned to (no emails, no roles). */
export function listTeamNames(db: Database) {
  return db
    .select({ id: teamMembers.id, name: teamMembers.name })
    .from(teamMembers)
    .orderBy(asc(teamMembers.name), asc(teamMembers.id));
}
