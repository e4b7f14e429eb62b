import { readFile } from 'node:fs/promises';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { pgliteSnapshotFile } from '../src/server/testing/databaseSnapshot.ts';

/**
 * A fresh in-memory PGlite for a spec's own server, opened from the migrated snapshot the unit
 * tests use (src/server/testing/databaseSnapshot.ts: made once per set of migrations, kept in
 * node_modules/.cache) instead of initialising and migrating one each time: about a seventh of the
 * time. The suite's shared server (`npm start`) still migrates its database the way production does.
 */
let snapshot: Promise<Blob> | undefined;

export async function openMigratedPglite(): Promise<DatabaseHandle> {
  snapshot ??= pgliteSnapshotFile().then(async (file) => new Blob([await readFile(file)]));
  return openDatabase({ driver: 'pglite', dataDir: 'memory://', snapshot: await snapshot });
}
