import type { Database } from '../../../db/client.ts';
import { runMailDelivery, type MailConfig } from './deliver.ts';
import { startRepeatingPass } from './repeatingPass.ts';

export const LOCAL_MAIL_INTERVAL_MS = 30_000;

/**
 * The local server's stand-in for netlify/functions/deliver-mail.mts: a pass every 30 s. It
 * delivers only when SMTP_URL is set, and always removes expired secrets from unsent mail.
 */
export function startMailInterval(
  db: Database,
  mail: MailConfig,
  intervalMs = LOCAL_MAIL_INTERVAL_MS,
): () => Promise<void> {
  return startRepeatingPass(
    () => runMailDelivery(db, mail),
    intervalMs,
    'mail_delivery_pass_failed',
  );
}
