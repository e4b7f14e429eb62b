import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; it never connects. Migrations are applied by scripts/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});
