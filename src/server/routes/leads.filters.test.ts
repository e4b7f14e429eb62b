import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, leads } from '../../../db/schema.ts';
import { firmDate } from '../../lib/firmTime.ts';
import { LEAD_STATUSES, SERVICE_TYPES } from '../../lib/domain.ts';
import { leadFiltersToParams, NO_LEAD_FILTERS, type LeadFilters } from '../../lib/leadFilters.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { referenceView, type ReferenceLead } from '../testing/leadReference.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * Every filter and sort of the leads page, applied by the database, against the plain in-memory
 * filter the page used to run over the full list (testing/leadReference.ts), on the same data.
 * The clock is frozen so "overdue" means the same instant to both.
 */
const HOUR = 3_600_000;
let t: TestApp;
let staff: SignedIn;
let other: SignedIn;
let all: ReferenceLead[] = [];
let now: number;

const NAMES = ['Zoë Tánaka', 'José Muñoz', 'Alex Rivera', 'Priya Patel', 'Łucja Nowak', 'Bo Kim'];
const COMPANIES = ['Green Leaf LLC', 'Café Solar', null, 'Bay State Realty', '100% Organic_Co'];
const MESSAGES = [
  'Looking for a warehouse in Holyoke.',
  'Necesitamos ayuda con la licencia de cannabis.',
  'We are 100% sure_thing about solar panels.',
  'Please call after 3pm about marketing; a sweet deal.',
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = Date.now();
  vi.setSystemTime(now);
  t = await createTestApp();
  staff = await signIn(t, 'employee', { name: 'Erin Employee' });
  other = await signIn(t, 'admin', { name: 'Avery Admin' });
  const owners = [null, staff.member.id, other.member.id];
  // 48 leads: every status, service, owner, language and equity value, spread over 20 days so
  // overdue and date ranges cut through them.
  const values = Array.from({ length: 48 }, (_, i) => ({
    name: NAMES[i % NAMES.length]!,
    email: `person${i}@${i % 2 ? 'example.com' : 'Green-Mail.example'}`.toLowerCase(),
    phone: i % 3 === 0 ? `(413) 555-01${String(i).padStart(2, '0')}` : null,
    company: COMPANIES[i % COMPANIES.length] ?? null,
    message: MESSAGES[i % MESSAGES.length]!,
    status: LEAD_STATUSES[i % 4 === 0 ? 0 : i % LEAD_STATUSES.length]!,
    serviceType: SERVICE_TYPES[i % SERVICE_TYPES.length]!,
    isSocialEquityApplicant: i % 3 === 1,
    locale: i % 4 === 3 ? ('es' as const) : ('en' as const),
    assignedTo: owners[i % owners.length] ?? null,
    createdAt: new Date(now - i * 10 * HOUR - 7 * 60_000),
  }));
  all = await t.handle.db.insert(leads).values(values).returning();
  // Four of the long-waiting new leads booked a consultation online: one meeting ahead and one kept
  // answer the lead (not overdue), one missed and one past but unmarked do not.
  const waiting = all.filter((lead) => lead.status === 'new' && now - +lead.createdAt > 100 * HOUR);
  const outcomes = [
    ['confirmed', 72],
    ['completed', -24],
    ['no_show', -24],
    ['confirmed', -24],
  ] as const;
  for (const [i, [status, hoursAhead]] of outcomes.entries()) {
    const lead = waiting[i]!;
    const startsAt = new Date(now + hoursAhead * HOUR);
    await t.handle.db.insert(bookings).values({
      leadId: lead.id,
      division: 'cannabis',
      status,
      startsAt,
      endsAt: new Date(+startsAt + HOUR / 2),
      blockedFrom: startsAt,
      blockedUntil: new Date(+startsAt + HOUR),
      name: lead.name,
      email: lead.email,
      message: lead.message,
      visitorTimeZone: 'America/New_York',
      icalUid: `booking-${lead.id}@example.com`,
    });
    (lead as ReferenceLead).booking = { status, startsAt };
  }
  // Two sign-ins (bcrypt) and a fresh database: slow on a busy machine.
}, 180_000);
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

interface PageAnswer {
  leads: { id: string }[];
  nextCursor: string | null;
  matchingCount: number;
  totalCount: number;
}

/** Every page of the view, following nextCursor; a small page size makes the cursor work. */
async function wholeView(filters: LeadFilters, limit = 7) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let first: PageAnswer | undefined;
  do {
    const params = leadFiltersToParams(filters);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const res = await t.request(`/api/admin/consultations?${params}`, {
      headers: { Cookie: staff.cookie },
    });
    expect(res.status, params.toString()).toBe(200);
    const page = (await res.json()) as PageAnswer;
    first ??= page;
    ids.push(...page.leads.map((lead) => lead.id));
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, matchingCount: first.matchingCount, totalCount: first.totalCount };
}

async function expectSameAsReference(filters: LeadFilters) {
  const expected = referenceView(all, filters, now).map((lead) => lead.id);
  const view = await wholeView(filters);
  const label = leadFiltersToParams(filters).toString() || '(no filters)';
  expect(view.ids, label).toEqual(expected);
  expect(view.matchingCount, label).toBe(expected.length);
  expect(view.totalCount, label).toBe(all.length);
}

// A fixed pseudo-random sequence: the same combinations on every run.
function pick<T>(values: readonly T[], state: { x: number }): T {
  state.x = (state.x * 1_103_515_245 + 12_345) % 2 ** 31;
  return values[state.x % values.length]!;
}

describe(`leads list filters and sort in the database (${testBackend()})`, () => {
  const day = (offsetDays: number) => firmDate(new Date(Date.now() - offsetDays * 24 * HOUR));
  const choices = () => ({
    q: [
      '',
      'zoe',
      'ZOË TÁNAKA',
      'muñoz',
      'green',
      'café',
      '4135550',
      '555-010',
      '100%',
      'e_t',
      'licencia',
      'nobody',
    ],
    status: ['all', ...LEAD_STATUSES] as LeadFilters['status'][],
    service: ['all', ...SERVICE_TYPES] as LeadFilters['service'][],
    equity: ['all', 'yes', 'no'] as const,
    language: ['all', 'en', 'es'] as const,
    owner: ['all', 'none', staff.member.id, other.member.id],
    overdue: [false, true],
    from: ['', day(3), day(12)],
    to: ['', day(1), day(8)],
    sort: ['newest', 'oldest'] as const,
  });

  it('matches the reference for each filter value on its own, both sorts', async () => {
    const options = choices();
    for (const [key, values] of Object.entries(options)) {
      for (const value of values) {
        for (const sort of ['newest', 'oldest'] as const) {
          await expectSameAsReference({ ...NO_LEAD_FILTERS, sort, [key]: value });
        }
      }
    }
  });

  it('matches the reference for 120 combinations of every filter and the sort', async () => {
    const options = choices();
    const state = { x: 23 };
    for (let i = 0; i < 120; i++) {
      const filters: LeadFilters = {
        q: pick(options.q, state),
        status: pick(options.status, state),
        service: pick(options.service, state),
        equity: pick(options.equity, state),
        language: pick(options.language, state),
        owner: pick(options.owner, state),
        overdue: pick(options.overdue, state),
        from: pick(options.from, state),
        to: pick(options.to, state),
        sort: pick(options.sort, state),
      };
      // Most random combinations match nothing; half of them keep only the search and one more.
      if (i % 2) Object.assign(filters, { status: 'all', service: 'all', owner: 'all', to: '' });
      await expectSameAsReference(filters);
    }
  });

  it("answers a date range that reaches the calendar's last day, in the list and the export", async () => {
    // The day after 9999-12-31 has no four-digit-year timestamp for the database to read.
    for (const range of [
      { to: '9999-12-31' },
      { from: '9999-12-31' },
      { from: day(3), to: '9999-12-31' },
    ]) {
      const filters = { ...NO_LEAD_FILTERS, ...range };
      await expectSameAsReference(filters);
      const res = await t.request(
        `/api/admin/consultations/export.csv?${leadFiltersToParams(filters)}`,
        { headers: { Cookie: staff.cookie } },
      );
      expect(res.status, JSON.stringify(range)).toBe(200);
      const rows = (await res.text()).trim().split('\r\n').length - 1;
      expect(rows, JSON.stringify(range)).toBe(referenceView(all, filters, now).length);
    }
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    const view = await wholeView({ ...NO_LEAD_FILTERS, q: '100%' });
    expect(view.ids.length).toBeGreaterThan(0);
    const byId = new Map(all.map((lead) => [lead.id, lead]));
    for (const id of view.ids) {
      const lead = byId.get(id)!;
      expect(`${lead.company} ${lead.message}`).toContain('100%');
    }
    expect((await wholeView({ ...NO_LEAD_FILTERS, q: 'e_t' })).ids.length).toBe(
      all.filter((lead) => `${lead.company} ${lead.message}`.includes('e_t')).length,
    );
  });
});
