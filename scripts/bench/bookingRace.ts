import { and, inArray } from 'drizzle-orm';
import { openDatabase, type DriverChoice } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { bookings, rateLimitBuckets } from '../../db/schema.ts';
import { blockedRange, consultationRules, firmWallToInstant } from '../../src/lib/booking/slots.ts';
import { site } from '../../src/lib/site.ts';
import { createHost, daysAhead, holdPayload } from '../../src/server/testing/booking.ts';
import { percentile } from './budgets.ts';
import { startServer } from './server.ts';
import { withThrowawayPglite, withThrowawayPostgres } from './throwawayDatabases.ts';

/**
 * Online booking under a race: `holds` visitors ask for the same slot at the same moment (all
 * requests in flight together, each from its own address and email) against the real server.
 * With one host exactly one may win and the rest get 409; with three hosts exactly three, one per
 * host. Then GET /api/booking/slots for 14 days over 6 busy hosts, timed.
 */
export interface BookingRaceResult {
  label: string;
  holds: number;
  oneHost: { statuses: Record<string, number>; activeRows: number };
  threeHosts: { statuses: Record<string, number>; activeRows: number; distinctHosts: number };
  slots: { requests: number; p50Ms: number; p95Ms: number; maxMs: number; slotsPerAnswer: number };
}

const IP_HEADER = 'x-bench-ip';

async function race(
  origin: string,
  siteUrl: string,
  division: string,
  start: string,
  holds: number,
  round: number,
) {
  const statuses: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: holds }, async (_, index) => {
      const res = await fetch(`${origin}/api/booking/holds`, {
        method: 'POST',
        headers: {
          Origin: siteUrl,
          'Content-Type': 'application/json',
          [IP_HEADER]: `10.${round}.${index >> 8}.${index & 255}`,
        },
        body: JSON.stringify(
          holdPayload(start, { division, email: `race-${round}-${index}@example.com` }),
        ),
      }).catch(() => undefined);
      const key = res ? String(res.status) : 'network';
      statuses[key] = (statuses[key] ?? 0) + 1;
      await res?.arrayBuffer();
    }),
  );
  return statuses;
}

/** Hosts and busy days, written before the server starts (PGlite allows one process at a time). */
async function seed(choice: DriverChoice) {
  const handle = await openDatabase(choice);
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const lone = await createHost(db, { division: 'real-estate' });
    const three = [];
    for (let i = 0; i < 3; i++) three.push(await createHost(db, { division: 'marketing' }));
    // Slots: six Cannabis hosts, 9 to 5 every day, each with two confirmed bookings a day.
    const rows = [];
    for (let h = 0; h < 6; h++) {
      const host = await createHost(db, { division: 'cannabis' });
      for (let day = 2; day < 16; day++) {
        for (const hour of [10, 14]) {
          const range = blockedRange(
            firmWallToInstant(daysAhead(day), (hour + (h % 3)) * 60),
            consultationRules(site),
          );
          rows.push({
            teamMemberId: host,
            division: 'cannabis' as const,
            status: 'confirmed' as const,
            startsAt: new Date(range.start),
            endsAt: new Date(range.end),
            blockedFrom: new Date(range.blockedFrom),
            blockedUntil: new Date(range.blockedUntil),
            name: 'Bench',
            email: `bench-${h}-${day}-${hour}@example.com`,
            message: 'A benchmark booking; safe to delete.',
            visitorTimeZone: 'America/New_York',
            icalUid: `bench-${h}-${day}-${hour}@example.com`,
          });
        }
      }
    }
    await db.insert(bookings).values(rows);
    return { lone, three };
  } finally {
    await handle.close();
  }
}

async function clearRateLimits(choice: DriverChoice) {
  const handle = await openDatabase(choice);
  try {
    await handle.db.delete(rateLimitBuckets);
  } finally {
    await handle.close();
  }
}

async function activeRows(choice: DriverChoice, hosts: string[]) {
  const handle = await openDatabase(choice);
  try {
    return await handle.db
      .select({ host: bookings.teamMemberId })
      .from(bookings)
      .where(
        and(inArray(bookings.teamMemberId, hosts), inArray(bookings.status, ['held', 'confirmed'])),
      );
  } finally {
    await handle.close();
  }
}

async function benchBooking(
  label: string,
  port: number,
  siteUrl: string,
  holds: number,
  choice: DriverChoice,
  serverEnv: Record<string, string>,
): Promise<BookingRaceResult> {
  const { lone, three } = await seed(choice);
  const serve = () =>
    startServer(port, { ...serverEnv, SITE_URL: siteUrl, TRUSTED_IP_HEADER: IP_HEADER });
  const start1 = new Date(firmWallToInstant(daysAhead(3), 10 * 60)).toISOString();
  let server = await serve();
  let oneStatuses: Record<string, number>;
  try {
    oneStatuses = await race(server.origin, siteUrl, 'real-estate', start1, holds, 1);
  } finally {
    await server.stop();
  }
  // The site-wide hold limit (300 an hour) is not what this measures: full buckets again.
  await clearRateLimits(choice);
  server = await serve();
  let threeStatuses: Record<string, number>;
  const latencies: number[] = [];
  let slotsPerAnswer = 0;
  try {
    const start2 = new Date(firmWallToInstant(daysAhead(4), 11 * 60)).toISOString();
    threeStatuses = await race(server.origin, siteUrl, 'marketing', start2, holds, 2);

    const url = `${server.origin}/api/booking/slots?division=cannabis&from=${daysAhead(1)}&days=14`;
    for (let i = 0; i < 10; i++) await (await fetch(url)).arrayBuffer(); // warm-up
    for (let i = 0; i < 100; i++) {
      const began = performance.now();
      const answer = (await (await fetch(url)).json()) as { slots: unknown[] };
      latencies.push(performance.now() - began);
      slotsPerAnswer = answer.slots.length;
    }
  } finally {
    await server.stop();
  }
  const oneRows = await activeRows(choice, [lone]);
  const threeRows = await activeRows(choice, three);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    label,
    holds,
    oneHost: { statuses: oneStatuses, activeRows: oneRows.length },
    threeHosts: {
      statuses: threeStatuses,
      activeRows: threeRows.length,
      distinctHosts: new Set(threeRows.map((row) => row.host)).size,
    },
    slots: {
      requests: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      maxMs: round(Math.max(...latencies)),
      slotsPerAnswer,
    },
  };
}

export function benchBookingOnPglite(port: number, siteUrl: string, holds: number) {
  return withThrowawayPglite('bench-booking-', (choice, env) =>
    benchBooking('PGlite (embedded)', port, siteUrl, holds, choice, env),
  );
}

export function benchBookingOnPostgres(
  port: number,
  siteUrl: string,
  holds: number,
  serverUrl: string,
) {
  return withThrowawayPostgres(serverUrl, 'bench_booking', (choice, env) =>
    benchBooking('PostgreSQL (TEST_DATABASE_URL)', port, siteUrl, holds, choice, env),
  );
}
