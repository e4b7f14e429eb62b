import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { teamMembers } from '../../../db/schema.ts';

/** Stamps a sign-in on the team member; answers the row as it now is (undefined if gone). */
export async function recordSignIn(db: Database, memberId: string) {
  const [updated] = await db
    .update(teamMembers)
    .set({ lastLoginAt: new Date() })
    .where(eq(teamMembers.id, memberId))
    .returning();
  return updated;
}
