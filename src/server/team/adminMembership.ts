import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { teamMembers } from '../../../db/schema.ts';
import { apiError } from '../errors.ts';
import { AUTH_MESSAGES } from '../middleware/auth.ts';

/**
 * Who is an admin changes one transaction at a time: every change takes
 * ADVISORY_LOCK_KEYS.adminMembership first, then asks these.
 */
/** Inside the lock: the actor passed the role check before waiting; a transaction that held the
 * lock meanwhile may have removed or demoted them. */
export async function assertStillAdmin(tx: Pick<Database, 'select'>, actorId: string) {
  const [stillAdmin] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.id, actorId), eq(teamMembers.role, 'admin')));
  if (!stillAdmin) throw apiError(401, AUTH_MESSAGES.unauthenticated);
}

export async function adminCount(tx: Pick<Database, 'select'>): Promise<number> {
  const [admins] = await tx
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.role, 'admin'));
  return admins?.n ?? 0;
}
