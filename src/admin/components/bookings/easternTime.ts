import { FIRM_TIME_ZONE, firmDate } from '../../../lib/firmTime.ts';

/**
 * Bookings as staff read them: in the firm's time (Eastern), whatever the browser's zone, since
 * the hours they set and the emails they get are in Eastern time too.
 */
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const time = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
/** "Tue, Dec 1, 2026, 10:00 AM ET" */
export const formatEasternDateTime = (iso: string) => `${dayAndTime.format(new Date(iso))} ET`;
/** "10:00 AM" */
export const formatEasternTime = (iso: string) => time.format(new Date(iso));
/** "Tuesday, December 1, 2026" */
export const formatEasternDay = (iso: string) => day.format(new Date(iso));
/** "2026-12-01", the Eastern calendar day, to group an agenda by. */
export const easternDateKey = (iso: string) => firmDate(new Date(iso));
