/** `npm run db:migrate`: applies db/migrations to DATABASE_URL (or the embedded database). */
import { openDatabase, selectDriver, DatabaseConfigError } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { loadEnvFile } from './loadEnvFile.ts';

loadEnvFile();

try {
  const choice = selectDriver(process.env);
  const handle = await openDatabase(choice);
  await migrateDatabase(handle);
  await handle.close();
  console.log(`Migrations applied (${handle.driver}).`);
} catch (error) {
  if (error instanceof DatabaseConfigError) {
    console.error(`Cannot migrate: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
