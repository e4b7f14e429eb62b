import type { Database } from '../../../db/client.ts';
import { sameEmail } from './teamMemberEmail.ts';

/** The team member (with password hash) an address belongs to, however it is capitalised. */
export function findTeamMemberByEmail(db: Database, email: string) {
  return db.query.teamMembers.findFirst({ where: (t) => sameEmail(t.email, email) });
}
