import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testBackend, type TestApp } from '../src/server/testing/testApp.ts';
import { bookings, teamMembers, type BookingRow } from './schema.ts';

let t: TestApp;
let hostA: string;
let hostB: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.handle.db
    .insert(teamMembers)
    .values([
      { email: 'host-a@example.com', password: 'x', name: 'Host A' },
      { email: 'host-b@example.com', password: 'x', name: 'Host B' },
    ])
    .returning({ id: teamMembers.id });
  [hostA, hostB] = rows.map((row) => row.id) as [string, string];
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.handle.db.delete(bookings);
});

const EXCLUSION_VIOLATION = '23P01';
const CHECK_VIOLATION = '23514';

function booking(
  teamMemberId: string,
  from: string,
  until: string,
  status: BookingRow['status'] = 'held',
) {
  return {
    teamMemberId,
    division: 'cannabis' as const,
    status,
    startsAt: new Date(from),
    endsAt: new Date(until),
    blockedFrom: new Date(from),
    blockedUntil: new Date(until),
    name: 'Ana',
    email: 'ana@example.com',
    message: 'A question about licensing.',
    visitorTimeZone: 'America/New_York',
    icalUid: `booking-${crypto.randomUUID()}@example.com`,
  };
}

const insert = (row: ReturnType<typeof booking>) => t.handle.db.insert(bookings).values(row);

async function expectRefusedBy(query: Promise<unknown>, code: string, constraint: string) {
  await expect(query).rejects.toMatchObject({
    cause: expect.objectContaining({ code, constraint }),
  });
}

describe(`bookings never overlap per host (${testBackend()})`, () => {
  it('btree_gist is installed', async () => {
    const result = await t.handle.db.execute(
      sql`select extname from pg_extension where extname = 'btree_gist'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('refuses an overlapping held or confirmed booking of the same host (23P01)', async () => {
    await insert(booking(hostA, '2026-03-03T14:00:00Z', '2026-03-03T14:45:00Z', 'confirmed'));
    await expectRefusedBy(
      insert(booking(hostA, '2026-03-03T14:30:00Z', '2026-03-03T15:15:00Z')),
      EXCLUSION_VIOLATION,
      'bookings_no_overlap',
    );
    await expectRefusedBy(
      insert(booking(hostA, '2026-03-03T14:00:00Z', '2026-03-03T14:45:00Z', 'confirmed')),
      EXCLUSION_VIOLATION,
      'bookings_no_overlap',
    );
  });

  it('accepts adjacent times, another host, and rows that no longer hold the time', async () => {
    await insert(booking(hostA, '2026-03-03T14:00:00Z', '2026-03-03T14:45:00Z'));
    await insert(booking(hostA, '2026-03-03T14:45:00Z', '2026-03-03T15:30:00Z'));
    await insert(booking(hostB, '2026-03-03T14:00:00Z', '2026-03-03T14:45:00Z'));
    for (const status of ['cancelled', 'expired'] as const) {
      await insert(booking(hostA, '2026-03-03T14:00:00Z', '2026-03-03T14:45:00Z', status));
    }
    expect(await t.handle.db.select().from(bookings)).toHaveLength(5);
  });

  it('a hold marked expired frees its time', async () => {
    await insert(booking(hostA, '2026-03-03T14:00:00Z', '2026-03-03T14:45:00Z'));
    await t.handle.db.update(bookings).set({ status: 'expired' });
    await insert(booking(hostA, '2026-03-03T14:00:00Z', '2026-03-03T14:45:00Z'));
  });

  it('refuses a meeting outside its blocked time, or a status outside the list', async () => {
    const row = booking(hostA, '2026-03-03T14:00:00Z', '2026-03-03T14:45:00Z');
    await expectRefusedBy(
      insert({ ...row, blockedUntil: new Date('2026-03-03T14:15:00Z') }),
      CHECK_VIOLATION,
      'bookings_times_check',
    );
    await expectRefusedBy(
      insert({ ...row, status: 'tentative' as BookingRow['status'] }),
      CHECK_VIOLATION,
      'bookings_status_check',
    );
  });
});
