import type { Database } from '../../../db/client.ts';
import { federalHolidayYears, firmHolidays } from '../../../db/schema.ts';
import { localDate } from '../../lib/firmTime.ts';

/**
 * The eleven US federal holidays (5 U.S.C. 6103) of a year, on the days they are observed: one on a
 * Saturday is observed the Friday before, one on a Sunday the Monday after (so New Year's Day 2028,
 * a Saturday, is observed on Friday 31 December 2027). Computed by rule, so no year needs a list.
 */
export interface Holiday {
  day: string;
  name: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The `n`th `weekday` (0 = Sunday) of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1));
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return new Date(Date.UTC(year, month, 1 + offset + (n - 1) * 7));
  }
  const last = new Date(Date.UTC(year, month + 1, 0));
  const back = (last.getUTCDay() - weekday + 7) % 7;
  return new Date(Date.UTC(year, month, last.getUTCDate() - back));
}

/** A fixed-date holiday moved off the weekend as federal offices observe it. */
function observed(year: number, month: number, day: number): { date: Date; moved: boolean } {
  const date = new Date(Date.UTC(year, month, day));
  const weekday = date.getUTCDay();
  if (weekday === 6) return { date: new Date(Date.UTC(year, month, day - 1)), moved: true };
  if (weekday === 0) return { date: new Date(Date.UTC(year, month, day + 1)), moved: true };
  return { date, moved: false };
}

export function usFederalHolidays(year: number): Holiday[] {
  const fixed = (month: number, day: number, name: string): Holiday => {
    const { date, moved } = observed(year, month, day);
    return { day: iso(date), name: moved ? `${name} (observed)` : name };
  };
  const nth = (month: number, weekday: number, n: number, name: string): Holiday => ({
    day: iso(nthWeekday(year, month, weekday, n)),
    name,
  });
  return [
    fixed(0, 1, 'New Year’s Day'),
    nth(0, 1, 3, 'Martin Luther King Jr. Day'),
    nth(1, 1, 3, 'Washington’s Birthday'),
    nth(4, 1, -1, 'Memorial Day'),
    fixed(5, 19, 'Juneteenth'),
    fixed(6, 4, 'Independence Day'),
    nth(8, 1, 1, 'Labor Day'),
    nth(9, 1, 2, 'Columbus Day'),
    fixed(10, 11, 'Veterans Day'),
    nth(10, 4, 4, 'Thanksgiving Day'),
    fixed(11, 25, 'Christmas Day'),
  ];
}

/** How many years ahead are seeded: the booking horizon is 30 days, so this leaves ample room. */
export const FEDERAL_HOLIDAY_YEARS_AHEAD = 2;

/**
 * Writes the federal holidays of this year and the next FEDERAL_HOLIDAY_YEARS_AHEAD into
 * firm_holidays, once per year: a year is recorded in federal_holiday_years when seeded, so a day
 * an admin removed in /admin/availability (the office opens on Columbus Day) stays removed, and a
 * day the firm already named keeps its name. Runs at every start and deploy migration (cheap when
 * nothing is due); past days are skipped. Answers how many days were added.
 */
export async function seedFederalHolidays(db: Database, now = Date.now()): Promise<number> {
  const today = localDate(now);
  const thisYear = Number(today.slice(0, 4));
  let added = 0;
  for (let year = thisYear; year <= thisYear + FEDERAL_HOLIDAY_YEARS_AHEAD; year++) {
    added += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(federalHolidayYears)
        .values({ year })
        .onConflictDoNothing()
        .returning({ year: federalHolidayYears.year });
      if (!claimed) return 0;
      const days = usFederalHolidays(year).filter((holiday) => holiday.day >= today);
      if (!days.length) return 0;
      const rows = await tx
        .insert(firmHolidays)
        .values(days)
        .onConflictDoNothing()
        .returning({ day: firmHolidays.day });
      return rows.length;
    });
  }
  return added;
}
