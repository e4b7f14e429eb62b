import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../../db/schema.ts';
import { LEAD_PAGE_DEFAULT, LEAD_PAGE_MAX } from '../../lib/leadPaging.ts';
import { MESSAGE_PREVIEW_LENGTH } from '../leads/leadPage.ts';
import { CURSOR_MESSAGE, LIMIT_MESSAGE } from '../leads/pageQuery.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'employee');
});
afterAll(async () => {
  await t.close();
});

interface PageAnswer {
  leads: (Record<string, unknown> & { id: string })[];
  nextCursor: string | null;
  matchingCount: number;
  totalCount: number;
}

const base = '/api/admin/consultations';
const get = (query: string) => t.request(`${base}${query}`, { headers: { Cookie: staff.cookie } });
async function page(query: string): Promise<PageAnswer> {
  const res = await get(query);
  expect(res.status, query).toBe(200);
  return (await res.json()) as PageAnswer;
}

/** Leads written straight to the table; `at` is any SQL timestamptz expression. */
async function insertLeads(count: number, at: (i: number) => ReturnType<typeof sql>, tag: string) {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `${tag} ${i}`,
    email: `${tag.toLowerCase()}${i}@example.com`,
    serviceType: 'Marketing' as const,
    message: `Message ${i} of ${tag}`,
    createdAt: at(i) as unknown as Date,
  }));
  const inserted = await t.handle.db.insert(leads).values(rows).returning({ id: leads.id });
  return inserted.map((row) => row.id);
}

describe(`leads list pages (${testBackend()})`, () => {
  it('never skips or repeats a lead while new leads arrive between pages, in either order', async () => {
    // 130 leads: groups sharing one created_at to the microsecond (the id breaks the tie), and
    // neighbours only a microsecond apart (a millisecond cursor would lose them).
    const original = await insertLeads(
      130,
      (i) =>
        sql`timestamptz '2025-06-01 12:00:00+00' - ${Math.floor(i / 3)} * interval '1 microsecond'`,
      'Paged',
    );
    for (const sort of ['newest', 'oldest']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let round = 0;
      do {
        const answer: PageAnswer = await page(
          `?q=paged&sort=${sort}&limit=50${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...answer.leads.map((lead) => lead.id));
        cursor = answer.nextCursor;
        // Visitors keep writing in: newer leads, and one in the same microsecond as the page's
        // last lead (after it or before it, depending on its random id).
        await insertLeads(5, () => sql`now()`, `Paged arrival ${sort} ${round}`);
        await insertLeads(
          1,
          () =>
            sql`timestamptz '2025-06-01 12:00:00+00' - ${20 + round} * interval '1 microsecond'`,
          `Paged late ${sort} ${round++}`,
        );
      } while (cursor);
      expect(new Set(seen).size, 'no lead twice').toBe(seen.length);
      expect(seen.filter((id) => original.includes(id)).sort()).toEqual([...original].sort());
    }
  });

  it('answers 50 leads by default, at most 200, with the matching and total counts', async () => {
    await insertLeads(
      210,
      (i) => sql`timestamptz '2024-01-01 00:00:00+00' + ${i} * interval '1 minute'`,
      'Bulk',
    );
    const first = await page('?q=bulk');
    expect(first.leads).toHaveLength(LEAD_PAGE_DEFAULT);
    expect(first.matchingCount).toBe(210);
    expect(first.totalCount).toBe(await t.handle.db.$count(leads));
    const widest = await page(`?q=bulk&limit=${LEAD_PAGE_MAX}`);
    expect(widest.leads).toHaveLength(LEAD_PAGE_MAX);
    const rest = await page(`?q=bulk&limit=${LEAD_PAGE_MAX}&cursor=${widest.nextCursor}`);
    expect(rest.leads).toHaveLength(10);
    expect(rest.nextCursor).toBeNull();
  });

  it('sends a bounded summary: a message preview, no notes, related leads', async () => {
    const long = 'word '.repeat(1000);
    await t.handle.db.insert(leads).values({
      name: 'Preview Person',
      email: 'preview@example.com',
      serviceType: 'Marketing',
      message: long,
      notes: 'Internal notes stay in the dialog.',
    });
    const [lead] = (await page('?q=preview%20person')).leads;
    expect(lead).toMatchObject({
      name: 'Preview Person',
      messagePreview: long.slice(0, MESSAGE_PREVIEW_LENGTH),
      related: [],
      relatedCount: 0,
    });
    expect(lead).not.toHaveProperty('notes');
    expect(lead).not.toHaveProperty('message');
  });

  it.each([
    ['0', LIMIT_MESSAGE],
    [String(LEAD_PAGE_MAX + 1), LIMIT_MESSAGE],
    ['-1', LIMIT_MESSAGE],
    ['1.5', LIMIT_MESSAGE],
    ['ten', LIMIT_MESSAGE],
    ['', LIMIT_MESSAGE],
  ])('answers 400 to limit=%s', async (limit, message) => {
    const res = await get(`?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message,
      code: 'validation_failed',
      fields: { limit: message },
      fieldCodes: { limit: expect.any(String) },
    });
  });

  const encode = (text: string) => Buffer.from(text).toString('base64url');
  it.each([
    ['not base64', 'not a cursor!'],
    ['junk', encode('hello')],
    ['a bad id', encode('2026-01-01T00:00:00.000000Z|1 OR 1=1')],
    [
      'an impossible date',
      encode('2026-02-30T00:00:00.000000Z|00000000-0000-4000-8000-000000000000'),
    ],
    ['a millisecond time', encode('2026-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000')],
    ['an empty cursor', ''],
  ])('answers 400 to a cursor that is %s', async (_, cursor) => {
    const res = await get(`?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: CURSOR_MESSAGE,
      code: 'validation_failed',
      fields: { cursor: CURSOR_MESSAGE },
      fieldCodes: { cursor: 'invalid' },
    });
  });
});
