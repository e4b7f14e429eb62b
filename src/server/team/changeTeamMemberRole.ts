import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { teamMembers } from '../../../db/schema.ts';
import type { Role } from '../../lib/domain.ts';
import { ADVISORY_LOCK_KEYS, takeTransactionLock } from '../advisoryLocks.ts';
import { apiError } from '../errors.ts';
import { adminCount, assertStillAdmin } from './adminMembership.ts';
import { TEAM_MEMBER_MESSAGES } from './teamMemberMessages.ts';

/**
 * Gives a team member `role`; the last admin never becomes an employee (409). The role is read
 * from the database on every request (middleware/auth.ts), so their open sessions follow.
 */
export async function changeTeamMemberRole(db: Database, id: string, role: Role, actorId: string) {
  return db.transaction(async (tx) => {
    // The same lock as delete: two admins demoting each other at once end with one 200, one 409.
    await takeTransactionLock(tx, ADVISORY_LOCK_KEYS.adminMembership);
    const [target] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id));
    if (!target) throw apiError(404, TEAM_MEMBER_MESSAGES.notFound);
    if (target.role === role) {
      await assertStillAdmin(tx, actorId);
      return { before: target.role, member: target };
    }
    if (target.role === 'admin' && (await adminCount(tx)) <= 1) {
      throw apiError(409, TEAM_MEMBER_MESSAGES.lastAdminDemoted);
    }
    await assertStillAdmin(tx, actorId);
    const [updated] = await tx
      .update(teamMembers)
      .set({ role })
      .where(eq(teamMembers.id, id))
      .returning();
    return { before: target.role, member: updated ?? target };
  });
}
