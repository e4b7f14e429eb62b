import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../../../db/migrate.ts';

/**
 * vitest global setups (vitest.config.ts): each test file's database starts as a copy of one
 * migrated database (createTestApp) instead of migrating its own. A PGlite opened from a
 * `dumpDataDir()` tarball loads in about a seventh of the time a fresh one takes to initialise and
 * migrate; PostgreSQL copies a template database migrated at the start of the run.
 * db/migrations.test.ts still runs every migration on a fresh database in every run.
 */
declare module 'vitest' {
  interface ProvidedContext {
    /** A file holding the migrated PGlite data directory (unit project). */
    pgliteSnapshotFile?: string;
    /** A migrated database on TEST_DATABASE_URL to `CREATE DATABASE … TEMPLATE` from (postgres project). */
    postgresTemplate?: string;
  }
}

/**
 * The PGlite snapshot is kept between runs (node_modules/.cache), named by what makes it: the
 * migrations, the PGlite version and db/client.ts (its extensions). A run on one test file then skips the migration too; a new
 * or edited migration makes a new snapshot.
 */
export async function pgliteSnapshot(project: TestProject) {
  project.provide('pgliteSnapshotFile', await pgliteSnapshotFile());
}

/**
 * The file holding the migrated PGlite data directory, made first if this set of migrations has
 * none yet. Also read by the browser tests' own servers (e2e/migratedPglite.ts).
 */
export async function pgliteSnapshotFile(): Promise<string> {
  const folder = path.resolve('node_modules/.cache/test-database-snapshots');
  const file = path.join(folder, `pglite-${await snapshotKey()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
    await migrateDatabase(handle);
    await trimForTests(handle);
    const tarball = await handle.dumpDataDir!();
    await handle.close();
    await mkdir(folder, { recursive: true });
    // Written aside, then renamed: a run starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    await rename(partial, file);
  }
  return file;
}

/**
 * Every test file opens a copy, so what the copy holds and allocates is paid ~90 times a run. The
 * template databases (PGlite opens `postgres`; tests create no database) are 15 of the tarball's
 * 41 MB; PostgreSQL's default 128 MB of shared buffers are touched at start and dwarf a test's
 * data. Together a third of the CPU time a copy takes to open. The checkpoint leaves nothing to
 * replay when a copy starts.
 */
async function trimForTests(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(
    sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await handle.db.execute(sql`drop database template0`);
  await handle.db.execute(sql`drop database template1`);
  await handle.db.execute(sql`alter system set shared_buffers = '32MB'`);
  await handle.db.execute(sql`checkpoint`);
}

async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  // How the snapshot is made (trimForTests) is part of what it is.
  hash.update(await readFile(fileURLToPath(import.meta.url)));
  const { version } = JSON.parse(
    await readFile('node_modules/@electric-sql/pglite/package.json', 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${version}\n`);
  // The extensions PGlite loads are listed there.
  hash.update(await readFile('db/client.ts'));
  const files = await readdir(migrationsFolder, { recursive: true, encoding: 'utf8' });
  for (const name of files.sort()) {
    const full = path.join(migrationsFolder, name);
    if (!(await stat(full)).isFile()) continue;
    hash.update(`${name}\n`).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
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
