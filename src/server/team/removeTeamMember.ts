import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { teamMembers } from '../../../db/schema.ts';
import { ADVISORY_LOCK_KEYS, takeTransactionLock } from '../advisoryLocks.ts';
import { apiError } from '../errors.ts';
import { adminCount, assertStillAdmin } from './adminMembership.ts';
import { TEAM_MEMBER_MESSAGES } from './teamMemberMessages.ts';

/** Removes a team member; never the last admin (409). Answers who was removed. */
export async function removeTeamMember(db: Database, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    // Every change to who is an admin takes this lock first, so "is another admin left?" is
    // answered by one transaction at a time: two admins deleting each other at the same moment
    // end with one 204 and one 409.
    await takeTransactionLock(tx, ADVISORY_LOCK_KEYS.adminMembership);
    const [target] = await tx
      .select({ id: teamMembers.id, email: teamMembers.email, role: teamMembers.role })
      .from(teamMembers)
      .where(eq(teamMembers.id, id));
    if (!target) throw apiError(404, TEAM_MEMBER_MESSAGES.notFound);
    if (target.role === 'admin' && (await adminCount(tx)) <= 1) {
      throw apiError(409, TEAM_MEMBER_MESSAGES.lastAdmin);
    }
    await assertStillAdmin(tx, actorId);
    // Foreign keys do the rest: sessions are deleted (cascade), assigned leads become
    // unassigned and lead history keeps the actor's name (set null).
    await tx.delete(teamMembers).where(eq(teamMembers.id, id));
    return target;
  });
}
