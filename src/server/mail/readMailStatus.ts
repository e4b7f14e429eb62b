import { count, desc, eq, isNotNull, min } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { emailOutbox, MAIL_PRIORITIES, type MailPriority } from '../../../db/schema.ts';
import { heldResetLinksLastHour } from '../auth/resetLinkCaps.ts';
import { scrubExpiredSecrets } from './expiredSecrets.ts';
import { redactMailError } from './redactError.ts';

export interface MailBacklog {
  waiting: number;
  /** When the oldest mail still waiting was queued; null when none waits. */
  oldestQueuedAt: string | null;
}

/** Unsent mail per priority: a growing visitor backlog is visible before anyone complains. */
async function mailBacklog(db: Database): Promise<Record<MailPriority, MailBacklog>> {
  const rows = await db
    .select({ priority: emailOutbox.priority, n: count(), oldest: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'))
    .groupBy(emailOutbox.priority);
  const entries = Object.entries(MAIL_PRIORITIES).map(([name, priority]) => {
    const row = rows.find((r) => r.priority === priority);
    const oldest = row?.oldest ? new Date(row.oldest).toISOString() : null;
    return [name, { waiting: row?.n ?? 0, oldestQueuedAt: oldest }];
  });
  return Object.fromEntries(entries) as Record<MailPriority, MailBacklog>;
}

/**
 * Whether mail actually leaves: counts by status and priority, the latest error (the SMTP URL's
 * secrets redacted) and the reset links the caps held back in the last hour.
 */
export async function readMailStatus(db: Database, smtpUrl: string | undefined) {
  // Also on read, so the counts below already show expired secrets as failed, scheduler or not.
  await scrubExpiredSecrets(db);
  const counts = await db
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const [latest] = await db
    .select({ lastError: emailOutbox.lastError, at: emailOutbox.nextAttemptAt })
    .from(emailOutbox)
    .where(isNotNull(emailOutbox.lastError))
    .orderBy(desc(emailOutbox.nextAttemptAt))
    .limit(1);
  const countOf = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
  return {
    configured: Boolean(smtpUrl),
    pending: countOf('pending'),
    failed: countOf('failed'),
    backlog: await mailBacklog(db),
    lastError: redactMailError(latest?.lastError ?? null, smtpUrl),
    /** Forgot-password requests answered "on its way" that sent nothing (caps), last hour. */
    resetLinksHeldLastHour: await heldResetLinksLastHour(db),
  };
}
