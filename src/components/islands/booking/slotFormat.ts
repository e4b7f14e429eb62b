import { FIRM_TIME_ZONE } from '../../../lib/firmTime.ts';
import type { Locale } from '../../../i18n/locales.ts';

import {
  formatter,
  LANGUAGE_TAGS as TAGS,
  meetingTimeText,
  zoneName,
} from '../../../lib/booking/timeLabels.ts';

/** Dates and times as the booking page shows them, in the visitor's chosen zone. */
export {
  clockTime,
  firmTimeBeside,
  genericZoneName,
  sameOffset,
  zoneAtTime,
} from '../../../lib/booking/timeLabels.ts';

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
  return zoneName(locale, timeZone);
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

/** "Tuesday, March 10, 2026, 9:30 AM CDT (10:30 AM EDT)": the zone always, the firm's beside. */
export function fullTime(locale: Locale, instant: string, timeZone: string): string {
  return meetingTimeText(locale, instant, timeZone);
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
