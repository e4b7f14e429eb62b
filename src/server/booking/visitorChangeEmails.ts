import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { site } from '../../lib/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { escapeHtml, greetingName } from '../mail/consultationEmails.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import {
  divisionName,
  htmlDocument,
  invitation,
  meetingTime,
  words as bookingWords,
  type ConfirmedBooking,
} from './bookingEmails.ts';

/**
 * What the visitor is told when their booking moves or is cancelled, in their language and zone.
 * A move names the old and the new time (it is not a new booking); a cancellation says who
 * cancelled: the visitor (from their link) is told it is done, while a cancellation by the firm
 * gives the reason staff typed, the firm's phone and the page to book again.
 */
export const BOOKING_RESCHEDULED_VISITOR_KIND = 'booking_rescheduled_visitor';
export const BOOKING_CANCELLED_KIND = 'booking_cancelled';

/** Who made the change: the visitor from their manage link, or staff on their behalf. */
export type ChangedBy = { by: 'visitor' } | { by: 'staff'; reason?: string };

export function rebookUrl(siteUrl: string, locale: Locale): string {
  return `${siteUrl}${locale === 'es' ? '/es' : ''}/book`;
}

const words = {
  en: {
    movedSubject: (when: string) => `Your free consultation was moved: ${when}`,
    movedIntro: (division: string, by: ChangedBy['by']) =>
      by === 'visitor'
        ? `Your free ${division} consultation with ${site.name} is moved to the new time below.`
        : `We moved your free ${division} consultation with ${site.name} to the new time below.`,
    was: 'Was:',
    now: 'Now:',
    movedByStaffNote: ({ site }: PublishedFacts) =>
      `If the new time does not suit you, choose another with the link below or call us at ${site.phone}.`,
    cancelledSubject: (when: string) => `Your free consultation is cancelled: ${when}`,
    cancelledByVisitor: (link: string) =>
      `You cancelled this consultation and the time is free again. You can book another time whenever you like: ${link}`,
    cancelledByStaff: 'We are sorry: we had to cancel this consultation.',
    reason: 'Reason:',
    rebookByStaff: (link: string, { site }: PublishedFacts) =>
      `Please choose another time at ${link}, or call us at ${site.phone} and we will find one with you.`,
  },
  es: {
    movedSubject: (when: string) => `Su consulta gratuita cambió de horario: ${when}`,
    movedIntro: (division: string, by: ChangedBy['by']) =>
      by === 'visitor'
        ? `Su consulta gratuita de ${division} con ${site.name} quedó programada para el nuevo horario que aparece abajo.`
        : `Cambiamos su consulta gratuita de ${division} con ${site.name} al nuevo horario que aparece abajo.`,
    was: 'Antes:',
    now: 'Ahora:',
    movedByStaffNote: ({ site }: PublishedFacts) =>
      `Si el nuevo horario no le conviene, elija otro con el enlace que aparece abajo o llámenos al ${site.phone}.`,
    cancelledSubject: (when: string) => `Su consulta gratuita está cancelada: ${when}`,
    cancelledByVisitor: (link: string) =>
      `Usted canceló esta consulta y el horario quedó libre. Puede reservar otro horario cuando lo desee: ${link}`,
    cancelledByStaff: 'Lamentamos informarle que tuvimos que cancelar esta consulta.',
    reason: 'Motivo:',
    rebookByStaff: (link: string, { site }: PublishedFacts) =>
      `Puede elegir otro horario en ${link} o llamarnos al ${site.phone} y lo buscaremos con usted.`,
  },
} as const;

/** The visitor's updated invitation (REQUEST, raised SEQUENCE) with the old and the new time. */
export function visitorMovedEmail(
  booking: ConfirmedBooking,
  from: Date,
  changedBy: ChangedBy,
  settings: { mailFrom: string; facts: PublishedFacts; now?: Date },
): OutgoingEmail {
  const w = words[booking.locale];
  const shared = bookingWords[booking.locale];
  const next = shared.confirmedNext(settings.facts);
  const was = meetingTime({ ...booking, startsAt: from });
  const now = meetingTime(booking);
  const greeting = shared.greeting(greetingName(booking.name));
  const intro = w.movedIntro(divisionName(booking.division, booking.locale), changedBy.by);
  const note = changedBy.by === 'staff' ? w.movedByStaffNote(settings.facts) : next;
  const manage = booking.manageLink ? ['', shared.manage, booking.manageLink] : [];
  return {
    kind: BOOKING_RESCHEDULED_VISITOR_KIND,
    priority: 'visitor',
    to: booking.email,
    subject: w.movedSubject(now),
    text: [greeting, '', intro, '', `${w.was} ${was}`, `${w.now} ${now}`, '', note, ...manage].join(
      '\n',
    ),
    html: htmlDocument(
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
        `<p>${escapeHtml(w.was)} <s>${escapeHtml(was)}</s><br>${escapeHtml(w.now)} <strong>${escapeHtml(now)}</strong></p>` +
        `<p>${escapeHtml(note)}</p>` +
        (booking.manageLink
          ? `<p>${escapeHtml(shared.manage)} <a href="${escapeHtml(booking.manageLink)}">${escapeHtml(booking.manageLink)}</a></p>`
          : ''),
      booking.locale,
    ),
    relatedId: booking.id,
    calendar: invitation(booking, 'REQUEST', next, settings),
  };
}

/** METHOD:CANCEL under the booking's UID, worded by who cancelled. */
export function visitorCancelledEmail(
  booking: ConfirmedBooking,
  changedBy: ChangedBy,
  settings: { siteUrl: string; mailFrom: string; facts: PublishedFacts; now?: Date },
): OutgoingEmail {
  const w = words[booking.locale];
  const when = meetingTime(booking);
  const link = rebookUrl(settings.siteUrl, booking.locale);
  const body =
    changedBy.by === 'visitor'
      ? [w.cancelledByVisitor(link)]
      : [
          w.cancelledByStaff,
          ...(changedBy.reason ? [`${w.reason} ${changedBy.reason}`] : []),
          '',
          w.rebookByStaff(link, settings.facts),
        ];
  return {
    kind: BOOKING_CANCELLED_KIND,
    priority: 'visitor',
    to: booking.email,
    subject: w.cancelledSubject(when),
    text: [
      bookingWords[booking.locale].greeting(greetingName(booking.name)),
      '',
      when,
      '',
      ...body,
    ].join('\n'),
    relatedId: booking.id,
    calendar: invitation(booking, 'CANCEL', body.filter(Boolean).join('\n'), settings),
  };
}
