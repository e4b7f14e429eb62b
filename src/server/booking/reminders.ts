import { and, eq, inArray } from 'drizzle-orm';
import { subjectName } from '../mail/subjectName.ts';
import type { Database } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema.ts';
import { escapeHtml } from '../mail/consultationEmails.ts';
import { queueEmail, type OutgoingEmail } from '../mail/outbox.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { meetingTime } from './bookingEmails.ts';
import { firmTime, visitorDetails, type Host, type HostBooking } from './hostEmails.ts';

/**
 * Reminders are outbox rows due 24 hours and 1 hour before the meeting (the delivery pass sends
 * what is due), queued when the booking is confirmed or moved; moving or cancelling deletes the
 * ones not yet sent, so nobody is reminded of a time that no longer holds. The visitor's carry the
 * manage link (to move or cancel from the reminder) and the firm's phone; the host gets theirs, in
 * English and Eastern time, with the visitor's details. The manage link is cut from the row once
 * sent, like every booking link (bookingLinkScrub.ts).
 */
export const VISITOR_REMINDER_KINDS = ['booking_reminder_24h', 'booking_reminder_1h'] as const;
export const HOST_REMINDER_KINDS = [
  'booking_host_reminder_24h',
  'booking_host_reminder_1h',
] as const;
export const REMINDER_KINDS = [...VISITOR_REMINDER_KINDS, ...HOST_REMINDER_KINDS] as const;

type Tx = Pick<Database, 'insert' | 'update' | 'delete'>;

const words = {
  en: {
    subject: (when: string) => `Reminder: your free consultation, ${when}`,
    body: (when: string) =>
      `This is a reminder of your free consultation: ${when}. We will call you then.`,
    manage: 'To move or cancel it:',
    call: (phone: string) => `Questions? Call us at ${phone}.`,
  },
  es: {
    subject: (when: string) => `Recordatorio: su consulta gratuita, ${when}`,
    body: (when: string) =>
      `Le recordamos su consulta gratuita: ${when}. Lo llamaremos a esa hora.`,
    manage: 'Para cambiarla o cancelarla:',
    call: (phone: string) => `¿Tiene preguntas? Llámenos al ${phone}.`,
  },
} as const;

function visitorReminder(
  booking: HostBooking,
  kind: (typeof VISITOR_REMINDER_KINDS)[number],
  { site }: PublishedFacts,
): OutgoingEmail {
  const when = meetingTime(booking);
  const w = words[booking.locale];
  const lines = [
    w.body(when),
    ...(booking.manageLink ? ['', w.manage, booking.manageLink] : []),
    '',
    w.call(site.phone),
  ];
  return {
    kind,
    priority: 'visitor',
    to: booking.email,
    subject: w.subject(when),
    text: lines.join('\n'),
    html:
      `<p>${escapeHtml(w.body(when))}</p>` +
      (booking.manageLink
        ? `<p>${escapeHtml(w.manage)} <a href="${escapeHtml(booking.manageLink)}">${escapeHtml(booking.manageLink)}</a></p>`
        : '') +
      `<p>${escapeHtml(w.call(site.phone))}</p>`,
    relatedId: booking.id,
  };
}

function hostReminder(
  booking: HostBooking,
  host: Host,
  kind: (typeof HOST_REMINDER_KINDS)[number],
  siteUrl: string,
): OutgoingEmail {
  const when = firmTime(booking.startsAt);
  return {
    kind,
    priority: 'staff',
    to: host.email,
    subject: `Reminder: consultation with ${subjectName(booking.name)}, ${when}`,
    text: [
      `Reminder: you have a free consultation with ${booking.name}.`,
      '',
      `When: ${when}`,
      ...visitorDetails(booking, siteUrl),
    ].join('\n'),
    relatedId: booking.id,
  };
}

export async function queueReminders(
  tx: Tx,
  booking: HostBooking,
  options: { siteUrl: string; facts: PublishedFacts; now?: number },
) {
  const now = options.now ?? Date.now();
  for (const [visitorKind, hostKind, hours] of [
    [VISITOR_REMINDER_KINDS[0], HOST_REMINDER_KINDS[0], 24],
    [VISITOR_REMINDER_KINDS[1], HOST_REMINDER_KINDS[1], 1],
  ] as const) {
    const due = booking.startsAt.getTime() - hours * 3600_000;
    if (due <= now) continue;
    const emails = [visitorReminder(booking, visitorKind, options.facts)];
    if (booking.host) emails.push(hostReminder(booking, booking.host, hostKind, options.siteUrl));
    for (const email of emails) {
      const id = await queueEmail(tx, email);
      await tx
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(due) })
        .where(eq(emailOutbox.id, id));
    }
  }
}

export async function dropReminders(tx: Tx, bookingId: string) {
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.relatedId, bookingId),
        eq(emailOutbox.status, 'pending'),
        inArray(emailOutbox.kind, [...REMINDER_KINDS]),
      ),
    );
}
