import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, teamMembers } from '../../../db/schema.ts';
import { hashPassword, temporaryPasswordFields } from '../auth/passwords.ts';
import { requireStrongPassword } from '../auth/passwordStrength.ts';
import type { PublicTeamMember } from '../auth/publicTeamMember.ts';
import type { AppConfig } from '../config.ts';
import { apiError } from '../errors.ts';
import {
  adminPasswordResetNotice,
  passwordResetByAdminEmail,
} from '../mail/accountReviewEmails.ts';
import { queueEmail } from '../mail/outbox.ts';
import { TEAM_MEMBER_MESSAGES } from './teamMemberMessages.ts';

/**
 * An admin sets a new temporary password for someone else (must change at next sign-in, expires
 * in 7 days): every session of that person ends, and any forgotten-password link dies with the
 * old hash. Answers the member and whether the password was mailed.
 */
export async function resetTeamMemberPassword(
  db: Database,
  id: string,
  password: string,
  context: { config: AppConfig; actor: PublicTeamMember },
) {
  const { config, actor } = context;
  const target = await db.query.teamMembers.findFirst({
    where: (t, { eq: equals }) => equals(t.id, id),
    columns: { name: true, email: true },
  });
  // Before the slow hash (one at a time, sign-ins wait behind it); the update below checks again.
  if (!target) throw apiError(404, TEAM_MEMBER_MESSAGES.notFound);
  await requireStrongPassword(password, target);
  const hash = await hashPassword(password, config.bcryptCost);
  const temporary = temporaryPasswordFields();
  // Mailed only when delivery is set up: otherwise the admin hands it over and no copy of the
  // password waits in the outbox.
  const emailed = Boolean(config.mail.smtpUrl);

  const member = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(teamMembers)
      .set({ password: hash, ...temporary })
      .where(eq(teamMembers.id, id))
      .returning();
    if (!updated) throw apiError(404, TEAM_MEMBER_MESSAGES.notFound);
    await tx.delete(sessions).where(eq(sessions.userId, id));
    if (emailed) {
      await queueEmail(
        tx,
        passwordResetByAdminEmail(updated, password, config.siteUrl, temporary.passwordExpiresAt),
      );
      // An admin account taken over this way must not go unnoticed: its owner learns who did it.
      if (updated.role === 'admin') {
        await queueEmail(tx, adminPasswordResetNotice(updated, actor, new Date()));
      }
    }
    return updated;
  });
  return { member, emailed };
}
