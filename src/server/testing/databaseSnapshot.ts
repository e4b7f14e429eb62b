import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../db/client.ts';
import { migrateDatabase } from '../../../db/migrate.ts';

/**
 * vitest global setups (vitest.config.ts): every migration runs once per test run on a fresh
 * database, and each test file's database starts as a copy of that one (createTestApp) instead of
 * migrating its own: a PGlite opened from a `dumpDataDir()` tarball loads in about a seventh of the
 * time a fresh one takes to initialise and migrate; PostgreSQL copies a template database.
 * A migration that fails fails the setup, so the run stops before any test.
 */
declare module 'vitest' {
  interface ProvidedContext {
    /** A temporary file holding the migrated PGlite data directory (unit project). */
    pgliteSnapshotFile?: string;
    /** A migrated database on TEST_DATABASE_URL to `CREATE DATABASE … TEMPLATE` from (postgres project). */
    postgresTemplate?: string;
  }
}

export async function pgliteSnapshot(project: TestProject) {
  const handle = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
  await migrateDatabase(handle);
  const tarball = await handle.dumpDataDir!();
  await handle.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'pglite-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  project.provide('pgliteSnapshotFile', file);
  return () => rm(folder, { recursive: true, force: true });
}

export async function postgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `test_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await openDatabase({ driver: 'postgres', url: url.toString() });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
