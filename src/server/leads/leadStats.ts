import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leads } from '../../../db/schema.ts';
import { NO_LEAD_FILTERS } from '../../lib/leadFilters.ts';
import type { OfficeHours } from '../../lib/overdue.ts';
import { leadFilterCondition } from './leadConditions.ts';
import { countLeadsQuery } from './leadPage.ts';

/**
 * The dashboard's figures as one query (leadListPlans.test.ts reads its plan), instead of counting
 * a full list in the browser. Every column it reads is in the status index (db/schema.ts), so it
 * never reads the table.
 *
 * Overdue is its own count (the leads page's "Overdue" filter count), run once as a subquery, not
 * a case per lead: inside the per-lead case the booking check was priced as a lookup for every
 * one of 100,000 leads, which made PostgreSQL compile the query (JIT, about 240 ms of the 300 ms it
 * took) and read the table; alone it is a range of new leads in the index and one anti-join.
 */
export function leadStatsQuery(db: Database, now: number, hours: OfficeHours) {
  const overdue = countLeadsQuery(
    db,
    leadFilterCondition({ ...NO_LEAD_FILTERS, overdue: true }, now, hours),
  );
  return db
    .select({
      total: count(),
      equity: count(sql`case when ${leads.isSocialEquityApplicant} then 1 end`),
      fresh: count(sql`case when ${eq(leads.status, 'new')} then 1 end`),
      qualified: count(sql`case when ${eq(leads.status, 'qualified')} then 1 end`),
      overdue: sql<number>`(${overdue})`.mapWith(Number),
    })
    .from(leads);
}

export async function readLeadStats(db: Database, now: number, hours: OfficeHours) {
  const [row] = await leadStatsQuery(db, now, hours);
  return row ?? { total: 0, equity: 0, fresh: 0, qualified: 0, overdue: 0 };
}
