import type { Database } from '../../../db/client.ts';
import { emailOutbox, MAIL_PRIORITIES, type MailPriority } from '../../../db/schema.ts';

/** A transaction or the database itself: mail is queued in the same transaction as its cause. */
export type Queryable = Pick<Database, 'insert'>;

export type { MailPriority };

export interface OutgoingEmail {
  kind: string;
  /** Which mail goes first when the queue is long (db/schema.ts MAIL_PRIORITIES). */
  priority: MailPriority;
  to: string;
  subject: string;
  text: string;
  html?: string;
  relatedId?: string;
  /** A calendar invitation (.ics) for the mail's text/calendar part. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** CR/LF (and other control characters) in a header value would let input add headers. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** Stores the mail for the delivery pass; answers the row's id (for `sendQueuedNow`). */
export async function queueEmail(db: Queryable, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: headerSafe(email.to),
      subject: headerSafe(email.subject),
      textBody: email.text,
      htmlBody: email.html ?? null,
      relatedId: email.relatedId ?? null,
      icsBody: email.calendar?.content ?? null,
      icsMethod: email.calendar?.method ?? null,
      priority: MAIL_PRIORITIES[email.priority],
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
