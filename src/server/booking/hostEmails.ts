import { FIRM_TIME_ZONE } from '../../lib/firmTime.ts';
import { subjectName } from '../mail/subjectName.ts';
import { phoneForDisplay } from '../../lib/schemas/booking.ts';
import { divisionById, site } from '../../lib/site.ts';
import { leadAdminUrl } from '../mail/consultationEmails.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import {
  bareAddress,
  BOOKING_CONFIRMED_HOST_KIND,
  meetingTime,
  type ConfirmedBooking,
} from './bookingEmails.ts';
import { bookingInvite } from './invite.ts';

/**
 * What the host of a consultation is told, in English (staff work in the English admin) and in
 * Eastern time: who is calling (name, phone, email, company, their message), and every change to
 * it. The host has a calendar copy of the visitor's event (same UID and SEQUENCE) that carries the
 * visitor's details: it lands in the firm's own calendar, the visitor's copy never does.
 */
export { BOOKING_CONFIRMED_HOST_KIND };
export const BOOKING_RESCHEDULED_HOST_KIND = 'booking_rescheduled_host';
export const BOOKING_MOVED_TO_HOST_KIND = 'booking_moved_to_host';
export const BOOKING_MOVED_FROM_HOST_KIND = 'booking_moved_from_host';
export const BOOKING_CANCELLED_HOST_KIND = 'booking_cancelled_host';

export interface Host {
  name: string;
  email: string;
}

/** A booking as its host hears of it: the visitor's contact details and note too. */
export interface HostBooking extends ConfirmedBooking {
  phone: string | null;
  company: string | null;
  message: string;
}

interface HostSettings {
  siteUrl: string;
  mailFrom: string;
  now?: Date;
}

export const firmTime = (startsAt: Date) =>
  meetingTime({ locale: 'en', visitorTimeZone: FIRM_TIME_ZONE, startsAt });

/** The lines a host needs to make the call. */
export function visitorDetails(booking: HostBooking, siteUrl: string): string[] {
  return [
    `Division: ${divisionById(booking.division).name}`,
    `Name: ${booking.name}`,
    `Phone: ${booking.phone ? phoneForDisplay(booking.phone) : 'not given (write to the email below)'}`,
    `Email: ${booking.email}`,
    ...(booking.company ? [`Company: ${booking.company}`] : []),
    `Speaks: ${booking.locale === 'es' ? 'Spanish' : 'English'}`,
    '',
    'Their message:',
    booking.message,
    ...(booking.leadId ? ['', `Open the lead: ${leadAdminUrl(siteUrl, booking.leadId)}`] : []),
  ];
}

/** The host's copy of the event: same UID and SEQUENCE as the visitor's, their details inside. */
export function hostInvitation(
  booking: HostBooking,
  host: Host,
  method: 'REQUEST' | 'CANCEL',
  settings: HostSettings,
  times: { start: Date; end: Date } = { start: booking.startsAt, end: booking.endsAt },
) {
  return {
    method,
    content: bookingInvite({
      uid: booking.icalUid,
      sequence: booking.icalSequence,
      method,
      start: times.start,
      end: times.end,
      stamp: settings.now ?? new Date(),
      summary: `Free consultation: ${booking.name}${booking.phone ? `, ${phoneForDisplay(booking.phone)}` : ''} (${divisionById(booking.division).name})`,
      description: visitorDetails(booking, settings.siteUrl).join('\n'),
      organizer: { name: site.name, email: bareAddress(settings.mailFrom) },
      attendees: [{ name: booking.name, email: booking.email }, host],
    }),
  };
}

function hostEmail(
  booking: HostBooking,
  host: Host,
  kind: string,
  subject: string,
  lead: string[],
  calendar: OutgoingEmail['calendar'],
  settings: HostSettings,
): OutgoingEmail {
  return {
    kind,
    priority: 'staff',
    to: host.email,
    subject,
    text: [...lead, '', ...visitorDetails(booking, settings.siteUrl)].join('\n'),
    relatedId: booking.id,
    calendar,
  };
}

/** A new confirmed booking. */
export function hostBookedEmail(
  booking: HostBooking,
  host: Host,
  settings: HostSettings,
): OutgoingEmail {
  const when = firmTime(booking.startsAt);
  return hostEmail(
    booking,
    host,
    BOOKING_CONFIRMED_HOST_KIND,
    `Consultation booked with you: ${subjectName(booking.name)} (${divisionById(booking.division).name}), ${when}`,
    [`${booking.name} booked a free consultation with you and confirmed it.`, '', `When: ${when}`],
    hostInvitation(booking, host, 'REQUEST', settings),
    settings,
  );
}

/**
 * A move, as each host involved hears it. The same host: the new time (REQUEST). Another host:
 * the old one gets a CANCEL of their copy (so their calendar drops it) and a notice naming who has
 * it now; the new one a "moved to you" (not a second booking) with the REQUEST.
 */
export function hostMovedEmails(
  booking: HostBooking,
  before: { startsAt: Date; endsAt: Date; host?: Host },
  after: Host | undefined,
  settings: HostSettings,
): OutgoingEmail[] {
  const was = firmTime(before.startsAt);
  const now = firmTime(booking.startsAt);
  const division = divisionById(booking.division).name;
  const sameHost = before.host && after && before.host.email === after.email;
  if (sameHost) {
    return [
      hostEmail(
        booking,
        after,
        BOOKING_RESCHEDULED_HOST_KIND,
        `Consultation moved: ${subjectName(booking.name)} (${division}), now ${now}`,
        [`Your consultation with ${booking.name} was moved.`, '', `Was: ${was}`, `Now: ${now}`],
        hostInvitation(booking, after, 'REQUEST', settings),
        settings,
      ),
    ];
  }
  const emails: OutgoingEmail[] = [];
  if (before.host) {
    emails.push(
      hostEmail(
        booking,
        before.host,
        BOOKING_MOVED_FROM_HOST_KIND,
        `Consultation moved to ${after?.name ?? 'another host'}: ${subjectName(booking.name)}, ${was}`,
        [
          `Your consultation with ${booking.name} of ${was} was moved to ${now}, with ${after?.name ?? 'another host'}.`,
          'It is no longer yours: the attached cancellation takes it off your calendar.',
        ],
        hostInvitation(booking, before.host, 'CANCEL', settings, {
          start: before.startsAt,
          end: before.endsAt,
        }),
        settings,
      ),
    );
  }
  if (after) {
    emails.push(
      hostEmail(
        booking,
        after,
        BOOKING_MOVED_TO_HOST_KIND,
        `Consultation moved to you: ${subjectName(booking.name)} (${division}), ${now}`,
        [
          `A booked consultation was moved to you${before.host ? ` from ${before.host.name}` : ''}. It is not a new booking: it was on ${was}.`,
          '',
          `When: ${now}`,
        ],
        hostInvitation(booking, after, 'REQUEST', settings),
        settings,
      ),
    );
  }
  return emails;
}

/** A cancellation, with who did it and why when staff did. */
export function hostCancelledEmail(
  booking: HostBooking,
  host: Host,
  cancelledBy: string,
  reason: string | undefined,
  settings: HostSettings,
): OutgoingEmail {
  const when = firmTime(booking.startsAt);
  return hostEmail(
    booking,
    host,
    BOOKING_CANCELLED_HOST_KIND,
    `Consultation cancelled: ${subjectName(booking.name)}, ${when}`,
    [
      `The free consultation with ${booking.name} of ${when} was cancelled by ${cancelledBy}. The time is free again.`,
      ...(reason ? ['', `Reason given to the visitor: ${reason}`] : []),
    ],
    hostInvitation(booking, host, 'CANCEL', settings),
    settings,
  );
}
