import { FIRM_TIME_ZONE } from '../../lib/firmTime.ts';
import { divisionById } from '../../lib/site.ts';
import { leadAdminUrl } from '../mail/consultationEmails.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { meetingTime, type BookingForEmail } from './bookingEmails.ts';
import { subjectName } from '../mail/subjectName.ts';

export const BOOKING_RESCHEDULED_STAFF_KIND = 'booking_rescheduled_staff';
export const BOOKING_CANCELLED_STAFF_KIND = 'booking_cancelled_staff';

export type BookingChange =
  | { kind: 'rescheduled'; from: Date; hosts?: { from?: string; to?: string } }
  | { kind: 'cancelled'; reason?: string };

/**
 * STAFF_NOTIFY_EMAIL hears of a move or a cancellation as it heard of the booking, in English and
 * Eastern time, with who made the change (the visitor from their link, or a staff member).
 */
export function staffChangeEmail(
  booking: BookingForEmail & { leadId: string | null },
  change: BookingChange,
  settings: { siteUrl: string; staffNotifyEmail: string; changedBy: string },
): OutgoingEmail {
  const firm = (startsAt: Date) =>
    meetingTime({ locale: 'en', visitorTimeZone: FIRM_TIME_ZONE, startsAt });
  const division = divisionById(booking.division).name;
  const when = firm(booking.startsAt);
  const lines =
    change.kind === 'rescheduled'
      ? [
          `A booked free consultation was moved by ${settings.changedBy}.`,
          '',
          `Was: ${firm(change.from)}`,
          `Now: ${when}`,
          ...(change.hosts && change.hosts.from !== change.hosts.to
            ? [`Host: ${change.hosts.from ?? 'none'} → ${change.hosts.to ?? 'none'}`]
            : change.hosts?.to
              ? [`Host: ${change.hosts.to}`]
              : []),
        ]
      : [
          `A booked free consultation was cancelled by ${settings.changedBy}. The time is free again.`,
          '',
          `When: ${when}`,
          ...(change.reason ? [`Reason given to the visitor: ${change.reason}`] : []),
        ];
  return {
    kind:
      change.kind === 'rescheduled' ? BOOKING_RESCHEDULED_STAFF_KIND : BOOKING_CANCELLED_STAFF_KIND,
    priority: 'staff',
    to: settings.staffNotifyEmail,
    subject: `Consultation ${change.kind === 'rescheduled' ? 'moved' : 'cancelled'}: ${subjectName(booking.name)} (${division}), ${when}`,
    text: [
      ...lines,
      `Division: ${division}`,
      `Name: ${booking.name}`,
      `Email: ${booking.email}`,
      ...(booking.leadId
        ? ['', `Open the lead: ${leadAdminUrl(settings.siteUrl, booking.leadId)}`]
        : []),
    ].join('\n'),
    relatedId: booking.id,
  };
}
