import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive the system Chromium against `npm start` on a fresh in-memory database.
 * Playwright cannot download browsers here, so we never fall back silently: no Chromium, no run.
 */
function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
    );
  }
  return found;
}

const PORT = Number(process.env.E2E_PORT ?? 4329);
// bcrypt at cost 4 (milliseconds a hash instead of ~1 s at the production 12) for every server the
// browser suite starts: the shared one below and the ones specs start in their workers, which
// inherit this process's environment.
process.env.BCRYPT_COST ??= '4';
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI runs two workers and the server on two cores, and every staff sign-in is a bcrypt hash
  // (cost 12, one at a time): the long admin flows need the extra time there, not locally.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace records a screencast and a DOM snapshot of every action in every test, and a quarter
    // of the suite's CPU went to it. CI keeps only its log, where nobody can open a trace: .ci/run
    // prints each failed test's page snapshot (error-context.md) there instead. On a developer's
    // machine the failing tests' traces are kept to open.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // One server and one fresh database serve every spec, and the first admin can be created only
  // once. So the 'setup' project runs first and walks the real first-run flow in the UI (init →
  // login → dashboard → sign out) with the credentials of e2e/adminSession.ts; every other spec
  // then signs in with them (adminPage / ensureAdmin), whatever order it runs in.
  projects: [
    {
      name: 'setup',
      testMatch: /\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // The chat passages module is generated, not committed (scripts/writeChatPassages.ts).
    command: 'tsx scripts/writeChatPassages.ts && tsx scripts/start.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      SITE_URL: baseURL,
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      BCRYPT_COST: process.env.BCRYPT_COST,
      // Every browser test comes from 127.0.0.1; specs that submit public forms name their own
      // client IP in this header so per-IP limits (5 requests / 10 min) do not leak between tests.
      TRUSTED_IP_HEADER: 'x-e2e-client-ip',
    },
  },
});
