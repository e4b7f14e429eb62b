import { leadStatusLabel } from '../../lib/domain.ts';
import { firmDate, formatFirmDateTime } from '../../lib/firmTime.ts';

/**
 * CSV for spreadsheets: every cell quoted (RFC 4180 allows it) and CRLF rows.
 * A formula start (=, +, -, @, tab or a lone CR) gets a single quote before it so it shows as text:
 * at the start of a cell, and also after `;`, `,` and line breaks, because a spreadsheet that splits
 * on `;` (German or French Excel) starts a new cell there. A UTF-8 byte-order
 * mark makes Excel read non-Latin names correctly.
 */
export const CSV_BOM = '\uFEFF';
/** The export's answer when the file could pass a streamed response's limit (csvExport.ts). */
export const EXPORT_TOO_LARGE_MESSAGE =
  'This export would be larger than 20 MB. Narrow the date range (Received from / to) and try again.';
export const LEAD_CSV_COLUMNS = [
  'Date',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Service',
  'Status',
  'Social Equity',
  'Message',
  'Language',
] as const;

// A CR that starts a CRLF line break is no formula; a lone one (or one after LF) could be.
const FORMULA_START = /(^|[;,\r\n])(?=[=+\-@\t]|\r(?!\n))/g;

export function csvCell(value: string | null | undefined): string {
  const text = (value ?? '').replace(FORMULA_START, "$1'");
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvRow(cells: readonly (string | null | undefined)[]): string {
  return cells.map(csvCell).join(',');
}

export interface CsvLead {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  serviceType: string;
  status: string;
  isSocialEquityApplicant: boolean;
  message: string;
  locale: string;
  createdAt: Date;
}

/** One lead's cells, in LEAD_CSV_COLUMNS order. */
export function leadCsvCells(lead: CsvLead): (string | null)[] {
  return [
    formatFirmDateTime(lead.createdAt),
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.serviceType,
    leadStatusLabel(lead.status),
    lead.isSocialEquityApplicant ? 'Yes' : 'No',
    lead.message,
    lead.locale,
  ];
}

export function leadsToCsv(leads: readonly CsvLead[]): string {
  const rows = [csvRow(LEAD_CSV_COLUMNS), ...leads.map((lead) => csvRow(leadCsvCells(lead)))];
  return CSV_BOM + rows.join('\r\n') + '\r\n';
}

/**
 * e.g. leads-2026-11-21.csv, or leads-filtered-2026-11-21.csv when the export holds only a filtered
 * view, so nobody mistakes it for the full list. The date is the firm's (America/New_York).
 */
export function leadsCsvFilename(now = new Date(), filtered = false): string {
  return `leads-${filtered ? 'filtered-' : ''}${firmDate(now)}.csv`;
}
