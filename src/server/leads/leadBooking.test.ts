import { randomUUID } from 'node:crypto';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, leads } from '../../../db/schema.ts';
import { NO_LEAD_FILTERS } from '../../lib/leadFilters.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { leadFilterCondition } from './leadConditions.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The plan of a query when reading a table whole is forbidden: it shows the index it can use. */
async function planOf(query: (tx: TestApp['handle']['db']) => { getSQL(): SQL }) {
  return t.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = (await tx.execute(sql`explain ${query(tx as never).getSQL()}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe(`a lead's bookings (${testBackend()})`, () => {
  it('are found through the index on the booking lead, for a page and for the overdue rule', async () => {
    const ids = [randomUUID(), randomUUID()];
    const page = await planOf((db) =>
      db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.leadId, ids)),
    );
    expect(page).toContain('bookings_lead_idx');
    // The dashboard counts overdue leads over the whole table, asking this for each new one.
    const overdue = await planOf((db) =>
      db
        .select({ id: leads.id })
        .from(leads)
        .where(
          leadFilterCondition(
            { ...NO_LEAD_FILTERS, overdue: true },
            Date.now(),
            shippedFacts.site.hours,
          ),
        ),
    );
    expect(overdue).toContain('bookings_lead_idx');
  });
});
