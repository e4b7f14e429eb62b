import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, teamMembers } from '../../../db/schema.ts';
import type { PasswordOwner } from '../../lib/passwordStrength.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { requireStrongPassword } from './passwordStrength.ts';

/** Whether `password` is the team member's current one (false when the member is gone). */
export async function currentPasswordMatches(
  db: Database,
  memberId: string,
  password: string,
): Promise<boolean> {
  const stored = await db.query.teamMembers.findFirst({
    where: (t, { eq: equals }) => equals(t.id, memberId),
    columns: { password: true },
  });
  return Boolean(stored && (await verifyPassword(password, stored.password)));
}

/**
 * Sets a signed-in member's new password (it must be strong and not name them), ends a temporary
 * password, and signs out every other browser signed in as them (`keepSessionId` stays). Answers
 * the member as they now are, or undefined when they were removed meanwhile.
 */
export async function changePassword(
  db: Database,
  member: PasswordOwner & { id: string },
  newPassword: string,
  context: { bcryptCost: number; keepSessionId: string },
) {
  await requireStrongPassword(newPassword, member, 'newPassword');
  const hash = await hashPassword(newPassword, context.bcryptCost);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(teamMembers)
      .set({ password: hash, mustChangePassword: false, passwordExpiresAt: null })
      .where(eq(teamMembers.id, member.id))
      .returning();
    // Every other browser signed in as this user is signed out.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, member.id), ne(sessions.id, context.keepSessionId)));
    return row;
  });
}
