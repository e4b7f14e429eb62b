import { defineConfig } from 'vitest/config';

// API tests run once on in-memory PGlite and, when TEST_DATABASE_URL is set, again on that server.
const serverTests = ['src/server/**/*.test.ts', 'db/schema.test.ts'];
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'postgres',
          include: serverTests,
          env: { TEST_DB: 'postgres', LOG_LEVEL: 'silent' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'scripts/**/*.test.ts'],
          env: { TEST_DB: 'pglite', LOG_LEVEL: 'silent' },
        },
      },
      ...postgres,
    ],
  },
});
