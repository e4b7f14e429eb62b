import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { passwordResetTokens, sessions, teamMembers } from '../../../db/schema.ts';
import { RESET_LINK_INVALID } from '../../lib/schemas/auth.ts';
import type { AppConfig } from '../config.ts';
import { apiError } from '../errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { requireStrongPassword } from '../auth/passwordStrength.ts';
import { recordSignIn } from '../auth/recordSignIn.ts';
import { passwordFingerprint, sha256 } from '../auth/resetTokens.ts';

/** The one answer to every dead, used or unknown reset link. */
export const invalidResetLink = () =>
  apiError(400, RESET_LINK_INVALID, { token: RESET_LINK_INVALID });

type TeamMember = typeof teamMembers.$inferSelect;

export type ResetPasswordOutcome =
  /** The link is unknown, used, expired, or older than the latest password change. */
  | { refused: true; userId?: string }
  /** The new password is set, every session of the account ended; `member` as it now is. */
  | { refused: false; member: TeamMember };

/**
 * Redeems a reset link: sets `newPassword` (it must be strong), spends the link and every other
 * link of the account, signs out whoever was signed in as this person, and stamps the sign-in
 * that follows. A link made before the latest password change is dead, whoever changed it and how.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  config: AppConfig,
): Promise<ResetPasswordOutcome> {
  const now = new Date();
  const [found] = await db
    .select({
      tokenId: passwordResetTokens.id,
      fingerprint: passwordResetTokens.passwordFingerprint,
      member: teamMembers,
    })
    .from(passwordResetTokens)
    .innerJoin(teamMembers, eq(teamMembers.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!found || found.fingerprint !== passwordFingerprint(found.member.password)) {
    return { refused: true, userId: found?.member.id };
  }

  await requireStrongPassword(newPassword, found.member, 'newPassword');
  const hash = await hashPassword(newPassword, config.bcryptCost);
  const member = await db.transaction(async (tx) => {
    // Claiming the token and checking the password are one statement each under the row lock, so
    // two redemptions of the same link cannot both win.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw invalidResetLink();
    const [updated] = await tx
      .update(teamMembers)
      .set({ password: hash, mustChangePassword: false, passwordExpiresAt: null })
      .where(
        and(eq(teamMembers.id, found.member.id), eq(teamMembers.password, found.member.password)),
      )
      .returning();
    if (!updated) throw invalidResetLink();
    // Whoever was signed in as this person (perhaps the reason for the reset) is signed out.
    await tx.delete(sessions).where(eq(sessions.userId, updated.id));
    await tx
      .delete(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, updated.id), ne(passwordResetTokens.id, found.tokenId)),
      );
    return updated;
  });

  const signedIn = await recordSignIn(db, member.id);
  return { refused: false, member: signedIn ?? member };
}
