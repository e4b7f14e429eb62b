import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DriverChoice } from '../../db/client.ts';

/*
 * Databases a bench part fills and throws away. `run` gets the choice for openDatabase() and the
 * variables that point the real server at the same database.
 */

/** A fresh PGlite folder, removed afterwards. */
export async function withThrowawayPglite<T>(
  prefix: string,
  run: (choice: DriverChoice, serverEnv: Record<string, string>) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  try {
    return await run({ driver: 'pglite', dataDir }, { PGLITE_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL), dropped afterwards. */
export async function withThrowawayPostgres<T>(
  serverUrl: string,
  prefix: string,
  run: (choice: DriverChoice, serverEnv: Record<string, string>) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run({ driver: 'postgres', url: url.toString() }, { DATABASE_URL: url.toString() });
  } finally {
    // A closed pool's sockets linger a moment; forcing them off would raise in that pool.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (!rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await admin.query(`drop database if exists "${name}"`);
    await admin.end();
  }
}
