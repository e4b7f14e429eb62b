import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { leads } from './schema.ts';

describe('embedded database on disk', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps rows across a close and reopen (a second `npm start`)', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pglite-'));
    const first = await openDatabase({ driver: 'pglite', dataDir: dir });
    await migrateDatabase(first);
    await first.db.insert(leads).values({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      serviceType: 'Clean Energy',
      message: 'Solar for our warehouse roof, please.',
    });
    await first.close();

    const second = await openDatabase({ driver: 'pglite', dataDir: dir });
    await migrateDatabase(second); // idempotent on an up-to-date database
    const rows = await second.db.select().from(leads);
    await second.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      status: 'new',
      isSocialEquityApplicant: false,
    });
    // Two embedded databases started from scratch, with their extensions: slow on a busy machine.
  }, 120_000);
});
