import type { Database } from '../../../db/client.ts';
import { log } from '../log.ts';
import { runMailDelivery, type MailConfig } from './deliver.ts';

export const LOCAL_MAIL_INTERVAL_MS = 30_000;

/**
 * The local server's stand-in for the scheduled Netlify Function: a pass every 30 s. It delivers
 * only when SMTP_URL is set, and always removes expired secrets from unsent mail. Passes never
 * overlap; the returned stop waits for a running one to finish.
 */
export function startMailInterval(
  db: Database,
  mail: MailConfig,
  intervalMs = LOCAL_MAIL_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const pass = () => {
    if (running) return;
    running = runMailDelivery(db, mail)
      .catch((error: unknown) => log.error('mail_delivery_pass_failed', { error: String(error) }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
