import type { EmailOutboxRow } from '../../../db/schema.ts';

/**
 * A booking link's token is a bearer key: the confirm link confirms the hold, the manage link reads,
 * moves or cancels the booking until it ends. Once the mail is delivered the visitor has it, so our
 * copy in email_outbox is cut down to the page's address (L12), as reset links already are; anyone
 * reading the database later (a backup, a read-only role) cannot act for the visitor.
 */
export const SCRUBBED_BOOKING_TOKEN = 'removed-after-delivery';

const BOOKING_LINK_TOKEN = /(\/book\/(?:confirm|manage)\?token=)[^\s"'<>&]+/g;

export function scrubBookingLinks(
  row: Pick<EmailOutboxRow, 'kind' | 'textBody' | 'htmlBody'>,
): { textBody: string; htmlBody: string | null } | null {
  if (!row.kind.startsWith('booking_')) return null;
  const cut = (body: string) => body.replace(BOOKING_LINK_TOKEN, `$1${SCRUBBED_BOOKING_TOKEN}`);
  const textBody = cut(row.textBody);
  const htmlBody = row.htmlBody === null ? null : cut(row.htmlBody);
  if (textBody === row.textBody && htmlBody === row.htmlBody) return null;
  return { textBody, htmlBody };
}
