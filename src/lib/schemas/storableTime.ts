/**
 * Dates and instants the database can store as we send them. JavaScript has a year 0000 and
 * years past 9999 (`+275760-…`); PostgreSQL refuses the first in `date` and `timestamptz` input
 * and the driver writes the others in a form it does not read, so such a value answered 500.
 * Every date, time and cursor the API accepts is checked against these before it reaches a query.
 */
export const EARLIEST_STORABLE_MS = Date.parse('0001-01-01T00:00:00.000Z');
export const LATEST_STORABLE_MS = Date.parse('9999-12-31T23:59:59.999Z');

export const STORABLE_RANGE_MESSAGE = 'must be between the years 0001 and 9999';

/** An ISO 8601 date-time whose instant (in UTC, after any offset) lies in years 0001–9999. */
export function isStorableInstant(value: string): boolean {
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms >= EARLIEST_STORABLE_MS && ms <= LATEST_STORABLE_MS;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that is a day of the calendar (not 2026-02-30) in years 0001–9999. */
export function isStorableDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1) return false;
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
