import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../../db/schema.ts';
import { NO_LEAD_FILTERS } from '../../lib/leadFilters.ts';
import { signIn } from '../testing/auth.ts';
import { createLead } from '../testing/leads.ts';
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

describe(`lead search storage (${testBackend()})`, () => {
  it('keeps a folded copy of the searchable text, written with the row', async () => {
    const lead = await createLead(t, {
      name: 'Zoë Ñúñez',
      company: 'Café Verde',
      phone: '(413) 555-0199',
    });
    const { rows } = (await t.handle.db.execute(
      sql`select search_document from consultation_requests where id = ${lead.id}`,
    )) as unknown as { rows: { search_document: string }[] };
    expect(rows[0]?.search_document).toContain('zoe nunez');
    expect(rows[0]?.search_document).toContain('cafe verde');
    expect(rows[0]?.search_document).toContain('4135550199');
  });

  it('answers a search from the trigram index on that copy', async () => {
    const plan = await t.handle.db.transaction(async (tx) => {
      // A handful of rows would be read whole; forbid that so the plan shows the index it can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: leads.id })
        .from(leads)
        .where(
          leadFilterCondition(
            { ...NO_LEAD_FILTERS, q: 'holyoke' },
            Date.now(),
            shippedFacts.site.hours,
          ),
        );
      const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('consultation_requests_search_document_idx');
  });

  it('never sends the copy to the browser', async () => {
    const staff = await signIn(t, 'employee');
    const lead = await createLead(t, { name: 'Copy Check' });
    for (const path of ['', `/${lead.id}`]) {
      const res = await t.request(`/api/admin/consultations${path}`, {
        headers: { Cookie: staff.cookie },
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('Copy Check');
      expect(text).not.toMatch(/search_?document/i);
    }
  });
});
