import { leads, type LeadRow } from '../../../db/schema.ts';
import type { TestApp } from './testApp.ts';

/** Inserts a lead directly (any state, any creation time) for tests of the staff routes. */
export async function createLead(
  t: TestApp,
  values: Partial<typeof leads.$inferInsert> = {},
): Promise<LeadRow> {
  const [lead] = await t.handle.db
    .insert(leads)
    .values({
      name: 'Jordan Rivera',
      email: 'jordan@example.com',
      serviceType: 'Real Estate',
      message: 'Looking for a commercial space in Holyoke.',
      ...values,
    })
    .returning();
  if (!lead) throw new Error('createLead: insert returned no row');
  return lead;
}
