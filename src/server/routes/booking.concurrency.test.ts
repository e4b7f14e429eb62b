import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, rateLimitBuckets } from '../../../db/schema.ts';
import { firmWallToInstant } from '../../lib/booking/slots.ts';
import {
  createHost,
  daysAhead,
  holdPayload,
  postHold,
  emptyBookingTables,
} from '../testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => emptyBookingTables(t.handle.db));

const start = () => new Date(firmWallToInstant(daysAhead(3), 10 * 60)).toISOString();
const burst = (n: number) =>
  Promise.all(
    Array.from({ length: n }, () => postHold(t, holdPayload(start())).then((r) => r.status)),
  );

// On PostgreSQL the requests really run in parallel (a pool of 10); the exclusion constraint, not
// the pre-check, is what keeps them apart. Without it this test books the slot many times.
describe(`concurrent holds of one slot (${testBackend()})`, () => {
  it('one host: exactly one 201, the rest 409', async () => {
    await createHost(t.handle.db);
    const statuses = await burst(60);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(59);
    expect(await t.handle.db.select().from(bookings)).toHaveLength(1);
  });

  it('three hosts: exactly three 201, one per host', async () => {
    const hosts = [
      await createHost(t.handle.db),
      await createHost(t.handle.db),
      await createHost(t.handle.db),
    ];
    // Without the hold lock, overlapping inserts of several hosts deadlock on PostgreSQL (500s).
    const statuses = await burst(60);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(57);
    const rows = await t.handle.db.select().from(bookings);
    expect(rows.map((r) => r.teamMemberId).sort()).toEqual([...hosts].sort());
  });
});

describe(`a visitor who loses the race for a time (${testBackend()})`, () => {
  it('keeps the time they held before, winner and losers alike (a hold is never replaced)', async () => {
    await createHost(t.handle.db);
    const visitors = Array.from({ length: 8 }, (_, i) => `visitor${i}@example.com`);
    // Each visitor first holds a time on a day of their own (a host takes few a day)…
    const earlier = new Map<string, string>();
    for (const [i, email] of visitors.entries()) {
      const at = new Date(firmWallToInstant(daysAhead(4 + i), 10 * 60)).toISOString();
      const res = await postHold(t, holdPayload(at, { email }));
      expect(res.status, await res.clone().text()).toBe(201);
      earlier.set(email, ((await res.json()) as { holdId: string }).holdId);
    }
    await t.handle.db.delete(rateLimitBuckets);
    // …then all of them ask for the same time at once; one host, so one of them gets it.
    const statuses = await Promise.all(
      visitors.map((email) => postHold(t, holdPayload(start(), { email })).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const rows = await t.handle.db.select().from(bookings);
    for (const email of visitors) {
      const before = rows.find((row) => row.id === earlier.get(email));
      expect(before?.status, email).toBe('held');
    }
  });
});
