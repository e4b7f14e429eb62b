import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema.ts';
import { apiError } from '../errors.ts';
import { EXPIRED_BEFORE_SENDING } from './expiredSecrets.ts';
import { MAIL_MESSAGES } from './mailMessages.ts';

/**
 * Puts a failed email back in the queue as if new. 404 when unknown; 409 when it did not fail, or
 * when its expired secret was cut out (sending it would deliver a mail with the password missing).
 */
export async function retryMail(db: Database, id: string) {
  const [row] = await db
    .select({ status: emailOutbox.status, lastError: emailOutbox.lastError })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) throw apiError(404, MAIL_MESSAGES.notFound);
  if (row.lastError === EXPIRED_BEFORE_SENDING) throw apiError(409, MAIL_MESSAGES.expired);
  const [updated] = await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.id, status: emailOutbox.status });
  if (!updated) throw apiError(409, MAIL_MESSAGES.notFailed);
  return updated;
}
