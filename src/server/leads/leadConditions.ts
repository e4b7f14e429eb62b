import { and, eq, gte, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { leadSearchDocument } from '../../../db/leadExpressions.ts';
import { leads } from '../../../db/schema.ts';
import { firmInstant } from '../../lib/firmTime.ts';
import { OWNER_NONE, type LeadFilters } from '../../lib/leadFilters.ts';
import { overdueCutoff, type OfficeHours } from '../../lib/overdue.ts';
import { answeredByBooking } from './leadBooking.ts';

/**
 * The leads page's filters as one SQL condition, shared by the list, its counts and the CSV export.
 * Every part is an indexable comparison; the search uses the trigram index on leadSearchDocument.
 * `hours`: the office hours in force (the request's facts), which the overdue rule counts in.
 */
export function leadFilterCondition(
  filters: LeadFilters,
  now: number,
  hours: OfficeHours,
): SQL | undefined {
  return and(
    searchCondition(filters.q),
    filters.status === 'all' ? undefined : eq(leads.status, filters.status),
    filters.service === 'all' ? undefined : eq(leads.serviceType, filters.service),
    filters.equity === 'all'
      ? undefined
      : eq(leads.isSocialEquityApplicant, filters.equity === 'yes'),
    filters.language === 'all' ? undefined : eq(leads.locale, filters.language),
    filters.owner === 'all'
      ? undefined
      : filters.owner === OWNER_NONE
        ? isNull(leads.assignedTo)
        : eq(leads.assignedTo, filters.owner),
    filters.overdue ? overdueCondition(now, hours) : undefined,
    filters.from ? gte(leads.createdAt, new Date(startOfFirmDay(filters.from))) : undefined,
    filters.to ? receivedBy(filters.to) : undefined,
  );
}

/** The last day a YYYY-MM-DD filter can name. */
const LAST_CALENDAR_DAY = '9999-12-31';

/**
 * Received on or before a firm day: before the midnight that starts the next one. By the last
 * day every lead is; no bound then, as midnight after it (year 10000) is no timestamp Postgres reads.
 */
function receivedBy(to: string): SQL | undefined {
  if (to >= LAST_CALENDAR_DAY) return undefined;
  return lt(leads.createdAt, new Date(startOfFirmDay(to, 1)));
}

/**
 * A substring of the folded search document. The search text is folded by the same SQL function
 * (so "ZOË" finds "Zoe") and its LIKE wildcards are escaped (so "100%" means "100%").
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const folded = sql`lead_search_fold(${text})`;
  const escaped = sql`replace(replace(replace(${folded}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  return sql`${leadSearchDocument(leads)} like '%' || ${escaped} || '%'`;
}

/** New leads created before their kind's cutoff, not answered by a booking (src/lib/overdue.ts). */
function overdueCondition(now: number, hours: OfficeHours): SQL {
  const equityCutoff = overdueCutoff({ isSocialEquityApplicant: true }, now, hours);
  const standardCutoff = overdueCutoff({ isSocialEquityApplicant: false }, now, hours);
  return and(
    eq(leads.status, 'new'),
    or(
      and(eq(leads.isSocialEquityApplicant, true), lt(leads.createdAt, equityCutoff)),
      and(eq(leads.isSocialEquityApplicant, false), lt(leads.createdAt, standardCutoff)),
    ),
    not(answeredByBooking(now)),
  )!;
}

/** Midnight in New York at the start of a YYYY-MM-DD day, `plusDays` later. */
function startOfFirmDay(date: string, plusDays = 0): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + plusDays));
  return firmInstant(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), 0);
}
