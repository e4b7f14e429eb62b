import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  blockedRange,
  consultationRules,
  firmWallToInstant,
  slotsByVisitorDate,
  slotVerdict,
  type BookingRules,
  type HostSchedule,
  type SlotContext,
  type WeeklyWindow,
} from './slots.ts';
import { site } from '../site.ts';

const nineToFive = (weekdays: number[]): WeeklyWindow[] =>
  weekdays.map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 }));
const WEEKDAYS = [1, 2, 3, 4, 5];

function host(overrides: Partial<HostSchedule> = {}): HostSchedule {
  return { id: 'h1', weekly: nineToFive(WEEKDAYS), timeOff: [], bookings: [], ...overrides };
}

// The rules' arithmetic is tested on half-hour meetings (the grid step); the length the firm
// offers comes from its facts and has a test of its own below.
const CONSULTATION_RULES = consultationRules(site);
const HALF_HOUR_RULES: BookingRules = { ...CONSULTATION_RULES, durationMin: 30 };

function context(now: string, overrides: Partial<SlotContext> = {}): SlotContext {
  return { now: Date.parse(now), rules: HALF_HOUR_RULES, holidays: new Set(), ...overrides };
}

const at = (iso: string) => Date.parse(iso);
const starts = (hosts: HostSchedule[], from: string, days: number, ctx: SlotContext) =>
  availableSlots(hosts, from, days, ctx).map((slot) => slot.start);
const firstStart = (hosts: HostSchedule[], date: string, ctx: SlotContext) =>
  starts(hosts, date, 1, ctx)[0];

describe('slots across the DST changes (9:00 ET working hours)', () => {
  it('spring forward: 14:00Z on Fri 2026-03-06, 13:00Z on Mon 2026-03-09', () => {
    const ctx = context('2026-03-01T12:00:00Z');
    expect(firstStart([host()], '2026-03-06', ctx)).toBe('2026-03-06T14:00:00.000Z');
    expect(firstStart([host()], '2026-03-09', ctx)).toBe('2026-03-09T13:00:00.000Z');
  });

  it('fall back: 13:00Z on Fri 2026-10-30, 14:00Z on Mon 2026-11-02', () => {
    const ctx = context('2026-10-25T12:00:00Z');
    expect(firstStart([host()], '2026-10-30', ctx)).toBe('2026-10-30T13:00:00.000Z');
    expect(firstStart([host()], '2026-11-02', ctx)).toBe('2026-11-02T14:00:00.000Z');
  });

  it('a full day keeps 16 half-hour slots on both sides of the change, the last ending at 17:00 ET', () => {
    const ctx = context('2026-03-01T12:00:00Z');
    for (const date of ['2026-03-06', '2026-03-09']) {
      const day = availableSlots([host()], date, 1, ctx);
      expect(day).toHaveLength(16);
      expect(Date.parse(day.at(-1)!.end)).toBe(firmWallToInstant(date, 17 * 60));
    }
  });

  it("offers the firm's consultation length (the facts' free hour) on both sides of the change", () => {
    expect(CONSULTATION_RULES.durationMin).toBe(site.consultationMinutes);
    expect(site.consultationMinutes).toBe(60);
    const ctx = context('2026-03-01T12:00:00Z', { rules: CONSULTATION_RULES });
    for (const date of ['2026-03-06', '2026-03-09']) {
      const day = availableSlots([host()], date, 1, ctx);
      // 9:00 to 16:00 every half hour, each an hour long, the last ending at 17:00 ET.
      expect(day).toHaveLength(15);
      for (const slot of day) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
      expect(Date.parse(day.at(-1)!.end)).toBe(firmWallToInstant(date, 17 * 60));
    }
  });

  it('a window across 2:00 on the spring-forward night holds only its real hours', () => {
    const night = host({ weekly: [{ weekday: 0, startMinute: 0, endMinute: 4 * 60 }] });
    const ctx = context('2026-03-01T00:00:00Z');
    // 00:00 EST to 04:00 EDT is three hours: six slots, not eight.
    expect(starts([night], '2026-03-08', 1, ctx)).toHaveLength(6);
  });

  it('minimum notice across the DST day: 24 real hours, not the same wall-clock time', () => {
    // Saturday 10:00 EST; 24 hours later is Sunday 11:00 EDT.
    const sunday = host({ weekly: nineToFive([0]) });
    const ctx = context('2026-03-07T15:00:00Z');
    expect(firstStart([sunday], '2026-03-08', ctx)).toBe('2026-03-08T15:00:00.000Z');
    expect(slotVerdict(sunday, at('2026-03-08T14:30:00Z'), ctx)).toBe('too_soon');
  });
});

describe('slot rules', () => {
  const now = '2026-03-02T14:00:00Z'; // Monday 09:00 EST
  const tuesday = '2026-03-03';

  it('minimum notice: nothing within 24 hours; exactly 24 hours is offered', () => {
    const ctx = context(now);
    expect(starts([host()], tuesday, 1, ctx)[0]).toBe('2026-03-03T14:00:00.000Z');
    expect(slotVerdict(host(), at('2026-03-03T13:30:00Z'), ctx)).toBe('too_soon');
  });

  it('horizon: nothing 30 days or more ahead', () => {
    const ctx = context(now);
    const all = starts([host()], '2026-03-02', 40, ctx);
    expect(Date.parse(all.at(-1)!)).toBeLessThan(at(now) + 30 * 24 * 3600_000);
    expect(slotVerdict(host(), at(now) + 30 * 24 * 3600_000, ctx)).toBe('beyond_horizon');
  });

  it('outside the weekly hours, or off the half-hour grid: not offered', () => {
    const ctx = context(now);
    expect(slotVerdict(host(), at('2026-03-03T22:00:00Z'), ctx)).toBe('outside_hours');
    expect(slotVerdict(host(), at('2026-03-03T14:10:00Z'), ctx)).toBe('outside_hours');
    expect(slotVerdict(host(), at('2026-03-07T15:00:00Z'), ctx)).toBe('outside_hours'); // Saturday
  });

  it('several windows a day (a lunch break)', () => {
    const split = host({
      weekly: [
        { weekday: 2, startMinute: 9 * 60, endMinute: 12 * 60 },
        { weekday: 2, startMinute: 13 * 60, endMinute: 14 * 60 },
      ],
    });
    expect(starts([split], tuesday, 1, context(now))).toHaveLength(8);
  });

  it('buffers: 15 minutes after a booking, and before one when the rules say so', () => {
    const booked = host({
      bookings: [blockedRange(at('2026-03-03T15:00:00Z'), HALF_HOUR_RULES)],
    });
    const ctx = context(now);
    expect(slotVerdict(booked, at('2026-03-03T15:00:00Z'), ctx)).toBe('taken');
    expect(slotVerdict(booked, at('2026-03-03T15:30:00Z'), ctx)).toBe('buffer');
    expect(slotVerdict(booked, at('2026-03-03T16:00:00Z'), ctx)).toBe('open');
    // The earlier meeting's own 15 minutes after would run into this one.
    expect(slotVerdict(booked, at('2026-03-03T14:30:00Z'), ctx)).toBe('buffer');
    expect(slotVerdict(booked, at('2026-03-03T14:00:00Z'), ctx)).toBe('open');

    const before: BookingRules = { ...HALF_HOUR_RULES, bufferBeforeMin: 15, bufferAfterMin: 0 };
    const bookedBefore = host({ bookings: [blockedRange(at('2026-03-03T15:00:00Z'), before)] });
    expect(
      slotVerdict(bookedBefore, at('2026-03-03T14:30:00Z'), context(now, { rules: before })),
    ).toBe('buffer');
    expect(
      slotVerdict(bookedBefore, at('2026-03-03T15:30:00Z'), context(now, { rules: before })),
    ).toBe('buffer');
    expect(
      slotVerdict(bookedBefore, at('2026-03-03T16:00:00Z'), context(now, { rules: before })),
    ).toBe('open');
  });

  it('daily cap per host: after four bookings that day, none; the next day is untouched', () => {
    const bookings = ['14:00', '15:00', '16:00', '17:00'].map((time) =>
      blockedRange(at(`2026-03-03T${time}:00Z`), HALF_HOUR_RULES),
    );
    const full = host({ bookings });
    const ctx = context(now);
    expect(starts([full], tuesday, 1, ctx)).toEqual([]);
    expect(slotVerdict(full, at('2026-03-03T19:00:00Z'), ctx)).toBe('daily_cap');
    expect(starts([full], '2026-03-04', 1, ctx)).toHaveLength(16);
    // Another host still has that day.
    expect(starts([full, host({ id: 'h2' })], tuesday, 1, ctx)).toHaveLength(16);
  });

  it('firm holidays close the whole day for everyone', () => {
    const ctx = context(now, { holidays: new Set([tuesday]) });
    expect(starts([host(), host({ id: 'h2' })], tuesday, 1, ctx)).toEqual([]);
    expect(slotVerdict(host(), at('2026-03-03T15:00:00Z'), ctx)).toBe('holiday');
  });

  it('time off hides only the hours it covers', () => {
    const away = host({
      timeOff: [{ start: at('2026-03-03T14:00:00Z'), end: at('2026-03-03T17:00:00Z') }],
    });
    const ctx = context(now);
    const day = starts([away], tuesday, 1, ctx);
    expect(day[0]).toBe('2026-03-03T17:00:00.000Z');
    expect(day).toHaveLength(10);
    expect(slotVerdict(away, at('2026-03-03T16:30:00Z'), ctx)).toBe('time_off');
  });

  it('several hosts: each time once, in order, and nothing says who is free', () => {
    const early = host({ id: 'early', weekly: [{ weekday: 2, startMinute: 540, endMinute: 600 }] });
    const overlap = host({
      id: 'late',
      weekly: [{ weekday: 2, startMinute: 570, endMinute: 630 }],
    });
    const slots = availableSlots([overlap, early], tuesday, 1, context(now));
    expect(slots.map((s) => s.start)).toEqual([
      '2026-03-03T14:00:00.000Z',
      '2026-03-03T14:30:00.000Z',
      '2026-03-03T15:00:00.000Z',
    ]);
    expect(JSON.stringify(slots)).not.toMatch(/early|late/);
  });
});

describe('a visitor in another zone', () => {
  const ctx = context('2026-03-02T14:00:00Z');

  it('a visitor a day behind sees early ET times on their previous date, and picks by their own date', () => {
    // Pago Pago is six hours behind ET in March: 05:00 and 05:30 ET Tuesday are 23:00 and 23:30 Monday there.
    const early = host({ weekly: [{ weekday: 2, startMinute: 5 * 60, endMinute: 7 * 60 }] });
    const slots = availableSlots([early], '2026-03-03', 1, context('2026-03-01T00:00:00Z'));
    const byDate = slotsByVisitorDate(slots, 'Pacific/Pago_Pago');
    expect([...byDate.keys()]).toEqual(['2026-03-02', '2026-03-03']);
    expect(byDate.get('2026-03-02')!.map((s) => s.start)).toEqual([
      '2026-03-03T10:00:00.000Z',
      '2026-03-03T10:30:00.000Z',
    ]);
  });

  it('a visitor whose date is already tomorrow sees evening ET slots on their next day', () => {
    const slots = availableSlots([host()], '2026-03-03', 1, ctx);
    const byDate = slotsByVisitorDate(slots, 'Asia/Tokyo');
    // Tokyo is 14 hours ahead: 9:00 and 9:30 ET Tuesday are 23:00 and 23:30 Tuesday there, the rest Wednesday.
    expect(byDate.get('2026-03-03')).toHaveLength(2);
    expect(byDate.get('2026-03-04')).toHaveLength(14);
  });
});
