import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../../db/schema.ts';
import { isUniqueViolation } from '../dbErrors.ts';
import { createHost, emptyBookingTables } from '../testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { firstFreeHost } from './firstFreeHost.ts';

/**
 * The hold and the move both place a booking with the first free host: a host another booking
 * already occupies is refused by the exclusion constraint and skipped, and the transaction the
 * attempts run in stays usable, its earlier writes kept.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => emptyBookingTables(t.handle.db));

/** A confirmed booking of `teamMemberId` on 10 March 2031 (or `day`), 14:00 to 14:30 UTC. */
function bookingFor(
  teamMemberId: string,
  { name = 'Ada Lovelace', day = 10, id = randomUUID() } = {},
) {
  const start = new Date(Date.UTC(2031, 2, day, 14));
  const end = new Date(Date.UTC(2031, 2, day, 14, 30));
  return {
    id,
    teamMemberId,
    division: 'cannabis' as const,
    status: 'confirmed' as const,
    startsAt: start,
    endsAt: end,
    blockedFrom: start,
    blockedUntil: end,
    name,
    email: 'ada@example.com',
    message: 'A consultation.',
    visitorTimeZone: 'America/New_York',
    icalUid: `booking-${id}@example.com`,
  };
}

describe(`firstFreeHost (${testBackend()})`, () => {
  it('skips a taken host, keeps the transaction’s other writes, answers the placed rows', async () => {
    const db = t.handle.db;
    const [taken, free] = [await createHost(db), await createHost(db)];
    await db.insert(bookings).values(bookingFor(taken));
    const earlier = bookingFor(free, { day: 11 });

    const tried: string[] = [];
    const placed = await db.transaction(async (tx) => {
      await tx.insert(bookings).values(earlier);
      return firstFreeHost(tx, [taken, free], (attempt, teamMemberId) => {
        tried.push(teamMemberId);
        return attempt
          .insert(bookings)
          .values(bookingFor(teamMemberId))
          .returning({ teamMemberId: bookings.teamMemberId });
      });
    });

    expect(tried).toEqual([taken, free]);
    expect(placed).toEqual([{ teamMemberId: free }]);
    expect(await db.select().from(bookings).where(eq(bookings.id, earlier.id))).toHaveLength(1);
    expect(await db.select().from(bookings)).toHaveLength(3);
  });

  it('answers null when every host is taken, and the transaction still commits', async () => {
    const db = t.handle.db;
    const host = await createHost(db);
    await db.insert(bookings).values(bookingFor(host));
    const placed = await db.transaction(async (tx) => {
      const answer = await firstFreeHost(tx, [host], (attempt, teamMemberId) =>
        attempt.insert(bookings).values(bookingFor(teamMemberId)).returning(),
      );
      await tx.update(bookings).set({ name: 'After' }).where(eq(bookings.teamMemberId, host));
      return answer;
    });
    expect(placed).toBeNull();
    expect((await db.select({ name: bookings.name }).from(bookings)).map((b) => b.name)).toEqual([
      'After',
    ]);
  });

  it('does not swallow any other error', async () => {
    const db = t.handle.db;
    const [first, second] = [await createHost(db), await createHost(db)];
    const { id } = bookingFor(first);
    await db.insert(bookings).values(bookingFor(first, { id }));
    const tried: string[] = [];
    const attempt = db.transaction((tx) =>
      firstFreeHost(tx, [first, second], (savepoint, teamMemberId) => {
        tried.push(teamMemberId);
        // Another day, so no host is taken, but the same id again: a unique violation.
        return savepoint
          .insert(bookings)
          .values(bookingFor(teamMemberId, { id, day: 12 }))
          .returning();
      }),
    );
    await expect(attempt).rejects.toSatisfy(isUniqueViolation);
    expect(tried).toEqual([first]);
  });
});
