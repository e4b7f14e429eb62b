import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { divisionIds } from '../../src/lib/site.ts';
import { createHost } from '../../src/server/testing/booking.ts';

/**
 * A throw-away PGlite folder in which online booking is on (one host per division, weekday hours),
 * so the bench measures /book as visitors see it once the firm turns booking on: the month grid
 * and the day's times, not the "not available yet" fallback of an empty database.
 */
export async function bookingOnDatabase(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-booking-'));
  const handle = await openDatabase({ driver: 'pglite', dataDir });
  try {
    await migrateDatabase(handle);
    const weekdays = [1, 2, 3, 4, 5].map((d) => [d, 9 * 60, 17 * 60] as [number, number, number]);
    for (const division of divisionIds) {
      await createHost(handle.db, { division, windows: weekdays });
    }
  } finally {
    await handle.close();
  }
  return dataDir;
}
