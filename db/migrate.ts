import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed drizzle-kit migrations with the migrator that matches the driver. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  folder: string = migrationsFolder,
): Promise<void> {
  const config = { migrationsFolder: folder };
  switch (handle.driver) {
    case 'pglite': {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(handle.db as never, config);
      return;
    }
    case 'postgres': {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(handle.db as never, config);
      return;
    }
    case 'neon': {
      const { migrate } = await import('drizzle-orm/neon-serverless/migrator');
      await migrate(handle.db as never, config);
      return;
    }
  }
}
