import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmDate } from '../../lib/firmTime.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { parseCsv } from '../testing/csv.ts';
import { createLead } from '../testing/leads.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let staff: SignedIn;
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'employee');
  const now = Date.now();
  await createLead(t, {
    name: 'Alice Green',
    email: 'alice@green.example',
    company: 'Green Leaf LLC',
    serviceType: 'Cannabis/Social Equity',
    isSocialEquityApplicant: true,
    createdAt: new Date(now - 10 * 24 * HOUR),
  });
  await createLead(t, {
    name: 'Bob Stone',
    email: 'bob@stone.example',
    serviceType: 'Real Estate',
    status: 'qualified',
    createdAt: new Date(now - 2 * HOUR),
  });
  await createLead(t, {
    name: '=HYPERLINK("http://evil.example","x")',
    email: 'mallory@evil.example',
    phone: '+1 413 555 0100',
    company: 'GREEN, "quoted" & co',
    message: 'first line\nsecond, line',
    serviceType: 'Marketing',
    createdAt: new Date(now - 1 * HOUR),
  });
});
afterAll(async () => {
  await t.close();
});

const exportCsv = (query = '') =>
  t.request(`/api/admin/consultations/export.csv${query}`, { headers: { Cookie: staff.cookie } });
const dataRows = async (res: Response) =>
  parseCsv((await res.text()).replace(/^\uFEFF/, '')).slice(1);

describe(`CSV export (${testBackend()})`, () => {
  it('is an attachment named with the New York date, UTF-8 with BOM, not cached', async () => {
    const res = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const today = firmDate(new Date());
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="leads-${today}.csv"`,
    );
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('exports every lead newest first, neutralising the hostile one', async () => {
    const rows = await dataRows(await exportCsv());
    expect(rows.map((row) => row[1])).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      'Bob Stone',
      'Alice Green',
    ]);
    expect(rows[0]).toEqual([
      expect.any(String),
      `'=HYPERLINK("http://evil.example","x")`,
      'mallory@evil.example',
      "'+1 413 555 0100",
      'GREEN, "quoted" & co',
      'Marketing',
      'New',
      'No',
      'first line\nsecond, line',
      'en',
    ]);
    expect(rows[2]?.[7]).toBe('Yes');
  });

  it('says in the file name when the export is filtered', async () => {
    const res = await exportCsv('?status=new');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="leads-filtered-${firmDate(new Date())}.csv"`,
    );
    await res.body?.cancel();
  });

  it.each([
    ['?q=green', ['=HYPERLINK', 'Alice Green']],
    ['?q=STONE.EXAMPLE', ['Bob Stone']],
    ['?status=qualified', ['Bob Stone']],
    ['?service=Cannabis%2FSocial+Equity', ['Alice Green']],
    ['?q=green&service=Marketing', ['=HYPERLINK']],
    ['?status=new&overdue=1', ['Alice Green']],
    ['?q=nobody-matches', []],
    // Unknown filter values are ignored, as on the page.
    ['?status=bogus&service=bogus', ['=HYPERLINK', 'Bob Stone', 'Alice Green']],
  ])('exports only the filtered view for %s', async (query, names) => {
    const rows = await dataRows(await exportCsv(query));
    expect(rows.map((row) => (row[1] ?? '').replace(/^'/, '').split('(')[0])).toEqual(
      names.map((name) => name.split('(')[0]),
    );
  });
});
