/** `npm run db:migrate`: applies db/migrations to DATABASE_URL (or the embedded database). */
import { openDatabase } from '../db/client.ts';
import { ConfigError } from '../src/lib/configError.ts';
import { loadDatabaseConfig } from '../src/server/settings/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { loadEnvFile } from './loadEnvFile.ts';

loadEnvFile();

try {
  const choice = loadDatabaseConfig(process.env);
  const handle = await openDatabase(choice);
  await migrateDatabase(handle);
  await handle.close();
  console.log(`Migrations applied (${handle.driver}).`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Cannot migrate: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
