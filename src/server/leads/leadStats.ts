import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leads } from '../../../db/schema.ts';
import { leadFilterCondition } from './leadConditions.ts';
import { NO_LEAD_FILTERS } from '../../lib/leadFilters.ts';

/**
 * The dashboard's figures in one pass over the table, overdue included (the same condition as the
 * leads page's "Overdue" filter), instead of counting a full list in the browser.
 */
export async function readLeadStats(db: Database, now: number) {
  const overdue = leadFilterCondition({ ...NO_LEAD_FILTERS, overdue: true }, now)!;
  const [row] = await db
    .select({
      total: count(),
      equity: count(sql`case when ${leads.isSocialEquityApplicant} then 1 end`),
      fresh: count(sql`case when ${eq(leads.status, 'new')} then 1 end`),
      qualified: count(sql`case when ${eq(leads.status, 'qualified')} then 1 end`),
      overdue: count(sql`case when ${overdue} then 1 end`),
    })
    .from(leads);
  return row ?? { total: 0, equity: 0, fresh: 0, qualified: 0, overdue: 0 };
}
