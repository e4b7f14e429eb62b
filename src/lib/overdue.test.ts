import { describe, expect, it } from 'vitest';
import { firmInstant } from './firmTime.ts';
import { addOfficeHours, isOverdue, overdueCutoff, replyDueAt } from './overdue.ts';

/** The office hours as shipped (src/content/facts/firm.json). */
const HOURS = { opens: '09:00', closes: '17:00' };

const at = (iso: string) => Date.parse(iso);
const equity = (createdAt: string) => ({
  status: 'new',
  isSocialEquityApplicant: true,
  createdAt,
});
const standard = (createdAt: string) => ({ ...equity(createdAt), isSocialEquityApplicant: false });
const MINUTE = 60_000;

describe('firm time zone', () => {
  it('finds 09:00 and 17:00 New York time in winter and in summer', () => {
    expect(new Date(firmInstant(2026, 11, 23, 9)).toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(new Date(firmInstant(2026, 7, 1, 17)).toISOString()).toBe('2026-07-01T21:00:00.000Z');
  });
});

describe('reply due time (office hours Mon-Fri 09:00-17:00 New York)', () => {
  it('on weekdays is 24 h for equity applicants and 48 h for others', () => {
    // Monday 23 Nov 2026, 10:00 EST.
    expect(replyDueAt(equity('2026-11-23T15:00:00Z'), HOURS).toISOString()).toBe(
      '2026-11-24T15:00:00.000Z',
    );
    expect(replyDueAt(standard('2026-11-23T15:00:00Z'), HOURS).toISOString()).toBe(
      '2026-11-25T15:00:00.000Z',
    );
  });

  it('does not count the weekend', () => {
    // Friday 16:00 EST → Monday 16:00 (equity), Tuesday 16:00 (others).
    expect(replyDueAt(equity('2026-11-20T21:00:00Z'), HOURS).toISOString()).toBe(
      '2026-11-23T21:00:00.000Z',
    );
    expect(replyDueAt(standard('2026-11-20T21:00:00Z'), HOURS).toISOString()).toBe(
      '2026-11-24T21:00:00.000Z',
    );
    // Saturday noon: the clock starts Monday 09:00.
    expect(replyDueAt(equity('2026-11-21T17:00:00Z'), HOURS).toISOString()).toBe(
      '2026-11-23T22:00:00.000Z',
    );
    expect(replyDueAt(standard('2026-11-21T17:00:00Z'), HOURS).toISOString()).toBe(
      '2026-11-24T22:00:00.000Z',
    );
  });

  it('starts a night lead at the next opening', () => {
    // Monday 22:00 EST is Tuesday 03:00 UTC; due Tuesday 17:00 EST.
    expect(replyDueAt(equity('2026-11-24T03:00:00Z'), HOURS).toISOString()).toBe(
      '2026-11-24T22:00:00.000Z',
    );
    // Tuesday 07:00 EST: also from 09:00.
    expect(replyDueAt(equity('2026-11-24T12:00:00Z'), HOURS).toISOString()).toBe(
      '2026-11-24T22:00:00.000Z',
    );
  });

  it('keeps office hours in local time across both DST changes', () => {
    // Friday 30 Oct 2026 15:00 EDT; clocks go back Sunday 1 Nov → Monday 2 Nov 15:00 EST.
    expect(replyDueAt(equity('2026-10-30T19:00:00Z'), HOURS).toISOString()).toBe(
      '2026-11-02T20:00:00.000Z',
    );
    // Friday 6 Mar 2026 15:00 EST; clocks go forward Sunday 8 Mar → Monday 9 Mar 15:00 EDT.
    expect(replyDueAt(equity('2026-03-06T20:00:00Z'), HOURS).toISOString()).toBe(
      '2026-03-09T19:00:00.000Z',
    );
    expect(new Date(addOfficeHours(at('2026-03-06T20:00:00Z'), 16, HOURS)).toISOString()).toBe(
      '2026-03-10T19:00:00.000Z',
    );
  });
});

describe('isOverdue', () => {
  const lead = standard('2026-11-20T21:00:00Z'); // Friday 16:00 EST, due Tuesday 16:00 EST
  const due = at('2026-11-24T21:00:00Z');

  it('turns true only after the due time, with a fixed clock', () => {
    expect(isOverdue(lead, due - MINUTE, HOURS)).toBe(false);
    expect(isOverdue(lead, due, HOURS)).toBe(false);
    expect(isOverdue(lead, due + MINUTE, HOURS)).toBe(true);
    // 72 wall-clock hours later (Monday 16:00) the weekend has not counted.
    expect(isOverdue(lead, at('2026-11-23T21:00:00Z'), HOURS)).toBe(false);
    expect(isOverdue(lead, at('2026-12-31T12:00:00Z'), HOURS)).toBe(true);
  });

  it('only concerns leads still new', () => {
    for (const status of ['contacted', 'in_progress', 'qualified', 'closed', 'lost']) {
      expect(isOverdue({ ...lead, status }, due + 30 * 24 * 60 * MINUTE, HOURS)).toBe(false);
    }
  });

  it('uses the shorter promise for equity applicants', () => {
    const tuesdayNoon = at('2026-11-24T17:00:00Z');
    expect(isOverdue(equity('2026-11-23T15:00:00Z'), tuesdayNoon, HOURS)).toBe(true);
    expect(isOverdue(standard('2026-11-23T15:00:00Z'), tuesdayNoon, HOURS)).toBe(false);
  });
});

describe('overdueCutoff: the rule as a creation-time limit a database can apply', () => {
  // A fixed pseudo-random walk (no Math.random): the same instants on every run.
  function* instants(count: number, seed = 7) {
    let x = seed;
    for (let i = 0; i < count; i++) {
      x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
      yield x;
    }
  }

  it('agrees with isOverdue for leads created around the cutoff, weekends and DST included', () => {
    // "now" spread over a year (both DST changes), at any hour of the week.
    const start = at('2026-01-01T00:00:00Z');
    for (const r of instants(60)) {
      const now = start + (r % (366 * 24 * 60)) * MINUTE;
      for (const applicant of [equity, standard]) {
        const cutoff = overdueCutoff(applicant(''), now, HOURS).getTime();
        // Right at the limit and a step either side, then further out.
        for (const offset of [-1, 0, 1, -MINUTE, MINUTE, -3 * 3_600_000, 3 * 3_600_000]) {
          const created = new Date(cutoff + offset).toISOString();
          expect(
            isOverdue(applicant(created), now, HOURS),
            `${created} at ${new Date(now).toISOString()}`,
          ).toBe(cutoff + offset < cutoff);
        }
      }
    }
  });

  it('puts a Friday 16:00 equity lead past due only after Monday 16:00', () => {
    const mondayAfter = at('2026-11-23T21:00:01Z'); // Monday 16:00:01 EST
    expect(
      overdueCutoff(equity(''), mondayAfter, HOURS).toISOString() > '2026-11-20T21:00:00.000Z',
    ).toBe(true);
    const mondayBefore = at('2026-11-23T20:59:59Z');
    expect(
      overdueCutoff(equity(''), mondayBefore, HOURS).toISOString() <= '2026-11-20T21:00:00.000Z',
    ).toBe(true);
  });
});

describe('a booked consultation answers the lead', () => {
  // Monday 23 Nov 2026, 10:00 EST; a week later the reply is long overdue.
  const lead = standard('2026-11-23T15:00:00Z');
  const now = at('2026-11-30T15:00:00Z');
  const booked = (status: string, startsAt: string) => ({ ...lead, booking: { status, startsAt } });

  it('while the meeting is ahead, or once it was kept', () => {
    expect(isOverdue(lead, now, HOURS)).toBe(true);
    expect(isOverdue(booked('confirmed', '2026-12-01T15:00:00Z'), now, HOURS)).toBe(false);
    expect(isOverdue(booked('completed', '2026-11-27T15:00:00Z'), now, HOURS)).toBe(false);
  });

  it('not when it was missed, or is past and not marked kept', () => {
    expect(isOverdue(booked('no_show', '2026-11-27T15:00:00Z'), now, HOURS)).toBe(true);
    expect(isOverdue(booked('confirmed', '2026-11-27T15:00:00Z'), now, HOURS)).toBe(true);
  });
});

describe('office hours an editor changed', () => {
  it('move the rule with the hours passed in', () => {
    // Monday 23 Nov 2026, 10:00 EST, an equity lead: due Tuesday 10:00 with 09:00-17:00.
    const lead = equity('2026-11-23T15:00:00Z');
    expect(replyDueAt(lead, HOURS).toISOString()).toBe('2026-11-24T15:00:00.000Z');

    // Published 08:30-17:30: one office day is 9 hours; Monday 10:00-17:30 is 7.5 of them, so the
    // reply is due 1.5 office hours after Tuesday's 08:30 opening, at 10:00 again.
    const longer = { opens: '08:30', closes: '17:30' };
    expect(replyDueAt(lead, longer).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    // Sent Monday 17:15 EST: after the old closing, inside the new hours, 15 minutes count on
    // Monday and the remaining 8 h 45 min end Tuesday at 17:15.
    expect(replyDueAt(equity('2026-11-23T22:15:00Z'), longer).toISOString()).toBe(
      '2026-11-24T22:15:00.000Z',
    );

    // Published 10:00-14:00: four office hours a day. A lead sent Monday 15:00 EST, after closing,
    // starts counting at Tuesday's 10:00 opening and is due at Tuesday's 14:00 closing.
    const shorter = { opens: '10:00', closes: '14:00' };
    expect(replyDueAt(equity('2026-11-23T20:00:00Z'), shorter).toISOString()).toBe(
      '2026-11-24T19:00:00.000Z',
    );
    expect(isOverdue(equity('2026-11-23T20:00:00Z'), at('2026-11-24T18:30:00Z'), shorter)).toBe(
      false,
    );
    expect(isOverdue(equity('2026-11-23T20:00:00Z'), at('2026-11-24T19:30:00Z'), shorter)).toBe(
      true,
    );
  });
});
