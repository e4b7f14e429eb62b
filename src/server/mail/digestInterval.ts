import type { Database } from '../../../db/client.ts';
import type { FactsSource } from '../facts/factsSource.ts';
import { log } from '../log.ts';
import { runOverdueDigest, type DigestSettings } from './overdueDigest.ts';
import { startRepeatingPass } from './repeatingPass.ts';

export const LOCAL_DIGEST_INTERVAL_MS = 5 * 60_000;

/**
 * The local server's stand-in for netlify/functions/overdue-digest.mts: a digest pass every
 * 5 minutes (the pass itself decides whether it is digest time and whether today's went out).
 * Runs without SMTP_URL too, so the digest waits in the outbox like every other mail. Each pass
 * counts in the office hours in force then (`facts`: a local publish may have changed them).
 */
export function startDigestInterval(
  db: Database,
  settings: Omit<DigestSettings, 'hours'>,
  facts: FactsSource,
  intervalMs = LOCAL_DIGEST_INTERVAL_MS,
): () => Promise<void> {
  const pass = async () => {
    const result = await runOverdueDigest(db, { ...settings, hours: facts.current().site.hours });
    if (result.sent) log.info('overdue_digest_queued', { ...result });
  };
  return startRepeatingPass(pass, intervalMs, 'overdue_digest_failed');
}
