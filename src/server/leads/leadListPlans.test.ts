import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLeads } from '../../../scripts/bench/seedLeads.ts';
import { NO_LEAD_FILTERS, type LeadFilters } from '../../lib/leadFilters.ts';
import { LEAD_PAGE_DEFAULT } from '../../lib/leadPaging.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { leadFilterCondition } from './leadConditions.ts';
import { countLeadsQuery, leadPageRowsQuery } from './leadPage.ts';
import { leadStatsQuery } from './leadStats.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';

/**
 * The plans of the leads list's own queries (leadPage.ts) on a table of realistic leads, analysed
 * as autovacuum leaves it: a status view and a search must keep reaching their rows through an
 * index. Few rows would be read whole whatever the indexes, so the table is seeded at a size where
 * reading it whole costs the planner more than the index does; no planner setting is changed.
 */
const LEADS = 20_000;
const STATUS_INDEX = 'consultation_requests_status_created_at_id_equity_idx';
const SEARCH_INDEX = 'consultation_requests_search_document_idx';
const RARE_STATUS = 'lost';
/** Lead 12,345's name as seedLeads writes it, accents folded. */
const ONE_LEAD = 'tomas chen 12345';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Total Cost': number;
  Plans?: PlanNode[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedLeads(t.handle.db, LEADS);
  // A status few leads are in, as a real list has: a few dozen of the seeded "lost" stay so.
  await t.handle.db.execute(
    sql`update consultation_requests set status = 'closed' where status = ${RARE_STATUS} and name not like '%00'`,
  );
  await t.handle.db.execute(sql`vacuum analyze consultation_requests`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The plan PostgreSQL chooses for a query, sent with its parameters as the API sends it. */
async function planOf(query: SQLWrapper) {
  const { rows } = (await t.handle.db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
  };
  const json = rows[0]!['QUERY PLAN'];
  const [{ Plan }] = typeof json === 'string' ? JSON.parse(json) : json;
  return nodes(Plan);
}

const filtered = (filters: Partial<LeadFilters>) => ({ ...NO_LEAD_FILTERS, ...filters });
const indexesUsed = (plan: PlanNode[]) => plan.flatMap((node) => node['Index Name'] ?? []);
const nodeTypes = (plan: PlanNode[]) => plan.map((node) => node['Node Type']);

function pageOf(filters: LeadFilters) {
  const matching = leadFilterCondition(filters, Date.now(), shippedFacts.site.hours);
  return leadPageRowsQuery(
    t.handle.db,
    { filters, limit: LEAD_PAGE_DEFAULT, after: null },
    matching,
  );
}

function countOf(filters: LeadFilters) {
  return countLeadsQuery(
    t.handle.db,
    leadFilterCondition(filters, Date.now(), shippedFacts.site.hours),
  );
}

describe(`leads list plans at ${LEADS} leads (${testBackend()})`, () => {
  for (const sort of ['newest', 'oldest'] as const) {
    it(`reads a common status's page (${sort} first) in order from an index, unsorted`, async () => {
      const plan = await planOf(pageOf(filtered({ status: 'contacted', sort })));
      expect(nodeTypes(plan)).toEqual(['Limit', 'Index Scan']);
    });

    it(`reads a rare status's page (${sort} first) from the status index`, async () => {
      const plan = await planOf(pageOf(filtered({ status: RARE_STATUS, sort })));
      expect(nodeTypes(plan)).toEqual(['Limit', 'Index Scan']);
      expect(indexesUsed(plan)).toEqual([STATUS_INDEX]);
    });
  }

  it("counts a status view's leads from the status index alone", async () => {
    const plan = await planOf(countOf(filtered({ status: 'contacted' })));
    expect(nodeTypes(plan)).toEqual(['Aggregate', 'Index Only Scan']);
    expect(indexesUsed(plan)).toEqual([STATUS_INDEX]);
  });

  // A word in a sixth of the leads, one in fifty, one in a thousand.
  for (const q of ['holyoke', 'sunrise solar 4', 'rivera 12']) {
    it(`finds and counts "${q}" through an index`, async () => {
      const page = await planOf(pageOf(filtered({ q })));
      const count = await planOf(countOf(filtered({ q })));
      expect(nodeTypes(page)).not.toContain('Seq Scan');
      expect(indexesUsed(page).length).toBeGreaterThan(0);
      expect(nodeTypes(count)).not.toContain('Seq Scan');
      expect(indexesUsed(count)).toEqual([SEARCH_INDEX]);
    });
  }

  it('looks a search matching one lead up in the trigram index', async () => {
    const plan = await planOf(pageOf(filtered({ q: ONE_LEAD })));
    expect(indexesUsed(plan)).toEqual([SEARCH_INDEX]);
  });

  it('reads the dashboard counts from the status index alone, the booking check once', async () => {
    const plan = await planOf(leadStatsQuery(t.handle.db, Date.now(), shippedFacts.site.hours));
    const leadReads = plan.filter((node) => node['Relation Name'] === 'consultation_requests');
    expect(leadReads.length).toBeGreaterThan(0);
    for (const node of leadReads) {
      expect([node['Node Type'], node['Index Name']]).toEqual(['Index Only Scan', STATUS_INDEX]);
    }
    // A booking check per lead (a SubPlan under the counts) read the table for every new lead.
    expect(plan.map((node) => node['Parent Relationship'])).not.toContain('SubPlan');
    // PostgreSQL compiles a query priced over jit_above_cost (JIT: about 240 ms, more than the
    // counting itself); the price grows with the table, so it stays under at five times these
    // leads, the bench's 100,000 (the per-lead check priced it at 830,000 there).
    const { rows } = (await t.handle.db.execute(
      sql`select current_setting('jit_above_cost')::float8 as threshold`,
    )) as unknown as { rows: { threshold: number }[] };
    expect(plan[0]!['Total Cost'] * 5).toBeLessThan(Number(rows[0]!.threshold));
  });
});
