import { and, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { leads } from '../../../db/schema.ts';
import type { LeadFilters } from '../../lib/leadFilters.ts';
import type { OfficeHours } from '../../lib/overdue.ts';
import { CSV_BOM, csvRow, LEAD_CSV_COLUMNS, leadCsvCells } from './csv.ts';
import { leadFilterCondition } from './leadConditions.ts';
import { afterPosition, keysetOrder, positionAt } from './leadPage.ts';
import type { PagePosition } from './pageCursor.ts';

/**
 * The leads CSV, streamed: rows are read in keyset batches and written as they come, so the
 * function never holds the whole file. A streamed answer still has a ceiling (Netlify: 20 MB), and
 * once the first byte is sent the status cannot change: the size is bounded in SQL first, and an
 * export that could pass the ceiling is refused before anything is sent.
 */
export const STREAMED_RESPONSE_LIMIT_BYTES = 20_000_000;

/** Rows read per query: large enough to be quick, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * Bytes of a row outside its free-text cells: ten pairs of quotes, nine commas, CRLF, the date
 * (16), the longest status label (11) and Yes/No (3). csvExport.test.ts checks it against csvRow.
 */
export const CSV_ROW_FIXED_BYTES = 70;

/**
 * An upper bound of one free-text cell's bytes in the file: the text, a second `"` for each quote,
 * and a `'` before any formula start (at most one at the start and one after each `;` `,` CR LF).
 */
function cellBytesBound(column: AnyPgColumn): SQL<number> {
  return sql<number>`(coalesce(octet_length(${column}), 0)
    + coalesce(length(${column}) - length(replace(${column}, '"', '')), 0)
    + coalesce(length(${column}) - length(translate(${column}, E';,\\r\\n', '')), 0) + 1)`;
}

const TEXT_CELLS: readonly AnyPgColumn[] = [
  leads.name,
  leads.email,
  leads.phone,
  leads.company,
  leads.serviceType,
  leads.message,
  leads.locale,
];

export interface LeadExport {
  filters: LeadFilters;
  /** The export's instant: leads created later are not in it, whatever the order. */
  now: number;
  /** The office hours in force, for the Overdue filter. */
  hours: OfficeHours;
}

function exportCondition({ filters, now, hours }: LeadExport): SQL | undefined {
  return and(leadFilterCondition(filters, now, hours), lte(leads.createdAt, new Date(now)));
}

/** How many rows the export holds and at most how many bytes its file takes. */
export async function measureLeadExport(db: Database, request: LeadExport) {
  const rowBound = sql.join(TEXT_CELLS.map(cellBytesBound), sql` + `);
  const [measured] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      textBytes: sql<string>`coalesce(sum(${rowBound}), 0)::bigint::text`,
    })
    .from(leads)
    .where(exportCondition(request));
  const rows = measured?.rows ?? 0;
  const header = Buffer.byteLength(CSV_BOM + csvRow(LEAD_CSV_COLUMNS) + '\r\n');
  return { rows, maxBytes: header + rows * CSV_ROW_FIXED_BYTES + Number(measured?.textBytes ?? 0) };
}

/** The file, batch by batch: the header first, then each batch's rows as one chunk. */
export function streamLeadExport(
  db: Database,
  request: LeadExport,
  onDone: (rows: number) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: PagePosition | null = null;
  let started = false;
  let written = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(LEAD_CSV_COLUMNS) + '\r\n'));
        return;
      }
      const batch = await db
        .select({
          lead: leads,
          positionAt: positionAt(),
        })
        .from(leads)
        .where(and(exportCondition(request), afterPosition(request.filters.sort, after)))
        .orderBy(...keysetOrder(request.filters.sort))
        .limit(EXPORT_BATCH_ROWS);
      if (batch.length) {
        const text = batch.map(({ lead }) => csvRow(leadCsvCells(lead)) + '\r\n').join('');
        controller.enqueue(encoder.encode(text));
        written += batch.length;
        const last = batch.at(-1)!;
        after = { createdAt: last.positionAt, id: last.lead.id };
      }
      if (batch.length < EXPORT_BATCH_ROWS) {
        controller.close();
        onDone(written);
      }
    },
  });
}
