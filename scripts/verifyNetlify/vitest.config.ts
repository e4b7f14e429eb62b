import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * npm run verify:netlify: globalSetup.ts deploys the project offline with Netlify's CLI (build,
 * then serve), and the checks in *.check.ts ask the result over HTTP, one after the other.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['scripts/verifyNetlify/*.check.ts'],
    globalSetup: ['scripts/verifyNetlify/globalSetup.ts'],
    fileParallelism: false,
    // The build takes minutes (globalSetup has no timeout); each check is a few requests.
    testTimeout: 60_000,
    reporters: ['verbose'],
  },
});
