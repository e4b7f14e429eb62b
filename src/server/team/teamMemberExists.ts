import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { teamMembers } from '../../../db/schema.ts';

/** What the API answers (404) for a team member id that names nobody: one wording everywhere. */
export const TEAM_MEMBER_NOT_FOUND = 'Team member not found';

export async function teamMemberExists(db: Pick<Database, 'select'>, id: string): Promise<boolean> {
  const [member] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.id, id));
  return Boolean(member);
}
