import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../../db/schema.ts';
import { LEAD_STATUSES } from '../../lib/domain.ts';
import { firmDate } from '../../lib/firmTime.ts';
import { NO_LEAD_FILTERS } from '../../lib/leadFilters.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { parseCsv } from '../testing/csv.ts';
import { createLead } from '../testing/leads.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { csvRow, EXPORT_TOO_LARGE_MESSAGE, leadCsvCells } from './csv.ts';
import {
  CSV_ROW_FIXED_BYTES,
  EXPORT_BATCH_ROWS,
  measureLeadExport,
  STREAMED_RESPONSE_LIMIT_BYTES,
} from './csvExport.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'employee');
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const exportCsv = (query = '') =>
  t.request(`/api/admin/consultations/export.csv${query}`, { headers: { Cookie: staff.cookie } });

/** Reads a streamed body chunk by chunk, as a browser would. */
async function readChunks(res: Response) {
  const reader = res.body!.getReader();
  const chunks: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
  }
  return { chunks, bytes: Buffer.concat(chunks) };
}

describe('the size bound of a CSV row', () => {
  it('covers every row outside its free-text cells', () => {
    for (const status of LEAD_STATUSES) {
      for (const isSocialEquityApplicant of [true, false]) {
        const row = csvRow(
          leadCsvCells({
            name: '',
            email: '',
            phone: null,
            company: null,
            serviceType: '',
            status,
            isSocialEquityApplicant,
            message: '',
            locale: '',
            createdAt: new Date('2026-12-31T23:59:00Z'),
          }),
        );
        expect(Buffer.byteLength(`${row}\r\n`)).toBeLessThanOrEqual(CSV_ROW_FIXED_BYTES);
      }
    }
  });
});

describe(`streamed CSV export (${testBackend()})`, () => {
  it('never sends more bytes than it measured, whatever the text', async () => {
    const hostile = [
      '"quoted", and "more"',
      '=1+1,@SUM(A1);-2\r\n+3\n\t=4\r=5',
      'Zoë Ñúñez 🌿 — “comillas”',
      ',=,=,=,=,=',
    ];
    for (const [i, text] of hostile.entries()) {
      await createLead(t, {
        name: text,
        email: `hostile-${i}@example.com`,
        phone: text.slice(0, 40),
        company: text,
        message: text.repeat(50),
        createdAt: new Date(Date.now() - (i + 1) * HOUR),
      });
    }
    const measured = await measureLeadExport(t.handle.db, {
      filters: NO_LEAD_FILTERS,
      now: Date.now(),
      hours: shippedFacts.site.hours,
    });
    const res = await exportCsv();
    expect(res.status).toBe(200);
    const { bytes } = await readChunks(res);
    expect(measured.rows).toBe(hostile.length);
    expect(bytes.length).toBeLessThanOrEqual(measured.maxBytes);
    const rows = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')).slice(1);
    expect(rows.map((row) => row[2])).toEqual(
      [...hostile.keys()].map((i) => `hostile-${i}@example.com`),
    );
    expect(rows[2]?.[1]).toBe(hostile[2]);
  });

  it(`refuses with 413 an export that could pass ${STREAMED_RESPONSE_LIMIT_BYTES / 1e6} MB, and streams a narrower range in full`, async () => {
    await t.handle.db.execute(sql`delete from consultation_requests`);
    // The longest message the form accepts, written to grow in the file as much as text can: each
    // quote is doubled and each comma-equals gets the formula guard. 2,700 of them pass 20 MB.
    const message = '",=x'.repeat(1250);
    const leadCount = 2700;
    await t.handle.db.execute(sql`
      insert into consultation_requests (name, email, service_type, message, created_at)
      select 'Lead ' || n, 'lead-' || n || '@example.com', 'Real Estate', ${message},
             now() - n * interval '1 hour'
      from generate_series(1, ${leadCount}) as n`);

    const tooLarge = await exportCsv();
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ message: EXPORT_TOO_LARGE_MESSAGE });

    // The last 40 days of the firm’s calendar: about 950 leads, 7 MB.
    const from = firmDate(Date.now() - 39 * 24 * HOUR);
    const to = firmDate(Date.now());
    const [counted] = await t.handle.db
      .select({ n: count() })
      .from(leads)
      .where(sql`created_at >= (${from}::date::timestamp at time zone 'America/New_York')`);
    const expected = counted?.n ?? 0;
    expect(expected).toBeGreaterThan(EXPORT_BATCH_ROWS);

    const narrower = await exportCsv(`?from=${from}&to=${to}`);
    expect(narrower.status).toBe(200);
    const { chunks, bytes } = await readChunks(narrower);
    // Header, then one chunk per batch: the function never held the whole file.
    expect(chunks.length).toBeGreaterThanOrEqual(1 + Math.ceil(expected / EXPORT_BATCH_ROWS));
    expect(bytes.length).toBeLessThan(STREAMED_RESPONSE_LIMIT_BYTES);
    const rows = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')).slice(1);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((row) => row[2])).size).toBe(expected);
    expect(rows.every((row) => row[8] === message.replaceAll(',=', ",'="))).toBe(true);
  }, 120_000);

  it('streams all 30,000 rows of a large export, each once', async () => {
    await t.handle.db.execute(sql`delete from consultation_requests`);
    const leadCount = 30_000;
    await t.handle.db.execute(sql`
      insert into consultation_requests (name, email, service_type, message, created_at)
      select 'Lead ' || n, 'lead-' || n || '@example.com', 'Marketing',
             'Please call me back about a new website and social media.',
             now() - n * interval '1 minute'
      from generate_series(1, ${leadCount}) as n`);
    const res = await exportCsv();
    expect(res.status).toBe(200);
    const { chunks, bytes } = await readChunks(res);
    expect(chunks.length).toBeGreaterThanOrEqual(1 + leadCount / EXPORT_BATCH_ROWS);
    const rows = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')).slice(1);
    expect(rows).toHaveLength(leadCount);
    expect(new Set(rows.map((row) => row[2])).size).toBe(leadCount);
    // Newest first, across every batch boundary.
    expect(rows[0]?.[1]).toBe('Lead 1');
    expect(rows.at(-1)?.[1]).toBe(`Lead ${leadCount}`);
  }, 120_000);
});
