import { FIRM_TIME_ZONE } from '../../../lib/firmTime';
import type { Locale } from '../../../i18n/locales';

/** Dates and times as the booking page shows them, in the visitor's chosen zone. */
const TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

// A formatter is costly to build and a month grid asks for hundreds of labels: each is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

export const COMMON_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
];

export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FIRM_TIME_ZONE;
  } catch {
    return FIRM_TIME_ZONE;
  }
}

export function zoneLabel(locale: Locale, timeZone: string): string {
  const part = formatter(TAGS[locale], { timeZone, timeZoneName: 'long' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName');
  return part ? `${part.value} (${timeZone.replaceAll('_', ' ')})` : timeZone;
}

/** "9:30 AM" in a zone. */
export function clockTime(locale: Locale, instant: string, timeZone: string): string {
  return formatter(TAGS[locale], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}

/** "Tuesday, March 10, 2026" for a YYYY-MM-DD calendar date. */
export function longDate(locale: Locale, date: string): string {
  return formatter(TAGS[locale], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "Tuesday, March 10, 2026, 9:30 AM" in a zone, with Eastern time after it when it differs. */
export function fullTime(locale: Locale, instant: string, timeZone: string, firmLabel: string) {
  const format = (zone: string) =>
    formatter(TAGS[locale], {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(new Date(instant));
  const mine = format(timeZone);
  const firm = clockTime(locale, instant, FIRM_TIME_ZONE);
  return sameOffset(instant, timeZone) ? mine : `${mine} (${firm} ${firmLabel})`;
}

/** Whether a zone shows the same wall-clock time as the firm's at this instant. */
export function sameOffset(instant: string, timeZone: string): boolean {
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

/** A calendar date as a local Date (the day picker's grid is plain dates) and back. */
export function dateFromKey(key: string): Date {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function keyFromDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A text's `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** "March 2026" / "marzo de 2026" for the calendar's caption. */
export function monthName(locale: Locale, month: Date): string {
  return formatter(TAGS[locale], { month: 'long', year: 'numeric' }).format(month);
}

export function weekdayName(locale: Locale, day: Date, width: 'narrow' | 'long'): string {
  return formatter(TAGS[locale], { weekday: width }).format(day);
}
