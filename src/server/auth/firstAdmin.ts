import { count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { teamMembers } from '../../../db/schema.ts';
import { ADVISORY_LOCK_KEYS, takeTransactionLock } from '../advisoryLocks.ts';
import { isUniqueViolation } from '../dbErrors.ts';
import { apiError } from '../errors.ts';
import { ALREADY_INITIALIZED, EMAIL_TAKEN } from './authMessages.ts';
import { hashPassword } from './passwords.ts';

async function admins(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db
    .select({ admins: count() })
    .from(teamMembers)
    .where(eq(teamMembers.role, 'admin'));
  return row?.admins ?? 0;
}

/** Whether the back office has no admin yet, so its first one may be created. */
export async function needsFirstAdmin(db: Database): Promise<boolean> {
  return (await admins(db)) === 0;
}

/**
 * Creates the first admin; once there is one, a 409 (ALREADY_INITIALIZED). The password is
 * expected to be judged strong already.
 */
export async function createFirstAdmin(
  db: Database,
  input: { name: string; email: string; password: string },
  bcryptCost: number,
) {
  try {
    // The lock serialises every init (one transaction at a time, PGlite and PostgreSQL alike), so
    // twenty simultaneous calls see "no admin" exactly once.
    const created = await db.transaction(async (tx) => {
      await takeTransactionLock(tx, ADVISORY_LOCK_KEYS.firstAdminInit);
      if ((await admins(tx)) > 0) return null;
      const [member] = await tx
        .insert(teamMembers)
        .values({
          name: input.name,
          email: input.email,
          password: await hashPassword(input.password, bcryptCost),
          role: 'admin',
        })
        .returning();
      return member ?? null;
    });
    if (!created) throw apiError(409, ALREADY_INITIALIZED);
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError(409, EMAIL_TAKEN);
    throw error;
  }
}
