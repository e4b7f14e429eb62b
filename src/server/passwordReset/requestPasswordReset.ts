import type { Database } from '../../../db/client.ts';
import { passwordResetTokens } from '../../../db/schema.ts';
import type { AppConfig } from '../config.ts';
import { queueEmail } from '../mail/outbox.ts';
import { passwordResetLinkEmail } from '../mail/passwordResetEmail.ts';
import { findTeamMemberByEmail } from '../auth/findTeamMemberByEmail.ts';
import {
  mayMailResetLink,
  recordHeldResetLink,
  type ResetLinkOutcome,
} from '../auth/resetLinkCaps.ts';
import {
  newResetToken,
  passwordFingerprint,
  RESET_TOKEN_MINUTES,
  resetLinkUrl,
  sha256,
} from '../auth/resetTokens.ts';

export interface ResetRequestOutcome {
  /** The account the address belongs to, when mail is set up and it has one. */
  memberId?: string;
  /** Why nothing was mailed (the account's own cap, or the site's), or 'mail'. */
  outcome: ResetLinkOutcome | 'no-account-or-no-mail';
}

/**
 * Mails a one-time reset link to the staff account `email` belongs to, within the caps (a link
 * held back by a cap is counted for the admins). Without mail delivery no link could ever arrive,
 * so none is made (and none waits in a table). `hasKnownDevice` says whether this browser carries
 * the account's device cookie.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  context: {
    config: AppConfig;
    ip: string;
    hasKnownDevice: (memberId: string) => Promise<boolean>;
  },
): Promise<ResetRequestOutcome> {
  const { config, ip } = context;
  const member = config.mail.smtpUrl ? await findTeamMemberByEmail(db, email) : undefined;
  const outcome = member
    ? await mayMailResetLink(db, member.id, ip, await context.hasKnownDevice(member.id))
    : 'no-account-or-no-mail';
  if (outcome === 'account-cap' || outcome === 'site-cap') await recordHeldResetLink(db);
  if (member && outcome === 'mail') {
    const token = newResetToken();
    await db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        userId: member.id,
        tokenHash: sha256(token),
        passwordFingerprint: passwordFingerprint(member.password),
        expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
      });
      await queueEmail(tx, passwordResetLinkEmail(member, resetLinkUrl(config.siteUrl, token)));
    });
  }
  return { memberId: member?.id, outcome };
}
