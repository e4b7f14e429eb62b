import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leads } from '../../../db/schema.ts';
import { LEAD_STATUSES } from '../../lib/domain.ts';
import { isOverdue, overdueCutoff } from '../../lib/overdue.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/** The dashboard's counts come from one SQL query; they must equal counting the full list. */
const HOUR = 3_600_000;
let t: TestApp;
let staff: SignedIn;
let now: number;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = Date.now();
  vi.setSystemTime(now);
  t = await createTestApp();
  staff = await signIn(t, 'employee');
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe(`dashboard counts (${testBackend()})`, () => {
  it('are zero on an empty table', async () => {
    const res = await t.request('/api/admin/consultations/stats', {
      headers: { Cookie: staff.cookie },
    });
    expect(await res.json()).toEqual({ total: 0, equity: 0, fresh: 0, qualified: 0, overdue: 0 });
  });

  it('count every lead, equity applicants, new, qualified and overdue like the full list would', async () => {
    // Leads either side of both overdue limits, by a millisecond, and spread over two weeks.
    const limits = [true, false].map((equity) => ({
      equity,
      at: overdueCutoff(
        { isSocialEquityApplicant: equity },
        now,
        shippedFacts.site.hours,
      ).getTime(),
    }));
    const values = [
      ...limits.flatMap(({ equity, at }) =>
        [-1, 0].map((offset) => ({ isSocialEquityApplicant: equity, createdAt: at + offset })),
      ),
      ...Array.from({ length: 40 }, (_, i) => ({
        isSocialEquityApplicant: i % 3 === 0,
        createdAt: now - i * 8 * HOUR,
      })),
    ].map((lead, i) => ({
      name: `Counted ${i}`,
      email: `counted${i}@example.com`,
      serviceType: 'Real Estate' as const,
      message: 'Counting test.',
      status: i < 4 ? ('new' as const) : LEAD_STATUSES[i % LEAD_STATUSES.length]!,
      isSocialEquityApplicant: lead.isSocialEquityApplicant,
      createdAt: new Date(lead.createdAt),
    }));
    const all = await t.handle.db.insert(leads).values(values).returning();

    const res = await t.request('/api/admin/consultations/stats', {
      headers: { Cookie: staff.cookie },
    });
    expect(res.status).toBe(200);
    const overdue = all.filter((lead) => isOverdue(lead, now, shippedFacts.site.hours)).length;
    expect(overdue).toBeGreaterThan(2);
    expect(await res.json()).toEqual({
      total: all.length,
      equity: all.filter((lead) => lead.isSocialEquityApplicant).length,
      fresh: all.filter((lead) => lead.status === 'new').length,
      qualified: all.filter((lead) => lead.status === 'qualified').length,
      overdue,
    });
  });
});
