import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

/**
 * The only place a database connection is made (which one: src/server/settings/database.ts). Drivers are imported lazily so the Netlify
 * function bundle never pulls in PGlite's WebAssembly, and local runs never load the Neon driver.
 */

export type DriverName = 'pglite' | 'postgres' | 'neon';
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to open copies of it (`snapshot`). */
  dumpDataDir?: () => Promise<Blob>;
}

export type DriverChoice =
  | {
      driver: 'pglite';
      dataDir: string;
      /** A `dumpDataDir()` tarball to start from instead of an empty database (tests: migrated once). */
      snapshot?: Blob;
    }
  | { driver: 'postgres' | 'neon'; url: string };

export async function openDatabase(choice: DriverChoice): Promise<DatabaseHandle> {
  switch (choice.driver) {
    case 'pglite': {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      if (!choice.dataDir.startsWith('memory://')) {
        const { mkdir } = await import('node:fs/promises');
        await mkdir(choice.dataDir, { recursive: true });
      }
      // Lead search needs the first two (db/migrations/*_lead_search_fold.sql), the bookings'
      // no-overlap constraint the third; PGlite loads an extension only when told to.
      const [{ pg_trgm }, { unaccent }, { btree_gist }] = await Promise.all([
        import('@electric-sql/pglite/contrib/pg_trgm'),
        import('@electric-sql/pglite/contrib/unaccent'),
        import('@electric-sql/pglite/contrib/btree_gist'),
      ]);
      const client = new PGlite(choice.dataDir, {
        extensions: { pg_trgm, unaccent, btree_gist },
        loadDataDir: choice.snapshot,
      });
      await client.waitReady;
      const db = drizzle({ client, schema }) as unknown as Database;
      return {
        db,
        driver: 'pglite',
        close: () => client.close(),
        // Uncompressed: loads faster, and the tarball only ever sits in a temporary file.
        dumpDataDir: () => client.dumpDataDir('none'),
      };
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
