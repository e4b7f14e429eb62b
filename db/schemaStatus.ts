import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
// Imported, not read from disk, so the Netlify function bundle carries the list of migrations.
import journal from './migrations/meta/_journal.json' with { type: 'json' };

export interface SchemaStatus {
  current: boolean;
  /** Migrations recorded in the database by drizzle's migrator. */
  applied: number;
  /** Migrations committed in db/migrations. */
  expected: number;
  /** The newest committed migration (its tag, e.g. 0002_password_reset_tokens). */
  latest: string;
}

interface MigrationsRow {
  applied: number | string;
  newest: number | string | null;
}

const entries = journal.entries;
const newest = entries[entries.length - 1];

/**
 * Whether the database is at the newest committed migration. Reads drizzle's own bookkeeping
 * (drizzle.__drizzle_migrations, created_at = the journal's `when`); no table → nothing applied.
 */
export async function readSchemaStatus(db: Database): Promise<SchemaStatus> {
  const result = await db
    .execute(
      sql`select count(*) as applied, max(created_at) as newest from drizzle.__drizzle_migrations`,
    )
    .catch((error: unknown) => {
      if (isSchemaMissing(error)) return { rows: [] };
      throw error;
    });
  // node-postgres, PGlite and Neon all answer { rows }; drizzle's type does not say so for all.
  const row = (result as unknown as { rows: MigrationsRow[] }).rows[0];
  const applied = Number(row?.applied ?? 0);
  const newestApplied = row?.newest == null ? 0 : Number(row.newest);
  return {
    current: newestApplied >= (newest?.when ?? 0),
    applied,
    expected: entries.length,
    latest: newest?.tag ?? '',
  };
}

/**
 * SQLSTATE 42P01 (undefined_table) or 42703 (undefined_column) anywhere in an error's cause chain:
 * the database lacks the tables or columns this code expects, i.e. migrations were not applied.
 */
export function isSchemaMissing(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const fields = current as { code?: unknown; cause?: unknown };
    if (fields.code === '42P01' || fields.code === '42703') return true;
    current = fields.cause;
  }
  return false;
}
