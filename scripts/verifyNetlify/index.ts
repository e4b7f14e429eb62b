/**
 * npm run verify:netlify — deploys the project the way Netlify would, offline, and checks the result:
 * Netlify's CLI builds a throw-away copy (migrating a fresh PostgreSQL database, as the production
 * build command does), the function zips are measured, then `netlify serve` runs the built site and
 * its functions and the checks in siteChecks.ts talk to it over HTTP. Nothing is installed globally;
 * the CLI is this project's devDependency.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { describeFunctionZip, FUNCTION_ZIP_BUDGET_BYTES } from '../functionZip.ts';
import { siteChecks } from './siteChecks.ts';
import { createWorkspace } from './workspace.ts';

const FUNCTIONS = ['api', 'deliver-mail', 'overdue-digest'];
const SERVE_READY_TIMEOUT_MS = 5 * 60_000;
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const serverUrl =
  process.env.VERIFY_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `verify_netlify_${process.pid}_${Date.now()}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).href;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const workspace = createWorkspace(process.cwd());
const log = path.join(workspace.dir, 'netlify.log');
// One descriptor for both commands' stdout and stderr, closed at the end.
const logFd = openSync(log, 'a');
const netlify = path.join(workspace.dir, 'node_modules', '.bin', 'netlify');
// What a production site is given in the Netlify UI (see DEPLOY.md); BROWSER=none keeps serve headless.
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  BROWSER: 'none',
};
let serve: ChildProcess | undefined;
let database: pg.Client | undefined;
let failed = false;

try {
  let step = Date.now();
  const build = spawnSync(netlify, ['build', '--offline', '--context', 'production'], {
    cwd: workspace.dir,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  if (build.status !== 0)
    throw new Error(`netlify build failed (exit ${build.status}):\n${tail(log)}`);
  console.log(`✓ netlify build --offline (${seconds(step)}, migrated ${databaseName})`);

  for (const name of FUNCTIONS) {
    const zipPath = path.join(workspace.dir, '.netlify', 'functions', `${name}.zip`);
    if (!existsSync(zipPath)) throw new Error(`no ${name}.zip in .netlify/functions`);
    const zip = describeFunctionZip(zipPath);
    const size = `${(zip.bytes / 1_000_000).toFixed(2)} MB`;
    if (zip.bytes >= FUNCTION_ZIP_BUDGET_BYTES)
      throw new Error(`${name}.zip is ${size}, over 5 MB`);
    if (zip.holdsPglite) throw new Error(`${name}.zip holds PGlite`);
    if (!zip.holdsNeonDriver) throw new Error(`${name}.zip lacks @neondatabase/serverless`);
    console.log(`✓ ${name}.zip ${size}, no PGlite, Neon driver inside`);
  }

  step = Date.now();
  const port = await freePort();
  // Edge functions need Deno, which the CLI downloads; offline it cannot, and this site has none.
  // `--internal-disable-edge-functions` is the CLI's own switch for that (hidden from --help).
  serve = spawn(
    netlify,
    [
      'serve',
      '--offline',
      '--internal-disable-edge-functions',
      '--context',
      'production',
      '--port',
      String(port),
    ],
    {
      cwd: workspace.dir,
      env,
      stdio: ['ignore', logFd, logFd],
      detached: true,
    },
  );
  const baseUrl = `http://localhost:${port}`;
  await waitUntilServing(baseUrl, serve);
  console.log(`✓ netlify serve --offline at ${baseUrl} (${seconds(step)}, builds again)`);

  step = Date.now();
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const site = { baseUrl, distDir: path.join(workspace.dir, 'dist'), database };
  for (const [name, check] of Object.entries(siteChecks)) {
    try {
      console.log(`✓ ${name}: ${await check(site)}`);
    } catch (error) {
      failed = true;
      console.error(`✗ ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`  checks took ${seconds(step)}`);
} catch (error) {
  failed = true;
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (serve?.pid) process.kill(-serve.pid, 'SIGTERM');
  closeSync(logFd);
  await database?.end();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  if (failed) console.error(`Netlify's output: ${log} (kept)`);
  else workspace.remove();
}
console.log(`${failed ? 'verify:netlify FAILED' : 'verify:netlify passed'} in ${seconds(started)}`);
process.exit(failed ? 1 : 0);

function tail(file: string): string {
  return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitUntilServing(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVE_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`netlify serve exited (${child.exitCode}):\n${tail(log)}`);
    // The body is always read: Node 24's fetch crashes the process when a server closes the
    // connection under an unread body (undici issue 5360), and `netlify serve` closes every one.
    const status = await fetch(`${baseUrl}/`).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(
    `netlify serve did not answer within ${SERVE_READY_TIMEOUT_MS / 1000} s:\n${tail(log)}`,
  );
}
