import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, emailOutbox } from '../../../db/schema.ts';
import { redactMailError } from './redactError.ts';

/**
 * The emails a lead caused and how far each got, with those of its bookings: booking mail is
 * filed under the booking (it starts before the lead exists), so they are gathered through
 * bookings.lead_id. Errors have the SMTP URL's secrets redacted.
 */
export async function listLeadMail(db: Database, leadId: string, smtpUrl: string | undefined) {
  const rows = await db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(
      or(
        eq(emailOutbox.relatedId, leadId),
        inArray(
          emailOutbox.relatedId,
          db.select({ id: bookings.id }).from(bookings).where(eq(bookings.leadId, leadId)),
        ),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
  return rows.map((row) => ({ ...row, lastError: redactMailError(row.lastError, smtpUrl) }));
}
