import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackend, type TestApp } from '../src/server/testing/testApp.ts';
import { migrationsFolder } from './migrate.ts';

/**
 * Every other test file starts from a copy of a database this run migrated once
 * (src/server/testing/databaseSnapshot.ts). This one runs every migration on a fresh, empty
 * database and checks the copy has the very same schema, so the shortcut hides nothing.
 */
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

let fresh: TestApp;
let copy: TestApp;
beforeAll(async () => {
  fresh = await createTestApp({}, { migrationsFolder });
  copy = await createTestApp();
});
afterAll(async () => {
  await fresh?.close();
  await copy?.close();
});

/** Tables, columns, constraints, indexes and extensions of the public schema, as sorted text. */
async function schemaOf(t: TestApp): Promise<string[]> {
  const result = await t.handle.db.execute(sql`
    select concat_ws(' ', 'column', table_name, column_name, data_type, is_nullable, column_default) as line
      from information_schema.columns where table_schema = 'public'
    union all
    select concat_ws(' ', 'constraint', conrelid::regclass::text, conname, pg_get_constraintdef(oid))
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select concat_ws(' ', 'index', tablename, indexname, indexdef)
      from pg_indexes where schemaname = 'public'
    union all
    select concat_ws(' ', 'extension', extname) from pg_extension
    union all
    select concat_ws(' ', 'function', proname, pg_get_function_identity_arguments(oid))
      from pg_proc where pronamespace = 'public'::regnamespace`);
  // Both drivers answer { rows }; the Database type does not say so.
  return (result as unknown as { rows: { line: string }[] }).rows.map((row) => row.line).sort();
}

describe(`migrations (${testBackend()})`, () => {
  it('apply one by one on a fresh database, every one recorded', async () => {
    const applied = (await fresh.handle.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });

  it('give the same schema as the migrated copy every other test file starts from', async () => {
    const freshSchema = await schemaOf(fresh);
    expect(freshSchema.filter((line) => line.startsWith('column ')).length).toBeGreaterThan(20);
    expect(await schemaOf(copy)).toEqual(freshSchema);
  });
});
