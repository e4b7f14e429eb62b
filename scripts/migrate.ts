/** `npm run db:migrate`: applies db/migrations to DATABASE_URL (or the embedded database). */
import { openDatabase } from '../db/client.ts';
import { ConfigError } from '../src/lib/configError.ts';
import { loadDatabaseConfig } from '../src/server/settings/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedFederalHolidays } from '../src/server/booking/federalHolidays.ts';
import { loadEnvFile } from './loadEnvFile.ts';

loadEnvFile();

try {
  const choice = loadDatabaseConfig(process.env);
  const handle = await openDatabase(choice);
  await migrateDatabase(handle);
  // US federal holidays of this year and the next two, once per year (admins can remove any).
  const holidays = await seedFederalHolidays(handle.db);
  await handle.close();
  console.log(`Migrations applied (${handle.driver}); ${holidays} federal holidays added.`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Cannot migrate: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
