import type { Database } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema.ts';

/** A transaction or the database itself: mail is queued in the same transaction as its cause. */
export type Queryable = Pick<Database, 'insert'>;

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  relatedId?: string;
}

/** CR/LF (and other control characters) in a header value would let input add headers. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

export async function queueEmail(db: Queryable, email: OutgoingEmail): Promise<void> {
  await db.insert(emailOutbox).values({
    kind: email.kind,
    toAddress: headerSafe(email.to),
    subject: headerSafe(email.subject),
    textBody: email.text,
    htmlBody: email.html ?? null,
    relatedId: email.relatedId ?? null,
  });
}
