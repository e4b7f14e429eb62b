import { and, asc, count, desc, eq, inArray, isNotNull, min, or } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { bookings, emailOutbox, MAIL_PRIORITIES, type MailPriority } from '../../../db/schema.ts';
import { heldResetLinksLastHour } from '../auth/resetLinkCaps.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { EXPIRED_BEFORE_SENDING, scrubExpiredSecrets } from '../mail/expiredSecrets.ts';
import { redactMailError } from '../mail/redactError.ts';
import { currentUser, requireRole } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { isUuid } from '../validate.ts';

export const MAIL_MESSAGES = {
  notFound: 'Email not found',
  notFailed: 'Only an email that failed can be sent again',
  expired:
    'This email held a temporary password or reset link that has expired; set a new password instead',
} as const;

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
 * Whether mail actually leaves (admins): GET /api/admin/mail-status, and "Retry" for a failed
 * email: POST /api/admin/mail/{id}/retry puts it back in the queue as if new.
 */
export const adminMailRoutes = new Hono<AppEnv>()
  .get('/mail-status', requireRole('admin'), async (c) => {
    const db = c.get('db');
    const smtpUrl = c.get('config').mail.smtpUrl;
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
    return c.json({
      configured: Boolean(smtpUrl),
      pending: countOf('pending'),
      failed: countOf('failed'),
      backlog: await mailBacklog(db),
      lastError: redactMailError(latest?.lastError ?? null, smtpUrl),
      /** Forgot-password requests answered "on its way" that sent nothing (caps), last hour. */
      resetLinksHeldLastHour: await heldResetLinksLastHour(db),
    });
  })

  .post('/mail/:id/retry', requireRole('admin'), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw apiError(404, MAIL_MESSAGES.notFound);
    const db = c.get('db');
    const [row] = await db
      .select({ status: emailOutbox.status, lastError: emailOutbox.lastError })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    if (!row) throw apiError(404, MAIL_MESSAGES.notFound);
    // Its secret was cut out: sending it now would only deliver a mail with the password missing.
    if (row.lastError === EXPIRED_BEFORE_SENDING) throw apiError(409, MAIL_MESSAGES.expired);
    const [updated] = await db
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
      .returning({ id: emailOutbox.id, status: emailOutbox.status });
    if (!updated) throw apiError(409, MAIL_MESSAGES.notFailed);
    const actor = currentUser(c);
    log.info('admin.mail.retry', { actorId: actor.id, actorEmail: actor.email, mailId: id });
    return c.json(updated);
  });

/**
 * GET /api/admin/consultations/{id}/mail: the emails a lead caused and how far each got (staff),
 * with those of its bookings: booking mail is filed under the booking (it starts before the lead
 * exists), so the lead dialog gathers it through bookings.lead_id.
 */
export const leadMailRoutes = new Hono<AppEnv>().get('/:id/mail', async (c) => {
  const id = c.req.param('id');
  if (!isUuid(id)) return c.json([]);
  const smtpUrl = c.get('config').mail.smtpUrl;
  const db = c.get('db');
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
        eq(emailOutbox.relatedId, id),
        inArray(
          emailOutbox.relatedId,
          db.select({ id: bookings.id }).from(bookings).where(eq(bookings.leadId, id)),
        ),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
  return c.json(
    rows.map((row) => ({ ...row, lastError: redactMailError(row.lastError, smtpUrl) })),
  );
});
