import type { Database } from '../../../db/client.ts';
import {
  consultationRules,
  outsideBookingWindow,
  slotVerdict,
  type SlotVerdict,
} from '../../lib/booking/slots.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import type { DivisionId } from '../../lib/site.ts';
import { apiError } from '../errors.ts';
import { loadSchedules } from './schedules.ts';

export const SLOT_MESSAGES = {
  slotTaken: 'That time was just taken. Please choose another one.',
  notOffered: {
    too_soon: 'That time is too soon: consultations are booked at least 24 hours ahead.',
    beyond_horizon: 'That time is too far ahead: consultations are booked up to 30 days ahead.',
    holiday: 'The firm is closed that day.',
    outside_hours: 'That time is not one we offer.',
    time_off: 'That time is not one we offer.',
    buffer: 'That time is too close to another consultation.',
  } satisfies Partial<Record<SlotVerdict, string>>,
} as const;

type NotOffered = keyof typeof SLOT_MESSAGES.notOffered;

/** Verdicts that mean someone was quicker (409, fresh times); any other is a bad request (422). */
const TAKEN: readonly SlotVerdict[] = ['taken', 'daily_cap'];

/**
 * The hosts of `division` who can take a consultation at `start`, every rule the booking page
 * applies checked again, for a new hold and for a move alike. None: 409 when someone was quicker,
 * else 422 naming why the time is not offered; a time outside the booking window is refused before
 * any schedule is read (year 0001 or 9999 is no instant to query the database with). `moving` is
 * the booking being moved: its own time does not stand in its way.
 */
export async function openHostsAt(
  db: Pick<Database, 'select'>,
  division: DivisionId,
  start: number,
  facts: PublishedFacts,
  moving?: { teamMemberId: string | null; startsAt: Date },
): Promise<string[]> {
  const window = { now: Date.now(), rules: consultationRules(facts.site) };
  const outside = outsideBookingWindow(start, window);
  if (outside) {
    throw apiError(
      422,
      SLOT_MESSAGES.notOffered[outside],
      { start: outside },
      {
        code: 'slot_not_offered',
      },
    );
  }
  const { hosts, holidays } = await loadSchedules(db, division, start, start);
  const context = { ...window, holidays };
  const verdicts = hosts.map((host) => {
    const own =
      moving && host.id === moving.teamMemberId
        ? { ...host, bookings: host.bookings.filter((b) => b.start !== moving.startsAt.getTime()) }
        : host;
    return { id: host.id, verdict: slotVerdict(own, start, context) };
  });
  const open = verdicts.filter((v) => v.verdict === 'open').map((v) => v.id);
  if (open.length) return open;
  if (verdicts.some((v) => TAKEN.includes(v.verdict))) {
    throw apiError(409, SLOT_MESSAGES.slotTaken, undefined, { code: 'slot_taken' });
  }
  const reason = (verdicts.find((v) => v.verdict !== 'outside_hours')?.verdict ??
    'outside_hours') as NotOffered;
  throw apiError(
    422,
    SLOT_MESSAGES.notOffered[reason],
    { start: reason },
    { code: 'slot_not_offered' },
  );
}
