import pg from 'pg';
import { expect, onTestFinished } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { takeTransactionLock, type AdvisoryLockKey } from '../advisoryLocks.ts';
import type { TestApp } from './testApp.ts';

/**
 * Takes the lock in a transaction of its own and keeps it until `release()`, so requests that need
 * it pass every check before it and then queue up: the moment a race test wants to provoke.
 */
export async function holdAdvisoryLock(db: Database, key: AdvisoryLockKey) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = db.transaction(async (tx) => {
    await takeTransactionLock(tx, key);
    locked();
    await released;
  });
  await Promise.race([isLocked, holder]);
  // A failed test lets go too, so closing the database does not wait for the holder forever.
  onTestFinished(async () => {
    release();
    await holder;
  });
  return {
    release: async () => {
      release();
      await holder;
    },
  };
}

/**
 * Resolves once at least `waiters` transactions wait for the lock (`pg_locks.granted = false`), and
 * fails when they never queue up, e.g. because the code under test stopped taking the lock.
 * PostgreSQL only (PGlite has one connection, so nothing can wait beside the holder). It asks on a
 * connection of its own: the waiting requests may hold every connection of the app's pool.
 */
export async function waitForLockWaiters(t: TestApp, key: AdvisoryLockKey, waiters: number) {
  if (!t.databaseUrl) throw new Error('waitForLockWaiters needs TEST_DB=postgres');
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await expect
      .poll(
        async () => {
          // A bigint key below 2^32 is stored as classid 0, objid = key, objsubid 1.
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from pg_locks
             where locktype = 'advisory' and classid = 0 and objid = $1 and objsubid = 1
               and not granted
               and database = (select oid from pg_database where datname = current_database())`,
            [key],
          );
          return rows[0]?.n ?? 0;
        },
        { message: `transactions waiting for advisory lock ${key}`, timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(waiters);
  } finally {
    await client.end();
  }
}
