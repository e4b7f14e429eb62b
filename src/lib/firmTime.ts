/**
 * The firm's local time (America/New_York, DST included) with Intl alone, so neither the admin bundle
 * nor the API carries a time-zone library. Used by the overdue rule, the daily digest and the CSV.
 */
export const FIRM_TIME_ZONE = 'America/New_York';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday, of the local date. */
  weekday: number;
}

let formatter: Intl.DateTimeFormat | undefined;

/** The firm's local wall-clock reading of an instant (Intl: no time-zone library in the bundle). */
export function firmWallClock(instant: number): WallClock {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FIRM_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The instant the firm's clocks show this local date and hour (hours that exist: 09:00, 17:00). */
export function firmInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute = 0,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offset = (instant: number) => {
    const w = firmWallClock(instant);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - instant;
  };
  const guess = asUtc - offset(asUtc);
  return asUtc - offset(guess);
}

const pad = (n: number) => String(n).padStart(2, '0');

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * YYYY-MM-DD of an instant in a time zone (the firm's unless told): the one calendar-day helper of
 * the API, the booking page and the admin. Intl alone (en-CA writes ISO dates), one cached
 * formatter per zone.
 */
export function localDate(instant: number | Date, timeZone = FIRM_TIME_ZONE): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** YYYY-MM-DD of the firm's calendar (the digest's day, the export's file name). */
export const firmDate = (instant: number | Date): string => localDate(instant);

/** YYYY-MM-DD HH:mm in the firm's time zone (CSV dates: an evening lead keeps its own day). */
export function formatFirmDateTime(instant: number | Date): string {
  const w = firmWallClock(+instant);
  return `${firmDate(instant)} ${pad(w.hour)}:${pad(w.minute)}`;
}
