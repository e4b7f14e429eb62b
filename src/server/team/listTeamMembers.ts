import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { publicTeamMemberColumns } from '../auth/publicTeamMember.ts';

/** Every team member, oldest first, without password hashes. */
export function listTeamMembers(db: Database) {
  return db.query.teamMembers.findMany({
    columns: publicTeamMemberColumns,
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  });
}
