import { defineConfig } from 'vitest/config';

// API tests run once on in-memory PGlite and, when TEST_DATABASE_URL is set, again on that server.
const serverTests = ['src/server/**/*.test.ts', 'db/schema.test.ts', 'db/bookingSchema.test.ts'];
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'postgres',
          include: serverTests,
          env: { TEST_DB: 'postgres', LOG_LEVEL: 'silent', BCRYPT_COST: '4' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // bcrypt at cost 12, one hash at a time (src/server/auth/hashQueue.ts), makes the sign-in tests slow on
    // a busy 2-core machine; the margin keeps a slow machine from failing a correct test.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'scripts/**/*.test.ts'],
          env: { TEST_DB: 'pglite', LOG_LEVEL: 'silent', BCRYPT_COST: '4' },
        },
      },
      ...postgres,
    ],
  },
});
