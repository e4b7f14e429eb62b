import { TZDate } from '@date-fns/tz';
import { FIRM_TIME_ZONE, localDate } from '../firmTime.ts';
import type { Site } from '../site.ts';

/**
 * Which consultation times can be offered, as one pure function: no clock, no database. The
 * server calls it with what it read (hours, time off, holidays, bookings) both to list slots and
 * to re-check a requested one, so a rule the page enforces is never one the API forgets.
 * Everything is computed in the firm's time zone; instants are epoch milliseconds.
 */
export interface BookingRules {
  durationMin: number;
  /** Slots start this often from the start of each window. */
  stepMin: number;
  /** The earliest start is this far after now. */
  minNoticeMin: number;
  /** The latest start is before now plus this many days. */
  horizonDays: number;
  /** Free time each booking keeps around it, before and after. */
  bufferBeforeMin: number;
  bufferAfterMin: number;
  /** Held and confirmed bookings one host takes on one firm-calendar day. */
  maxPerHostPerDay: number;
}

/**
 * The free consultation's rules. Its length is the firm's fact (src/content/facts/firm.json), passed
 * by the caller: the API's facts in force (after a local publish, the published length).
 */
export const consultationRules = (facts: Pick<Site, 'consultationMinutes'>): BookingRules => ({
  durationMin: facts.consultationMinutes,
  stepMin: 30,
  minNoticeMin: 24 * 60,
  horizonDays: 30,
  bufferBeforeMin: 0,
  bufferAfterMin: 15,
  maxPerHostPerDay: 4,
});

/** A weekly window in the firm's wall-clock time: weekday 0 = Sunday, minutes after midnight. */
export interface WeeklyWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface Interval {
  start: number;
  end: number;
}

/** A held or confirmed booking: its meeting, and the time it blocks (meeting plus buffers). */
export interface BusyBooking extends Interval {
  blockedFrom: number;
  blockedUntil: number;
}

export interface HostSchedule {
  id: string;
  weekly: readonly WeeklyWindow[];
  timeOff: readonly Interval[];
  bookings: readonly BusyBooking[];
}

export interface SlotContext {
  now: number;
  rules: BookingRules;
  /** Firm holidays, YYYY-MM-DD in the firm's calendar: no slots all day. */
  holidays: ReadonlySet<string>;
}

/** Why a start is not offered by a host; 'open' when it is. */
export type SlotVerdict =
  | 'open'
  | 'too_soon'
  | 'beyond_horizon'
  | 'holiday'
  | 'outside_hours'
  | 'time_off'
  | 'daily_cap'
  | 'taken'
  | 'buffer';

export interface Slot {
  /** ISO 8601, UTC. */
  start: string;
  end: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant the firm's clocks show `minute` minutes after midnight on a local date. */
export function firmWallToInstant(date: string, minute: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(
    year,
    month - 1,
    day,
    Math.floor(minute / 60),
    minute % 60,
    FIRM_TIME_ZONE,
  ).getTime();
}

/** The next calendar date after a YYYY-MM-DD (calendar arithmetic, no zone involved). */
export function nextDate(date: string, days = 1): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The meeting starts a host's weekly hours give on one firm date, ignoring every other rule. */
function gridStarts(host: HostSchedule, date: string, rules: BookingRules): number[] {
  const weekday = weekdayOf(date);
  const starts: number[] = [];
  for (const window of host.weekly) {
    if (window.weekday !== weekday) continue;
    const windowEnd = firmWallToInstant(date, window.endMinute);
    // Stepping real minutes from the window's first instant keeps every slot the same length
    // even on the day the clocks change.
    for (
      let start = firmWallToInstant(date, window.startMinute);
      start + rules.durationMin * MINUTE <= windowEnd;
      start += rules.stepMin * MINUTE
    ) {
      starts.push(start);
    }
  }
  return starts;
}

/**
 * Whether `start` is too soon or too far ahead for anyone, whatever their hours: the server says so
 * before it reads any schedule.
 */
export function outsideBookingWindow(
  start: number,
  { now, rules }: Pick<SlotContext, 'now' | 'rules'>,
): 'too_soon' | 'beyond_horizon' | undefined {
  if (start < now + rules.minNoticeMin * MINUTE) return 'too_soon';
  if (start >= now + rules.horizonDays * DAY) return 'beyond_horizon';
  return undefined;
}

/** Whether one host can take a meeting starting at `start`, and if not, the first reason why. */
export function slotVerdict(host: HostSchedule, start: number, context: SlotContext): SlotVerdict {
  const { rules, holidays } = context;
  const outside = outsideBookingWindow(start, context);
  if (outside) return outside;
  const date = localDate(start);
  if (holidays.has(date)) return 'holiday';
  if (!gridStarts(host, date, rules).includes(start)) return 'outside_hours';
  const meeting = { start, end: start + rules.durationMin * MINUTE };
  if (host.timeOff.some((off) => overlaps(off, meeting))) return 'time_off';
  const sameDay = host.bookings.filter((b) => localDate(b.start) === date).length;
  if (sameDay >= rules.maxPerHostPerDay) return 'daily_cap';
  if (host.bookings.some((b) => overlaps(b, meeting))) return 'taken';
  const blocked = {
    start: meeting.start - rules.bufferBeforeMin * MINUTE,
    end: meeting.end + rules.bufferAfterMin * MINUTE,
  };
  if (host.bookings.some((b) => overlaps({ start: b.blockedFrom, end: b.blockedUntil }, blocked))) {
    return 'buffer';
  }
  return 'open';
}

/** The time a booking at `start` blocks for its host: what the database's exclusion constraint sees. */
export function blockedRange(start: number, rules: BookingRules): BusyBooking {
  const end = start + rules.durationMin * MINUTE;
  return {
    start,
    end,
    blockedFrom: start - rules.bufferBeforeMin * MINUTE,
    blockedUntil: end + rules.bufferAfterMin * MINUTE,
  };
}

/**
 * Every start any host can take in the firm dates [fromDate, fromDate + days), sorted, each once:
 * the answer never says which person is free, or how many.
 */
export function availableSlots(
  hosts: readonly HostSchedule[],
  fromDate: string,
  days: number,
  context: SlotContext,
): Slot[] {
  const starts = new Set<number>();
  for (let i = 0; i < days; i++) {
    const date = nextDate(fromDate, i);
    for (const host of hosts) {
      for (const start of gridStarts(host, date, context.rules)) {
        if (!starts.has(start) && slotVerdict(host, start, context) === 'open') starts.add(start);
      }
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({
      start: new Date(start).toISOString(),
      end: new Date(start + context.rules.durationMin * MINUTE).toISOString(),
    }));
}

// The booking page's grouping lives apart, so the page does not bundle the rules and the facts.
export { slotsByVisitorDate } from './visitorDates.ts';

/** 'HH:mm' ⇄ minutes after midnight, for the availability editor and its API. */
export function minutesFromClock(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function clockFromMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
