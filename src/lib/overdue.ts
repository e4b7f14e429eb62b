/**
 * When a new lead has waited longer than the firm's response promise ("within 24 hours" to social
 * equity applicants, "24-48 hours" to everyone else; site.ts). One pure rule shared by the API
 * (leads filter, CSV export, daily digest) and the admin SPA (dashboard count, "Overdue" filter).
 *
 * The rule: the clock runs only in office hours, Monday to Friday from the firm's opening to its
 * closing time (site.hours, 09:00-17:00 as shipped) in the firm's time zone (America/New_York, DST
 * included), and a promised "day" is one office day (8 office hours as shipped):
 *   - social equity applicants: due after 1 office day  (8 office hours),
 *   - everyone else:            due after 2 office days (16 office hours).
 * So a lead sent Monday 10:00 is due Tuesday 10:00 (equity) or Wednesday 10:00; one sent Friday
 * 16:00 is due Monday 16:00 / Tuesday 16:00; one sent Saturday or at night starts counting at the
 * next opening. Why office days rather than wall-clock hours: staff answer in office hours, so a
 * wall-clock rule would flag every Friday-afternoon lead as overdue on Sunday and fill Monday's
 * digest with leads nobody could have answered; on a weekday this rule is the same as "24 h" and
 * "48 h". Public holidays are not known to the product and count as office days.
 *
 * A lead that booked a consultation online is answered by the booking while the meeting is ahead
 * (confirmed, not yet started) or once it was kept (marked completed): staff owe it a call at that
 * time, not a reply within the promise. A cancelled or missed meeting does not answer it.
 */
import { firmInstant, firmWallClock } from './firmTime.ts';
import { site } from './site.ts';

/**
 * The office hours the rule counts in (site.hours: '09:00' to '17:00' as shipped). Every function
 * takes them from its caller: the API passes the hours in force from its context (after a local
 * publish, the published ones), the admin SPA the ones it was built with.
 */
export type OfficeHours = Readonly<{ opens: string; closes: string }>;

/** The office's opening and closing ('09:00' → 9 h 0 min). */
function officeDay(hours: OfficeHours) {
  const clock = (hhmm: string) => {
    const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
    return { hour, minute, at: hour * 60 + minute };
  };
  const opens = clock(hours.opens);
  const closes = clock(hours.closes);
  return { opens, closes, perDay: Math.max(0, closes.at - opens.at) / 60 };
}

export const PROMISE_OFFICE_DAYS = { equity: 1, standard: 2 } as const;

/** The promise as staff read it beside an overdue count (dashboard, morning digest). */
export const REPLY_PROMISE_FOR_STAFF = `${site.equityResponsePromise} for social equity applicants, ${site.responsePromise} for others, counted in office hours`;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface OverdueLead {
  status: string;
  isSocialEquityApplicant: boolean;
  createdAt: string | Date;
  /** The lead's booked consultation, if it has one (see leadBooking on the server). */
  booking?: LeadBookingState | null;
}

export interface LeadBookingState {
  status: string;
  startsAt: string | Date;
}

/** A booking that answers its lead at `now`: ahead and confirmed, or kept. */
export function bookingAnswersLead(booking: LeadBookingState, now: number): boolean {
  return (
    booking.status === 'completed' ||
    (booking.status === 'confirmed' && new Date(booking.startsAt).getTime() > now)
  );
}

/** The instant `officeHours` of office time have passed since `from`. */
export function addOfficeHours(from: number, officeHours: number, hours: OfficeHours): number {
  let remaining = officeHours * HOUR_MS;
  const office = officeDay(hours);
  const start = firmWallClock(from);
  // Walk local calendar dates (noon UTC of the date, so DST never skips or repeats one).
  let date = Date.UTC(start.year, start.month - 1, start.day, 12);
  for (;;) {
    const d = new Date(date);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
      const opens = Math.max(firmInstant(y, m, day, office.opens.hour, office.opens.minute), from);
      const closes = firmInstant(y, m, day, office.closes.hour, office.closes.minute);
      if (opens < closes) {
        if (closes - opens >= remaining) return opens + remaining;
        remaining -= closes - opens;
      }
    }
    date += DAY_MS;
  }
}

export function promiseOfficeHours(
  lead: Pick<OverdueLead, 'isSocialEquityApplicant'>,
  hours: OfficeHours,
): number {
  const days = lead.isSocialEquityApplicant
    ? PROMISE_OFFICE_DAYS.equity
    : PROMISE_OFFICE_DAYS.standard;
  return days * officeDay(hours).perDay;
}

/** When the reply to this lead is due. */
export function replyDueAt(
  lead: Pick<OverdueLead, 'isSocialEquityApplicant' | 'createdAt'>,
  hours: OfficeHours,
): Date {
  const created = new Date(lead.createdAt).getTime();
  return new Date(addOfficeHours(created, promiseOfficeHours(lead, hours), hours));
}

/**
 * A lead still "new" after its reply was due, and not answered by a booking. Cheap bounds first
 * (the list may hold thousands): office time never runs faster than the wall clock, and 2 office
 * days always fit in 6 calendar days.
 */
export function isOverdue(lead: OverdueLead, now: number, hours: OfficeHours): boolean {
  if (lead.status !== 'new') return false;
  if (lead.booking && bookingAnswersLead(lead.booking, now)) return false;
  const waited = now - new Date(lead.createdAt).getTime();
  if (waited <= promiseOfficeHours(lead, hours) * HOUR_MS) return false;
  if (waited > 6 * DAY_MS) return true;
  return now > replyDueAt(lead, hours).getTime();
}

/**
 * The overdue rule as a time limit, so a database can apply it: at `now`, a new lead is overdue
 * exactly when it was created before the instant returned (for its kind of applicant). A lead's due
 * time never moves back when it is created later, so the first creation instant (in whole
 * milliseconds, like the dates isOverdue reads) whose reply is not yet late is found by halving.
 */
export function overdueCutoff(
  lead: Pick<OverdueLead, 'isSocialEquityApplicant'>,
  now: number,
  hours: OfficeHours,
): Date {
  const promised = promiseOfficeHours(lead, hours);
  // late(created): the reply to a lead created then was due before now.
  const late = (created: number) => addOfficeHours(created, promised, hours) < now;
  let early = now - 7 * DAY_MS; // late: 2 office days always fit in 6 calendar days
  let notLate = now; // a lead created now is not late
  while (notLate - early > 1) {
    const middle = Math.floor((early + notLate) / 2);
    if (late(middle)) early = middle;
    else notLate = middle;
  }
  return new Date(notLate);
}
