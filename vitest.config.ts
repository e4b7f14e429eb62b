import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Test files that open a database: they import the test app (src/server/testing/testApp.ts), which
 * follows TEST_DB. They run once on in-memory PGlite and, when TEST_DATABASE_URL is set, again on
 * that server; every other file runs once.
 */
function databaseTestFiles(): string[] {
  return ['src', 'db', 'scripts', 'eval'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(root, file.split(path.sep).join('/')))
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) => /testing\/testApp(\.ts)?['"]/.test(readFileSync(file, 'utf8'))),
  );
}

const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'postgres',
          include: databaseTestFiles(),
          globalSetup: ['src/server/testing/postgresTemplate.globalSetup.ts'],
          env: { TEST_DB: 'postgres', LOG_LEVEL: 'silent', BCRYPT_COST: '4' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // One test file per core (vitest's default leaves one core idle: one worker on CI's two). Files
    // share nothing: each has its own database, temporary folders and ports chosen by the system.
    maxWorkers: '100%',
    // The margin keeps a slow, shared machine from failing a correct test.
    testTimeout: 60_000,
    // The chat passages module is generated from src/content, not committed.
    globalSetup: ['scripts/vitestGlobalSetup.ts'],
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'db/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eval/**/*.test.ts',
          ],
          globalSetup: ['src/server/testing/pgliteSnapshot.globalSetup.ts'],
          env: { TEST_DB: 'pglite', LOG_LEVEL: 'silent', BCRYPT_COST: '4' },
        },
      },
      ...postgres,
    ],
  },
});
