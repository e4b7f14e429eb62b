import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../../db/schema.ts';
import { LEAD_STATUSES, SERVICE_TYPES } from '../../lib/domain.ts';
import { forbiddenCharacter } from '../../lib/schemas/controlCharacters.ts';
import { CONSULTATION_LIMITS, consultationRequestSchema } from '../../lib/schemas/consultation.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { LEAD_PAGE_DEFAULT, LEAD_PAGE_MAX } from '../../lib/leadPaging.ts';
import { MESSAGE_PREVIEW_LENGTH } from './leadPage.ts';
import { RELATED_SHOWN } from './relatedLeads.ts';

/**
 * Netlify refuses a buffered function response over 6 MB, whatever the cause. A page of leads must
 * stay under it however long and strange the stored text is: page size × the longest text each
 * field can carry. The design's budget for an ordinary page is 150 KB.
 */
const NETLIFY_BUFFERED_LIMIT = 6_000_000;
const PAGE_BUDGET = 150 * 1024;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** The page's text fields: how many characters (code points) of each the server sends at most. */
const SENT_CHARACTERS = {
  name: CONSULTATION_LIMITS.name,
  email: CONSULTATION_LIMITS.email,
  phone: CONSULTATION_LIMITS.phone,
  company: CONSULTATION_LIMITS.company,
  messagePreview: MESSAGE_PREVIEW_LENGTH,
};

/** A page answer with every fixed-size field at its widest and every text field empty. */
function widestFixedPage(size: number): string {
  const id = '00000000-0000-4000-8000-000000000000';
  const at = '2026-11-21T14:03:07.123Z';
  const lead = {
    id,
    name: '',
    email: '',
    phone: '',
    company: '',
    serviceType: [...SERVICE_TYPES].sort((a, b) => b.length - a.length)[0],
    isSocialEquityApplicant: false,
    locale: 'en',
    status: [...LEAD_STATUSES].sort((a, b) => b.length - a.length)[0],
    assignedTo: id,
    contactedAt: at,
    createdAt: at,
    messagePreview: '',
    related: Array.from({ length: RELATED_SHOWN }, () => ({ id, createdAt: at })),
    relatedCount: Number.MAX_SAFE_INTEGER,
    booking: { status: 'completed', startsAt: at },
  };
  return JSON.stringify({
    leads: Array.from({ length: size }, () => lead),
    nextCursor: 'x'.repeat(200),
    matchingCount: Number.MAX_SAFE_INTEGER,
    totalCount: Number.MAX_SAFE_INTEGER,
  });
}

describe('worst-case size of a page of leads', () => {
  it('stays under 6 MB at the largest page size whatever the stored text', () => {
    // Any stored character costs at most 6 bytes of JSON (a control character becomes \u00XX;
    // a 4-byte UTF-8 character is one code point), and the server cuts every text field.
    const textBytes = Object.values(SENT_CHARACTERS).reduce((sum, n) => sum + n * 6, 0);
    const worst = utf8(widestFixedPage(LEAD_PAGE_MAX)) + LEAD_PAGE_MAX * textBytes;
    expect(worst).toBeLessThan(NETLIFY_BUFFERED_LIMIT);
  });
});

/**
 * The same, measured: the worst leads the contact form accepts, stored and read back through the
 * API. For each field the character giving the most bytes once the server has cut it (the form
 * counts UTF-16 units, the server code points, so an emoji and a euro sign win in different
 * fields).
 */
const CANDIDATES = ['a', '"', '\\', '\n', '\t', 'é', '€', '\u2028', '😀'];

function validLead() {
  return {
    name: 'Worst Case',
    email: 'worst@example.com',
    serviceType: SERVICE_TYPES[0],
    message: 'A message long enough.',
  };
}

function accepted(field: 'name' | 'phone' | 'company' | 'message', value: string): boolean {
  const parsed = consultationRequestSchema.safeParse({ ...validLead(), [field]: value });
  return parsed.success && !forbiddenCharacter(parsed.data);
}

function worstText(field: 'name' | 'phone' | 'company' | 'message', sent: number): string {
  const max = CONSULTATION_LIMITS[field];
  const options = CANDIDATES.map((c) => c.repeat(Math.floor(max / c.length)))
    // Trimmed by the schema, so a value of only whitespace is not stored as sent.
    .map((value) => `x${value.slice(0, max - 2)}x`)
    .filter((value) => accepted(field, value));
  const sentBytes = (value: string) => utf8(JSON.stringify([...value].slice(0, sent).join('')));
  return options.sort((a, b) => sentBytes(b) - sentBytes(a))[0]!;
}

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'employee');
});
afterAll(async () => {
  await t.close();
});

describe(`measured page size with the worst accepted leads (${testBackend()})`, () => {
  it('is under 6 MB at 200 leads and within the 150 KB budget at the default 50', async () => {
    const local = 'l'.repeat(64);
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.`;
    const email = `${local}@${domain}${'g'.repeat(CONSULTATION_LIMITS.email - local.length - domain.length - 5)}.com`;
    expect(email).toHaveLength(CONSULTATION_LIMITS.email);
    expect(consultationRequestSchema.safeParse({ ...validLead(), email }).success).toBe(true);
    const worst = {
      name: worstText('name', SENT_CHARACTERS.name),
      email,
      phone: worstText('phone', SENT_CHARACTERS.phone),
      company: worstText('company', SENT_CHARACTERS.company),
      message: worstText('message', MESSAGE_PREVIEW_LENGTH),
      serviceType: SERVICE_TYPES[0],
      status: 'in_progress' as const,
      assignedTo: staff.member.id,
      contactedAt: new Date(),
      notes: worstText('message', 5000),
    };
    // One address for all: each lead has the most related leads it can show.
    await t.handle.db.insert(leads).values(Array.from({ length: LEAD_PAGE_MAX + 1 }, () => worst));

    const bytesOf = async (limit: number) => {
      const res = await t.request(`/api/admin/consultations?limit=${limit}`, {
        headers: { Cookie: staff.cookie },
      });
      expect(res.status).toBe(200);
      const body = await res.text();
      expect((JSON.parse(body) as { leads: unknown[] }).leads).toHaveLength(limit);
      return utf8(body);
    };
    expect(await bytesOf(LEAD_PAGE_MAX)).toBeLessThan(NETLIFY_BUFFERED_LIMIT);
    expect(await bytesOf(LEAD_PAGE_DEFAULT)).toBeLessThanOrEqual(PAGE_BUDGET);
  });
});
