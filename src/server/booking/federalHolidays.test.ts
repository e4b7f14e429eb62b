import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { federalHolidayYears, firmHolidays } from '../../../db/schema.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { seedFederalHolidays, usFederalHolidays } from './federalHolidays.ts';

const days = (year: number) => usFederalHolidays(year).map((h) => h.day);

describe('usFederalHolidays: by rule, on the observed days', () => {
  // OPM's published lists for 2026 and 2027.
  it('2026: Independence Day (a Saturday) is observed Friday 3 July', () => {
    expect(days(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('2027: Juneteenth and Christmas (Saturdays) on the Friday, Independence Day (a Sunday) on the Monday', () => {
    expect(days(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
    ]);
    expect(usFederalHolidays(2027).find((h) => h.day === '2027-12-24')?.name).toBe(
      'Christmas Day (observed)',
    );
  });

  it('New Year’s Day 2028 (a Saturday) is observed on Friday 31 December 2027', () => {
    expect(usFederalHolidays(2028)[0]).toEqual({
      day: '2027-12-31',
      name: 'New Year’s Day (observed)',
    });
  });

  it('every year has eleven days, all weekdays', () => {
    for (let year = 2026; year <= 2060; year++) {
      const list = days(year);
      expect(list).toHaveLength(11);
      for (const day of list)
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${day}T12:00Z`).getUTCDay());
    }
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe(`seedFederalHolidays (${testBackend()})`, () => {
  it('seeds this year’s remaining and the next two years’ once; a day an admin removed stays removed', async () => {
    const db = t.handle.db;
    await db.delete(firmHolidays);
    await db.delete(federalHolidayYears);
    // The firm already named Christmas its own way: that name is kept.
    await db.insert(firmHolidays).values({ day: '2026-12-25', name: 'Office closed' });
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(await seedFederalHolidays(db, now)).toBe(22);
    const stored = await db.select().from(firmHolidays);
    expect(stored.map((h) => h.day)).toContain('2027-07-05');
    expect(stored.map((h) => h.day)).not.toContain('2026-11-26');
    expect(stored.find((h) => h.day === '2026-12-25')?.name).toBe('Office closed');

    await db.delete(firmHolidays).where(eq(firmHolidays.day, '2027-10-11'));
    expect(await seedFederalHolidays(db, now)).toBe(0);
    expect(
      await db.select().from(firmHolidays).where(eq(firmHolidays.day, '2027-10-11')),
    ).toHaveLength(0);

    // A year later, only the new year is added.
    expect(await seedFederalHolidays(db, Date.parse('2027-11-28T12:00:00Z'))).toBe(11);
  });
});
