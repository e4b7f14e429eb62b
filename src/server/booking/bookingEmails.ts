import { lengthInProse, meetingTimeText } from '../../lib/booking/timeLabels.ts';
import { FIRM_TIME_ZONE } from '../../lib/firmTime.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { divisionById, site, type DivisionId } from '../../lib/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { escapeHtml, greetingName, leadAdminUrl } from '../mail/consultationEmails.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { bookingInvite } from './invite.ts';
import { subjectName } from '../mail/subjectName.ts';

/**
 * The booking's emails. The visitor's are written in their language and show the time in their own
 * zone, with Eastern time beside it when the two differ. A confirmation request only ever carries
 * the visitor's first name and the time: the address was typed by whoever filled the form.
 */
export const BOOKING_CONFIRM_REQUEST_KIND = 'booking_confirm_request';
export const BOOKING_CONFIRMED_VISITOR_KIND = 'booking_confirmed_visitor';
export const BOOKING_CONFIRMED_STAFF_KIND = 'booking_confirmed_staff';
export const BOOKING_CONFIRMED_HOST_KIND = 'booking_confirmed_host';

export interface BookingForEmail {
  id: string;
  name: string;
  email: string;
  division: DivisionId;
  locale: Locale;
  visitorTimeZone: string;
  startsAt: Date;
}

/**
 * "Tuesday, March 10, 2026, 9:30 AM EDT", in the visitor's zone and, when it differs, ET beside it
 * (with its date when on another day): written as the booking page writes it (timeLabels.ts).
 */
export function meetingTime(
  booking: Pick<BookingForEmail, 'locale' | 'visitorTimeZone' | 'startsAt'>,
) {
  return meetingTimeText(booking.locale, booking.startsAt, booking.visitorTimeZone);
}

/** The consultation's length as the facts in force give it. */
const length = (locale: Locale, facts: PublishedFacts) =>
  lengthInProse(locale, facts.site.consultationMinutes);

export function bookingPageUrl(
  siteUrl: string,
  locale: Locale,
  page: 'confirm' | 'manage',
  token: string,
) {
  const prefix = locale === 'es' ? '/es' : '';
  return `${siteUrl}${prefix}/book/${page}?token=${encodeURIComponent(token)}`;
}

export const words = {
  en: {
    confirmSubject: (when: string) => `Confirm your free consultation: ${when}`,
    greeting: (name?: string) => (name ? `Hello ${name},` : 'Hello,'),
    confirmIntro: (division: string, facts: PublishedFacts) =>
      `We are holding this time for your free ${length('en', facts)} ${division} consultation with ${site.name}:`,
    confirmAsk: (minutes: number) =>
      `Please confirm within ${minutes} minutes with the link below. If you do not, the time is released.`,
    confirmButton: 'Confirm my consultation',
    notYou: 'If you did not ask for this, ignore this email and nothing will be booked.',
    confirmedSubject: (when: string) => `Your free consultation is booked: ${when}`,
    confirmedIntro: (division: string, facts: PublishedFacts) =>
      `Your free ${length('en', facts)} ${division} consultation with ${site.name} is confirmed:`,
    // With the phone number in force (the caller's facts: after a local publish, the new one).
    confirmedNext: ({ site }: PublishedFacts) =>
      `We will call you at the time above. To change it, reply to this email or call ${site.phone}.`,
    manage: 'To move or cancel it:',
    cancelledSubject: (when: string) => `Your free consultation is cancelled: ${when}`,
    cancelledBody: `This consultation is cancelled and the time released. You can book another time on our website whenever you like.`,
  },
  es: {
    confirmSubject: (when: string) => `Confirme su consulta gratuita: ${when}`,
    greeting: (name?: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    // Not "Le reservamos": nothing is booked until the visitor confirms.
    confirmIntro: (division: string, facts: PublishedFacts) =>
      `Le guardamos este horario para su consulta gratuita ${length('es', facts)} sobre ${division} con ${site.name}:`,
    confirmAsk: (minutes: number) =>
      `Confírmela en los próximos ${minutes} minutos con el enlace que aparece abajo. De lo contrario, el horario quedará libre.`,
    confirmButton: 'Confirmar mi consulta',
    notYou: 'Si usted no la solicitó, ignore este mensaje y no se reservará nada.',
    confirmedSubject: (when: string) => `Su consulta gratuita está confirmada: ${when}`,
    confirmedIntro: (division: string, facts: PublishedFacts) =>
      `Su consulta gratuita ${length('es', facts)} sobre ${division} con ${site.name} está confirmada:`,
    confirmedNext: ({ site }: PublishedFacts) =>
      `Lo llamaremos a la hora indicada. Para cambiarla, responda a este mensaje o llame al ${site.phone}.`,
    manage: 'Para cambiarla o cancelarla:',
    cancelledSubject: (when: string) => `Su consulta gratuita está cancelada: ${when}`,
    // Said to a visitor who may have cancelled it themself: not "Cancelamos".
    cancelledBody: `Esta consulta quedó cancelada y el horario está libre. Puede reservar otro horario en nuestro sitio web cuando lo desee.`,
  },
} as const;

/** Division names as the Spanish pages call them. */
const SPANISH_DIVISIONS: Record<DivisionId, string> = {
  cannabis: 'cannabis y equidad social',
  'real-estate': 'bienes raíces',
  marketing: 'mercadeo',
  'clean-energy': 'energía limpia',
};

export function divisionName(division: DivisionId, locale: Locale) {
  return locale === 'es' ? SPANISH_DIVISIONS[division] : divisionById(division).name;
}

export function htmlDocument(body: string, lang: Locale): string {
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#16201b;line-height:1.5">${body}</body></html>`;
}

export function confirmRequestEmail(
  booking: BookingForEmail,
  link: string,
  holdMinutes: number,
  facts: PublishedFacts,
): OutgoingEmail {
  const w = words[booking.locale];
  const when = meetingTime(booking);
  const greeting = w.greeting(greetingName(booking.name));
  const intro = w.confirmIntro(divisionName(booking.division, booking.locale), facts);
  const ask = w.confirmAsk(holdMinutes);
  return {
    kind: BOOKING_CONFIRM_REQUEST_KIND,
    // The link is only good for the hold's 20 minutes: it must not wait behind a backlog.
    priority: 'security',
    to: booking.email,
    subject: w.confirmSubject(when),
    text: [greeting, '', intro, when, '', ask, link, '', w.notYou].join('\n'),
    html: htmlDocument(
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}<br><strong>${escapeHtml(when)}</strong></p>` +
        `<p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(w.confirmButton)}</a></p>` +
        `<p>${escapeHtml(w.notYou)}</p>`,
      booking.locale,
    ),
    relatedId: booking.id,
  };
}

export interface ConfirmedBooking extends BookingForEmail {
  leadId: string;
  endsAt: Date;
  icalUid: string;
  icalSequence: number;
  /** Who takes the call; they get the invitation too. */
  host?: { name: string; email: string };
  /** The visitor's link to move or cancel the booking. */
  manageLink?: string;
}

export function confirmedEmails(
  booking: ConfirmedBooking,
  settings: {
    siteUrl: string;
    staffNotifyEmail?: string;
    mailFrom: string;
    facts: PublishedFacts;
    now?: Date;
  },
): OutgoingEmail[] {
  const w = words[booking.locale];
  const when = meetingTime(booking);
  const firmWhen = meetingTime({ ...booking, locale: 'en', visitorTimeZone: FIRM_TIME_ZONE });
  const next = w.confirmedNext(settings.facts);
  const calendar = invitation(booking, 'REQUEST', next, settings);
  const greeting = w.greeting(greetingName(booking.name));
  const intro = w.confirmedIntro(divisionName(booking.division, booking.locale), settings.facts);
  const emails: OutgoingEmail[] = [
    {
      kind: BOOKING_CONFIRMED_VISITOR_KIND,
      priority: 'visitor',
      to: booking.email,
      subject: w.confirmedSubject(when),
      text: [
        greeting,
        '',
        intro,
        when,
        '',
        next,
        ...(booking.manageLink ? ['', w.manage, booking.manageLink] : []),
      ].join('\n'),
      html: htmlDocument(
        `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}<br><strong>${escapeHtml(when)}</strong></p>` +
          `<p>${escapeHtml(next)}</p>` +
          (booking.manageLink
            ? `<p>${escapeHtml(w.manage)} <a href="${escapeHtml(booking.manageLink)}">${escapeHtml(booking.manageLink)}</a></p>`
            : ''),
        booking.locale,
      ),
      relatedId: booking.id,
      calendar,
    },
  ];
  if (settings.staffNotifyEmail) {
    const link = leadAdminUrl(settings.siteUrl, booking.leadId);
    const division = divisionById(booking.division).name;
    emails.push({
      kind: BOOKING_CONFIRMED_STAFF_KIND,
      priority: 'staff',
      to: settings.staffNotifyEmail,
      subject: `Consultation booked: ${subjectName(booking.name)} (${division}), ${firmWhen}`,
      text: [
        `A free consultation was booked online and confirmed by the visitor.`,
        '',
        `When: ${firmWhen}`,
        `Division: ${division}`,
        `Name: ${booking.name}`,
        `Email: ${booking.email}`,
        '',
        `Open the lead: ${link}`,
      ].join('\n'),
      relatedId: booking.id,
    });
  }
  return emails;
}

/**
 * The visitor's .ics, in their language: the booking's UID and SEQUENCE, the visitor and the host
 * invited. The host gets their own copy of the same event (hostEmails.ts).
 */
export function invitation(
  booking: ConfirmedBooking,
  method: 'REQUEST' | 'CANCEL',
  description: string,
  settings: { mailFrom: string; now?: Date },
) {
  return {
    method,
    content: bookingInvite({
      uid: booking.icalUid,
      sequence: booking.icalSequence,
      method,
      start: booking.startsAt,
      end: booking.endsAt,
      stamp: settings.now ?? new Date(),
      summary: `${site.name}: ${booking.locale === 'es' ? 'consulta gratuita' : 'free consultation'} (${divisionName(booking.division, booking.locale)})`,
      description,
      organizer: { name: site.name, email: bareAddress(settings.mailFrom) },
      attendees: [
        { name: booking.name, email: booking.email },
        ...(booking.host ? [booking.host] : []),
      ],
    }),
  };
}

/** "Legacy Equity Group <office@example.com>" → "office@example.com". */
export function bareAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
