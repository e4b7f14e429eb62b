import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../db/migrate.ts';
import { validConsultation } from '../testing/consultationFixtures.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };
const expected = journal.entries.length;
const latest = journal.entries[expected - 1]!.tag;

/** A copy of db/migrations whose journal stops before the newest migration: a deploy left behind. */
function migrationsWithoutNewest(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const behind = { ...journal, entries: journal.entries.slice(0, -1) };
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(behind));
  return folder;
}

describe(`health and a missing schema (${testBackend()})`, () => {
  const apps: TestApp[] = [];
  const folders: string[] = [];
  async function app(migrations?: 'none' | 'all-but-newest') {
    let migrationsFolder: string | null | undefined;
    if (migrations === 'none') migrationsFolder = null;
    if (migrations === 'all-but-newest') {
      migrationsFolder = migrationsWithoutNewest();
      folders.push(migrationsFolder);
    }
    const t = await createTestApp({}, { migrationsFolder });
    apps.push(t);
    return t;
  }
  let migrated: TestApp;
  beforeAll(async () => {
    migrated = await app();
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('is ok with the schema at the latest migration, naming the driver', async () => {
    const res = await migrated.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      db: testBackend(),
      schema: { current: true, applied: expected, expected, latest },
    });
  });

  it('answers 503 with the reason when no migration ran', async () => {
    const t = await app('none');
    const res = await t.request('/api/health');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({ ok: false, schema: { current: false, applied: 0, expected } });
    expect(body.message).toBe(
      `Database schema is not at the latest migration (${latest}): 0 of ${expected} migrations applied. Run npm run db:migrate.`,
    );
  });

  it('answers 503 when the newest migration is missing', async () => {
    const t = await app('all-but-newest');
    const res = await t.request('/api/health');
    expect(res.status).toBe(503);
    expect((await res.json()).schema).toEqual({
      current: false,
      applied: expected - 1,
      expected,
      latest,
    });
  });

  it('answers every route with a readable 503, not a 500, while the tables are missing', async () => {
    const t = await app('none');
    const needsInit = await t.request('/api/auth/needs-init');
    expect(needsInit.status).toBe(503);
    expect((await needsInit.json()).message).toMatch(/database has not been set up/);
    const lead = await t.request('/api/consultations', {
      method: 'POST',
      json: validConsultation(),
    });
    expect(lead.status).toBe(503);
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'someone@example.com', password: 'whatever password' },
    });
    expect(login.status).toBe(503);
  });
});
