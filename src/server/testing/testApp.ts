import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';
import { migrateDatabase } from '../../../db/migrate.ts';
import { createApp } from '../app.ts';
import { loadAppConfig, type AppConfig } from '../config.ts';
import type { ChatKnowledge } from '../chat/chatKnowledge.ts';
import type { ContentStore } from '../content/contentStore.ts';
import type { FactsSource } from '../facts/factsSource.ts';

/**
 * A fresh, migrated database and the API app on top of it. The backend follows TEST_DB:
 * `pglite` (default, in memory) or `postgres` (a throw-away database created on TEST_DATABASE_URL
 * and dropped on close), so the same test file proves both.
 */
export const TEST_SITE_URL = 'http://localhost:4321';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  handle: DatabaseHandle;
  /** The throw-away database's address (PostgreSQL only), for a second, independent connection. */
  databaseUrl?: string;
  config: AppConfig;
  /** `app.request` with the site's Origin and JSON content type already set. */
  request: (path: string, init?: TestRequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

export interface TestRequestInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
  body?: BodyInit;
  /** Client IP as the platform would report it. */
  ip?: string;
}

/** The run's migrated PGlite data directory, when the global setup made one (vitest.config.ts). */
async function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = inject('pgliteSnapshotFile');
  return file ? new Blob([await readFile(file)]) : undefined;
}

export function testBackend(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** `template`: a migrated database to copy (./databaseSnapshot.ts); unset: an empty one. */
async function createPostgresDatabase(
  template: string | undefined,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  /**
   * Unset: a copy of the database this run migrated once (./databaseSnapshot.ts). A folder (e.g. one
   * missing the newest migration, or db/migrations itself) is applied to a fresh, empty database;
   * null applies none.
   */
  migrationsFolder?: string | null;
  /** The content editor's store (e.g. a WorkingTreeStore on a temporary folder); unset: editing off. */
  contentStore?: ContentStore;
  /** What the chat answers from (the local server's, which a publish replaces); unset: the bundled one. */
  chatKnowledge?: ChatKnowledge;
  /** The firm's facts in force; unset: the shipped ones (a publish test passes its own). */
  factsSource?: FactsSource;
}

export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  let handle: DatabaseHandle;
  let drop = async () => {};
  let databaseUrl: string | undefined;
  const fromSnapshot = options.migrationsFolder === undefined;
  let migrated: boolean;
  if (testBackend() === 'postgres') {
    const template = fromSnapshot ? inject('postgresTemplate') : undefined;
    const created = await createPostgresDatabase(template);
    migrated = Boolean(template);
    drop = created.drop;
    databaseUrl = created.url;
    handle = await openDatabase({ driver: 'postgres', url: created.url });
  } else {
    const snapshot = fromSnapshot ? await pgliteSnapshot() : undefined;
    migrated = Boolean(snapshot);
    handle = await openDatabase({ driver: 'pglite', dataDir: 'memory://', snapshot });
  }
  if (!migrated && options.migrationsFolder !== null) {
    await migrateDatabase(handle, options.migrationsFolder ?? undefined);
  }
  const config = loadAppConfig({
    SITE_URL: TEST_SITE_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // vitest.config.ts sets 4; a test about the cost itself passes its own (or undefined: 12).
    BCRYPT_COST: process.env.BCRYPT_COST,
    ...env,
  });
  const app = createApp({
    db: handle.db,
    driver: handle.driver,
    config,
    contentStore: options.contentStore,
    chatKnowledge: options.chatKnowledge,
    factsSource: options.factsSource,
  });

  const request = (path: string, init: TestRequestInit = {}) => {
    const { json, ip, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (!merged.has('Origin')) merged.set('Origin', TEST_SITE_URL);
    let body = rest.body;
    if (json !== undefined) {
      body = JSON.stringify(json);
      if (!merged.has('Content-Type')) merged.set('Content-Type', 'application/json');
    }
    return Promise.resolve(
      app.request(path, { ...rest, body, headers: merged }, { ip: ip ?? '203.0.113.10' }),
    );
  };

  return {
    app,
    handle,
    databaseUrl,
    config,
    request,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
