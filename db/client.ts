import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

/**
 * The only place a database connection is made. Drivers are imported lazily so the Netlify
 * function bundle never pulls in PGlite's WebAssembly, and local runs never load the Neon driver.
 */

export type DriverName = 'pglite' | 'postgres' | 'neon';
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  close: () => Promise<void>;
}

export type DriverChoice =
  { driver: 'pglite'; dataDir: string } | { driver: 'postgres' | 'neon'; url: string };

export class DatabaseConfigError extends Error {}

const DEFAULT_PGLITE_DIR = '.data/pglite';

/** Decides the driver from the environment alone, so the rule is unit-testable. */
export function selectDriver(env: Record<string, string | undefined>): DriverChoice {
  const url = env.DATABASE_URL?.trim();
  const onNetlify = env.NETLIFY === 'true' || Boolean(env.LAMBDA_TASK_ROOT);
  if (!url && onNetlify) {
    // An embedded database on Netlify would be a throw-away folder: the build would "migrate" it and
    // succeed while production has no schema. Stop instead, and say where the variable belongs.
    const scope = env.LAMBDA_TASK_ROOT ? 'Functions' : 'Builds';
    throw new DatabaseConfigError(
      `DATABASE_URL is not set. On Netlify set it in Site configuration → Environment variables ` +
        `with the ${scope} scope (the build migrates it, the functions query it); ` +
        `the embedded PGlite database is never used on Netlify.`,
    );
  }
  if (!url) {
    return { driver: 'pglite', dataDir: env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseConfigError(
      'DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database',
    );
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new DatabaseConfigError(
      `DATABASE_URL must start with postgres:// or postgresql:// (got ${parsed.protocol}//)`,
    );
  }
  if (!parsed.hostname) {
    throw new DatabaseConfigError('DATABASE_URL has no host name');
  }
  // Neon's serverless driver speaks WebSockets, which is what a Netlify Function can hold open;
  // a long-running local process gets a plain TCP pool even when the server is Neon.
  const driver = onNetlify && parsed.hostname.endsWith('.neon.tech') ? 'neon' : 'postgres';
  return { driver, url };
}

export async function openDatabase(choice: DriverChoice): Promise<DatabaseHandle> {
  switch (choice.driver) {
    case 'pglite': {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      if (!choice.dataDir.startsWith('memory://')) {
        const { mkdir } = await import('node:fs/promises');
        await mkdir(choice.dataDir, { recursive: true });
      }
      const client = new PGlite(choice.dataDir);
      await client.waitReady;
      const db = drizzle({ client, schema }) as unknown as Database;
      return { db, driver: 'pglite', close: () => client.close() };
    }
    case 'postgres': {
      const { default: pg } = await import('pg');
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const pool = new pg.Pool({ connectionString: choice.url, max: 10 });
      // An idle client dropped by the server (restart, failover, DROP DATABASE) emits 'error' on the
      // pool; unhandled, that kills the process. The pool replaces the client on the next query.
      pool.on('error', (error) => console.warn(`postgres: idle client error: ${error.message}`));
      const db = drizzle({ client: pool, schema }) as unknown as Database;
      return { db, driver: 'postgres', close: () => pool.end() };
    }
    case 'neon': {
      const { Pool } = await import('@neondatabase/serverless');
      const { drizzle } = await import('drizzle-orm/neon-serverless');
      const pool = new Pool({ connectionString: choice.url });
      // Neon ends idle connections (scale to zero, restarts); the pool then emits 'error', which
      // unhandled kills the function process. Neon's docs for Node: listen for it. The pool opens a
      // new connection on the next query.
      pool.on('error', (error: Error) => console.warn(`neon: idle client error: ${error.message}`));
      const db = drizzle({ client: pool, schema }) as unknown as Database;
      return { db, driver: 'neon', close: () => pool.end() };
    }
  }
}

export { schema };
