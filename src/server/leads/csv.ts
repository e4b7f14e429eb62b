import { leadStatusLabel } from '../../lib/domain.ts';

/**
 * CSV for spreadsheets (security.md item 24): RFC 4180 quoting and CRLF rows, and any cell a
 * spreadsheet would run as a formula (leading =, +, -, @, tab or CR) prefixed with a single quote so
 * it shows as text. A UTF-8 byte-order mark makes Excel read non-Latin names correctly.
 */
export const CSV_BOM = '\uFEFF';
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
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
  createdAt: Date;
}

export function leadsToCsv(leads: readonly CsvLead[]): string {
  const rows = [csvRow(LEAD_CSV_COLUMNS)];
  for (const lead of leads) {
    rows.push(
      csvRow([
        lead.createdAt.toISOString(),
        lead.name,
        lead.email,
        lead.phone,
        lead.company,
        lead.serviceType,
        leadStatusLabel(lead.status),
        lead.isSocialEquityApplicant ? 'Yes' : 'No',
        lead.message,
      ]),
    );
  }
  return CSV_BOM + rows.join('\r\n') + '\r\n';
}

/** e.g. leads-2026-11-21.csv (the UTC date of the export). */
export function leadsCsvFilename(now = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
