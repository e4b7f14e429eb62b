import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const testFiles = ['src', 'db', 'scripts', 'eval'].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(root, file.split(path.sep).join('/')))
    .filter((file) => /\.test\.tsx?$/.test(file)),
);
const source = (file: string) => readFileSync(file, 'utf8');

/**
 * Test files that open a database: they import the test app (src/server/testing/testApp.ts), which
 * follows TEST_DB. They run once on in-memory PGlite and, when TEST_DATABASE_URL is set, again on
 * that server; every other file runs once.
 */
const databaseFiles = testFiles.filter((file) => /testing\/testApp(\.ts)?['"]/.test(source(file)));

/**
 * Most files run one after another in a worker that keeps its imported modules (`isolate: false`):
 * importing the app's module graph anew for every file was a third of the run's CPU time. A file
 * that changes what the next file in its worker would see (mocked modules, stubbed environment or
 * globals, spies, fake timers, process.env, the working folder) runs in a fresh worker of its own.
 */
const CHANGES_PROCESS_STATE =
  /\bvi\.(mock|doMock|resetModules|stubEnv|stubGlobal|spyOn|useFakeTimers)\(|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|process\.chdir\(/;
const isolatedFiles = new Set(testFiles.filter((file) => CHANGES_PROCESS_STATE.test(source(file))));

/** Two projects from one: `name` shares its workers between files, `name-isolated` does not. */
function sharedAndIsolated(
  name: string,
  files: string[],
  test: { globalSetup: string[]; env: Record<string, string> },
) {
  return [
    {
      extends: true as const,
      test: { ...test, name, include: files.filter((f) => !isolatedFiles.has(f)), isolate: false },
    },
    {
      extends: true as const,
      test: {
        ...test,
        name: `${name}-isolated`,
        include: files.filter((f) => isolatedFiles.has(f)),
      },
    },
  ];
}

export default defineConfig({
  test: {
    // One test file per core (vitest's default leaves one core idle: one worker on CI's two). Files
    // share nothing but their worker's modules: each has its own database, temporary folders and
    // ports chosen by the system.
    maxWorkers: '100%',
    // The margin keeps a slow, shared machine from failing a correct test.
    testTimeout: 60_000,
    // The chat passages module is generated from src/content, not committed.
    globalSetup: ['scripts/vitestGlobalSetup.ts'],
    hookTimeout: 120_000,
    projects: [
      ...sharedAndIsolated('unit', testFiles, {
        globalSetup: ['src/server/testing/pgliteSnapshot.globalSetup.ts'],
        env: { TEST_DB: 'pglite', LOG_LEVEL: 'silent', BCRYPT_COST: '4' },
      }),
      ...(process.env.TEST_DATABASE_URL
        ? sharedAndIsolated('postgres', databaseFiles, {
            globalSetup: ['src/server/testing/postgresTemplate.globalSetup.ts'],
            env: { TEST_DB: 'postgres', LOG_LEVEL: 'silent', BCRYPT_COST: '4' },
          })
        : []),
    ],
  },
});
