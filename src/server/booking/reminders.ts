import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { emailOutbox } from '../../../db/schema.ts';
import { escapeHtml } from '../mail/consultationEmails.ts';
import { queueEmail, type OutgoingEmail } from '../mail/outbox.ts';
import { meetingTime, type BookingForEmail } from './bookingEmails.ts';

/**
 * Reminders are outbox rows due 24 hours and 1 hour before the meeting (the delivery pass sends
 * what is due), queued when the booking is confirmed or moved; moving or cancelling deletes the
 * ones not yet sent, so nobody is reminded of a time that no longer holds.
 */
export const REMINDER_KINDS = ['booking_reminder_24h', 'booking_reminder_1h'] as const;

type Tx = Pick<Database, 'insert' | 'update' | 'delete'>;

const words = {
  en: {
    subject: (when: string) => `Reminder: your free consultation, ${when}`,
    body: (when: string) =>
      `This is a reminder of your free consultation: ${when}. We will call you then.`,
  },
  es: {
    subject: (when: string) => `Recordatorio: su consulta gratuita, ${when}`,
    body: (when: string) =>
      `Le recordamos su consulta gratuita: ${when}. Lo llamaremos a esa hora.`,
  },
} as const;

export async function queueReminders(tx: Tx, booking: BookingForEmail, now = Date.now()) {
  const when = meetingTime(booking);
  const w = words[booking.locale];
  for (const [kind, hours] of [
    [REMINDER_KINDS[0], 24],
    [REMINDER_KINDS[1], 1],
  ] as const) {
    const due = booking.startsAt.getTime() - hours * 3600_000;
    if (due <= now) continue;
    const email: OutgoingEmail = {
      kind,
      priority: 'visitor',
      to: booking.email,
      subject: w.subject(when),
      text: w.body(when),
      html: `<p>${escapeHtml(w.body(when))}</p>`,
      relatedId: booking.id,
    };
    const id = await queueEmail(tx, email);
    await tx
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(due) })
      .where(eq(emailOutbox.id, id));
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
