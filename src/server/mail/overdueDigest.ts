import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { teamMembers, leads, staffDigests } from '../../../db/schema.ts';
import { firmDate, firmWallClock, formatFirmDateTime } from '../../lib/firmTime.ts';
import { NO_LEAD_FILTERS } from '../../lib/leadFilters.ts';
import { REPLY_PROMISE_FOR_STAFF, replyDueAt, type OfficeHours } from '../../lib/overdue.ts';
import { leadFilterCondition } from '../leads/leadConditions.ts';
import { escapeHtml, leadAdminUrl } from './consultationEmails.ts';
import { queueEmail, type OutgoingEmail } from './outbox.ts';

/**
 * The morning digest: at 08:00 America/New_York on weekdays, staff get one email listing the new
 * leads past the reply promise (src/lib/overdue.ts), each linking to /admin/leads?lead=<id>. Sent to
 * STAFF_NOTIFY_EMAIL, or to every admin when that is unset; only when something is overdue; never
 * twice for the same New York day (staff_digests.day is the key, claimed in the same transaction
 * as the outbox rows). Callers run it often (the local worker every few minutes, the Netlify
 * schedule hourly in the morning); until noon a missed run is made up, after that the day is skipped.
 */
export const DIGEST_HOUR = 8;
/** Runs after this hour do not send a morning digest any more (a late one reads as noise). */
export const DIGEST_LAST_HOUR = 12;

export interface DigestSettings {
  siteUrl: string;
  staffNotifyEmail?: string;
  /** The office hours in force at this pass (after a local publish, the published ones). */
  hours: OfficeHours;
}

export type DigestResult =
  | { sent: true; day: string; overdue: number; recipients: number }
  | {
      sent: false;
      day: string;
      reason: 'not_digest_time' | 'nothing_overdue' | 'no_recipients' | 'already_sent';
    };

/** Weekday mornings from 08:00 to before noon, New York time. */
export function isDigestTime(now: Date): boolean {
  const clock = firmWallClock(now.getTime());
  const weekday = clock.weekday >= 1 && clock.weekday <= 5;
  return weekday && clock.hour >= DIGEST_HOUR && clock.hour < DIGEST_LAST_HOUR;
}

interface DigestLead {
  id: string;
  name: string;
  serviceType: string;
  isSocialEquityApplicant: boolean;
  createdAt: Date;
}

export function overdueDigestEmail(
  overdue: readonly DigestLead[],
  to: string,
  settings: Pick<DigestSettings, 'siteUrl' | 'hours'>,
  day: string,
): OutgoingEmail {
  const lines = overdue.map((lead) => {
    const equity = lead.isSocialEquityApplicant ? ' [Social Equity]' : '';
    return {
      title: `${lead.name} (${lead.serviceType})${equity}`,
      detail: `received ${formatFirmDateTime(lead.createdAt)}, reply was due ${formatFirmDateTime(replyDueAt(lead, settings.hours))} (New York time)`,
      link: leadAdminUrl(settings.siteUrl, lead.id),
    };
  });
  const count = `${overdue.length} new ${overdue.length === 1 ? 'lead is' : 'leads are'}`;
  const text = [
    `${count} past our reply promise (${REPLY_PROMISE_FOR_STAFF}).`,
    '',
    ...lines.flatMap((line) => [`- ${line.title}: ${line.detail}`, `  ${line.link}`]),
    '',
    `Overdue list: ${new URL('/admin/leads?status=new&overdue=1', settings.siteUrl).toString()}`,
  ].join('\n');
  const items = lines
    .map(
      (line) =>
        `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.title)}</a><br>${escapeHtml(line.detail)}</li>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#16201b;line-height:1.5">` +
    `<p><strong>${escapeHtml(count)}</strong> past our reply promise.</p><ul>${items}</ul></body></html>`;
  return {
    kind: 'overdue_digest',
    priority: 'staff',
    to,
    subject: `Overdue leads ${day}: ${count} waiting for a reply`,
    text,
    html,
  };
}

/** One digest pass at `now`; safe to call as often as wanted from any number of workers. */
export async function runOverdueDigest(
  db: Database,
  settings: DigestSettings,
  now = new Date(),
): Promise<DigestResult> {
  const day = firmDate(now);
  if (!isDigestTime(now)) return { sent: false, day, reason: 'not_digest_time' };

  // The leads page's "Overdue" filter, booking rule included, so both always list the same leads.
  const overdue = await db
    .select({
      id: leads.id,
      name: leads.name,
      serviceType: leads.serviceType,
      isSocialEquityApplicant: leads.isSocialEquityApplicant,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(
      leadFilterCondition({ ...NO_LEAD_FILTERS, overdue: true }, now.getTime(), settings.hours),
    )
    .orderBy(asc(leads.createdAt));
  if (overdue.length === 0) return { sent: false, day, reason: 'nothing_overdue' };

  const recipients = settings.staffNotifyEmail
    ? [settings.staffNotifyEmail]
    : (
        await db
          .select({ email: teamMembers.email })
          .from(teamMembers)
          .where(eq(teamMembers.role, 'admin'))
          .orderBy(asc(teamMembers.email))
      ).map((admin) => admin.email);
  if (recipients.length === 0) return { sent: false, day, reason: 'no_recipients' };

  return db.transaction(async (tx) => {
    // The day's row is the claim: a second run (or worker) finds it taken and queues nothing.
    const claimed = await tx
      .insert(staffDigests)
      .values({ day, overdueCount: overdue.length, recipients: recipients.length })
      .onConflictDoNothing()
      .returning({ day: staffDigests.day });
    if (claimed.length === 0) return { sent: false, day, reason: 'already_sent' } as const;
    for (const to of recipients) {
      await queueEmail(tx, overdueDigestEmail(overdue, to, settings, day));
    }
    return { sent: true, day, overdue: overdue.length, recipients: recipients.length } as const;
  });
}
