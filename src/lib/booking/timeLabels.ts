import { FIRM_TIME_ZONE } from '../firmTime.ts';
import type { Locale } from '../../i18n/locales.ts';

/**
 * How a booking's times and zones are written, on the page and in its emails alike: the zone named
 * by the date it falls on (EST in winter, EDT in summer), the firm's zone called "hora del Este" in
 * every Spanish text, and Spanish hours written "9:00 a. m." as the rest of the Spanish site does
 * (Intl writes "a.m.").
 */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The Spanish name of the firm's zone, the one the Spanish pages use (GLOSSARY.es.md). */
const SPANISH_EASTERN = 'hora del Este';

// A formatter is costly to build and a month grid asks for hundreds of labels: each is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();
export function formatter(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

/** "9:00 a.m." → "9:00 a. m." in Spanish; English as Intl writes it. */
export function siteMeridiem(locale: Locale, text: string): string {
  return locale === 'es' ? text.replace(/\b([ap])\.\s?m\./g, '$1. m.') : text;
}

function zonePart(locale: Locale, timeZone: string, at: Date, style: 'short' | 'longGeneric') {
  return formatter(LANGUAGE_TAGS[locale], { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
}

/**
 * The zone as it reads beside a time on that date: "EST" / "EDT" / "PST" in English; in Spanish
 * "hora del Este" for the firm's zone and Intl's generic name for others ("hora del Pacífico").
 */
export function zoneAtTime(locale: Locale, timeZone: string, at: Date): string {
  if (locale === 'es') {
    if (timeZone === FIRM_TIME_ZONE) return SPANISH_EASTERN;
    return zonePart('es', timeZone, at, 'longGeneric') ?? timeZone;
  }
  return zonePart('en', timeZone, at, 'short') ?? timeZone;
}

/**
 * The zone's name whatever the date, for the zone select and headings: "Eastern Time (New York)",
 * "Hora del Este (New York)". Generic names are short (the select is not truncated at 390 px) and
 * never say "Standard" on a summer date.
 */
export function zoneName(locale: Locale, timeZone: string): string {
  const city = timeZone.split('/').at(-1)!.replaceAll('_', ' ');
  const generic = genericZoneName(locale, timeZone);
  const name = generic.charAt(0).toUpperCase() + generic.slice(1);
  return generic === timeZone ? name : `${name} (${city})`;
}

/** "Eastern Time", "hora del Este", "hora del Pacífico": the zone in a sentence or a heading. */
export function genericZoneName(locale: Locale, timeZone: string): string {
  if (locale === 'es' && timeZone === FIRM_TIME_ZONE) return SPANISH_EASTERN;
  return zonePart(locale, timeZone, new Date(), 'longGeneric') ?? timeZone;
}

/** "9:30 AM" / "9:30 a. m." in a zone. */
export function clockTime(locale: Locale, instant: string | Date, timeZone: string): string {
  const text = formatter(LANGUAGE_TAGS[locale], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
  return siteMeridiem(locale, text);
}

/** "Tuesday, March 10, 2026" in a zone. */
export function dateInZone(locale: Locale, instant: string | Date, timeZone: string): string {
  return formatter(LANGUAGE_TAGS[locale], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

/** "Mar 10" in a zone: the date beside a firm time that falls on another day than the visitor's. */
export function shortDate(locale: Locale, instant: string | Date, timeZone: string): string {
  return formatter(LANGUAGE_TAGS[locale], { month: 'short', day: 'numeric', timeZone }).format(
    new Date(instant),
  );
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a zone. */
function dayKey(instant: string | Date, timeZone: string): string {
  return formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
}

/** Whether a zone shows the same wall-clock time as the firm's at this instant. */
export function sameOffset(instant: string | Date, timeZone: string): boolean {
  const at = (zone: string) =>
    formatter('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).format(new Date(instant));
  return at(timeZone) === at(FIRM_TIME_ZONE);
}

/**
 * The firm's time beside a visitor's, or '' when both zones read the same: "10:00 AM EST", with
 * its date first when the firm's calendar is on another day ("Dec 6, 10:00 PM EST").
 */
export function firmTimeBeside(locale: Locale, instant: string | Date, timeZone: string): string {
  if (sameOffset(instant, timeZone)) return '';
  const time = `${clockTime(locale, instant, FIRM_TIME_ZONE)} ${zoneAtTime(locale, FIRM_TIME_ZONE, new Date(instant))}`;
  return dayKey(instant, timeZone) === dayKey(instant, FIRM_TIME_ZONE)
    ? time
    : `${shortDate(locale, instant, FIRM_TIME_ZONE)}, ${time}`;
}

/**
 * "Tuesday, March 10, 2026, 9:30 AM EDT" in the visitor's zone, with the firm's time after it when
 * it differs: "… 6:30 AM PDT (9:30 AM EDT)". The one way a booking's time is written.
 */
export function meetingTimeText(locale: Locale, instant: string | Date, timeZone: string): string {
  const at = new Date(instant);
  const mine = `${dateInZone(locale, at, timeZone)}, ${clockTime(locale, at, timeZone)} ${zoneAtTime(locale, timeZone, at)}`;
  const firm = firmTimeBeside(locale, at, timeZone);
  return firm ? `${mine} (${firm})` : mine;
}

/** "60-minute" / "de 60 minutos": the consultation's length in a sentence. */
export function lengthInProse(locale: Locale, minutes: number): string {
  return locale === 'es' ? `de ${minutes} minutos` : `${minutes}-minute`;
}
