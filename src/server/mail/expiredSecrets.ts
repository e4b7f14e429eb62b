import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema.ts';
import { RESET_TOKEN_MINUTES } from '../auth/resetTokens.ts';
import { TEMPORARY_PASSWORD_DAYS } from '../auth/passwords.ts';
import { log } from '../log.ts';
import {
  ACCOUNT_APPROVED_KIND,
  PASSWORD_RESET_BY_ADMIN_KIND,
  scrubDeliveredSecrets,
} from './accountReviewEmails.ts';
import { PASSWORD_RESET_LINK_KIND } from './passwordResetEmail.ts';

export const EXPIRED_BEFORE_SENDING =
  'Not sent before the password or link in it expired; the secret was removed from our records.';

/**
 * A temporary password (7 days) or a reset link (30 minutes) is useless once it expires, so an
 * unsent mail carrying one never keeps it longer: with no SMTP server set, mail
 * would otherwise sit in email_outbox with the secret in plain text forever. The secret is cut out
 * the same way delivery does, and the mail is marked failed so admins see it was never sent.
 * Runs with every delivery pass, whether or not mail delivery is configured.
 */
export async function scrubExpiredSecrets(db: Database, now = new Date()): Promise<number> {
  const passwordsBefore = new Date(now.getTime() - TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000);
  const linksBefore = new Date(now.getTime() - RESET_TOKEN_MINUTES * 60 * 1000);
  const expired = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ['pending', 'failed']),
        or(
          and(
            inArray(emailOutbox.kind, [ACCOUNT_APPROVED_KIND, PASSWORD_RESET_BY_ADMIN_KIND]),
            lt(emailOutbox.createdAt, passwordsBefore),
          ),
          and(
            eq(emailOutbox.kind, PASSWORD_RESET_LINK_KIND),
            lt(emailOutbox.createdAt, linksBefore),
          ),
        ),
      ),
    );
  let scrubbed = 0;
  for (const row of expired) {
    const clean = scrubDeliveredSecrets(row);
    if (!clean || clean.textBody === row.textBody) continue;
    await db
      .update(emailOutbox)
      .set({ ...clean, status: 'failed', lastError: EXPIRED_BEFORE_SENDING })
      .where(eq(emailOutbox.id, row.id));
    scrubbed++;
  }
  if (scrubbed) log.info('mail_expired_secrets_removed', { count: scrubbed });
  return scrubbed;
}
