import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../../db/client.ts';
import { emailOutbox, type EmailOutboxRow } from '../../../db/schema.ts';
import { log } from '../log.ts';
import { scrubDeliveredSecrets } from './accountReviewEmails.ts';
import { scrubExpiredSecrets } from './expiredSecrets.ts';
import { expireHolds } from '../booking/schedules.ts';

/**
 * Sends what the outbox holds. Rows are claimed with FOR UPDATE SKIP LOCKED and leased (their next
 * attempt pushed out) before sending, so two workers never send the same mail and a crash mid-send
 * only delays it. Failures back off exponentially; after the last attempt a row is `failed`.
 * Each pass takes the most urgent due mail first (MAIL_PRIORITIES in db/schema.ts), so a backlog of
 * lead mail never holds back a reset link.
 */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** nodemailer's calendar alternative: mail clients show Accept / Decline for it. */
  icalEvent?: { method: string; content: string };
}

export type SendMail = (message: MailMessage) => Promise<unknown>;

export interface DeliveryOptions {
  from: string;
  send: SendMail;
  now?: () => Date;
  batchSize?: number;
  maxAttempts?: number;
  /** Delay after the first failure; doubles with each further failure. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed row is hidden from other workers while it is being sent. */
  leaseMs?: number;
  /**
   * Epoch ms after which no new send starts (a scheduled function has 30 s in all); the rest of the
   * claimed rows are released, due at once for the next run. Read with `clock`.
   */
  startSendsBefore?: number;
  clock?: () => number;
  /** Only these rows (mail that must leave at once, e.g. a booking's confirmation link). */
  onlyIds?: string[];
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Claimed but not attempted because the run's time was up; due again at once. */
  deferred?: number;
}

export const MAIL_DEFAULTS = {
  batchSize: 20,
  maxAttempts: 6,
  baseDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  leaseMs: 5 * 60_000,
};

/** Delay before attempt `attempts + 1`, after `attempts` failures: base, 2×base, 4×base … capped. */
export function backoffDelayMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), maxDelayMs);
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

async function claimDueRows(
  db: Database,
  due: Date | undefined,
  now: Date,
  batchSize: number,
  leaseMs: number,
  onlyIds?: string[],
): Promise<EmailOutboxRow[]> {
  // Rows are stamped with the database's clock (microseconds), so "due" is judged by that same
  // clock unless a test sets the time; a row queued this very millisecond is then due at once.
  const dueAt = due ?? sql`now()`;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, dueAt),
          onlyIds ? inArray(emailOutbox.id, onlyIds) : undefined,
        ),
      )
      // Security mail first, then staff, then visitor mail; oldest first within each.
      .orderBy(asc(emailOutbox.priority), asc(emailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (rows.length) {
      await tx
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(
          inArray(
            emailOutbox.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows;
  });
}

/** One pass: claims due mail, sends each, records the outcome. Never throws for a send failure. */
export async function deliverDueEmails(
  db: Database,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const settings = { ...MAIL_DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const rows = await claimDueRows(
    db,
    options.now?.(),
    now(),
    settings.batchSize,
    settings.leaseMs,
    options.onlyIds,
  );

  const clock = options.clock ?? Date.now;
  for (const [index, row] of rows.entries()) {
    if (options.startSendsBefore !== undefined && clock() >= options.startSendsBefore) {
      const rest = rows.slice(index).map((r) => r.id);
      await db
        .update(emailOutbox)
        .set({ nextAttemptAt: now() })
        .where(inArray(emailOutbox.id, rest));
      report.deferred = rest.length;
      log.info('mail_delivery_out_of_time', { deferred: rest.length });
      break;
    }
    const attempts = row.attempts + 1;
    try {
      await settings.send({
        from: settings.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        ...(row.icsBody
          ? { icalEvent: { method: row.icsMethod ?? 'REQUEST', content: row.icsBody } }
          : {}),
      });
      await db
        .update(emailOutbox)
        // A temporary password lives in our records only until it is delivered.
        .set({
          status: 'sent',
          attempts,
          sentAt: now(),
          lastError: null,
          ...scrubDeliveredSecrets(row),
        })
        .where(eq(emailOutbox.id, row.id));
      report.sent++;
    } catch (error) {
      const lastError = describeError(error);
      const giveUp = attempts >= settings.maxAttempts;
      const delay = backoffDelayMs(attempts, settings.baseDelayMs, settings.maxDelayMs);
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError,
          nextAttemptAt: giveUp
            ? sql`${emailOutbox.nextAttemptAt}`
            : new Date(now().getTime() + delay),
        })
        .where(eq(emailOutbox.id, row.id));
      log[giveUp ? 'error' : 'warn']('mail_send_failed', {
        mailId: row.id,
        kind: row.kind,
        attempts,
        giveUp,
        error: lastError,
      });
      if (giveUp) report.failed++;
      else report.retrying++;
    }
  }
  if (rows.length) log.info('mail_delivery_pass', { ...report });
  return report;
}

/**
 * Bounds for one SMTP exchange: nodemailer's defaults (2 min to connect, 30 s greeting, 10 min
 * socket idle) would let one stuck server outlast a scheduled function's 30 s.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
};

/**
 * nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL): one pooled connection per
 * run, reused for every mail, instead of a new connection and handshake per message.
 */
export function smtpSender(smtpUrl: string): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    ...SMTP_TIMEOUTS,
  });
  return {
    send: (message) => transport.sendMail(message),
    close: () => transport.close(),
  };
}

export interface MailConfig {
  smtpUrl?: string;
  from: string;
}

/**
 * Sends some just-queued mail now, in the request that queued it, instead of at the next pass (up
 * to five minutes on Netlify). Claimed like any pass, so a worker running meanwhile cannot send it
 * twice; a failure leaves the row to the normal retries. Never throws.
 */
export async function sendQueuedNow(db: Database, mail: MailConfig, ids: string[]): Promise<void> {
  if (!mail.smtpUrl || !ids.length) return;
  const sender = smtpSender(mail.smtpUrl);
  try {
    await deliverDueEmails(db, { from: mail.from, send: sender.send, onlyIds: ids });
  } catch (error) {
    log.warn('mail_send_now_failed', { error: describeError(error) });
  } finally {
    sender.close();
  }
}

/**
 * What the local interval and the scheduled Netlify Function call. Without SMTP_URL mail stays
 * pending in the table (visible to staff), and nothing is attempted or counted.
 */
export async function runMailDelivery(
  db: Database,
  mail: MailConfig,
  limits: Pick<DeliveryOptions, 'startSendsBefore'> = {},
): Promise<DeliveryReport | 'not-configured'> {
  // Expired temporary passwords and links leave the outbox whether or not mail can be sent.
  await scrubExpiredSecrets(db);
  // Unconfirmed booking holds past their time free their slot (also checked at read time).
  await expireHolds(db);
  if (!mail.smtpUrl) return 'not-configured';
  const sender = smtpSender(mail.smtpUrl);
  try {
    return await deliverDueEmails(db, { from: mail.from, send: sender.send, ...limits });
  } finally {
    sender.close();
  }
}
