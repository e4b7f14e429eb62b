import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { createWorkspace } from './workspace.ts';

/**
 * The project deployed the way Netlify would, offline: `netlify serve --context production` builds a
 * throw-away copy with Netlify Build (the production build command: it migrates a fresh PostgreSQL
 * database, builds the site, bundles the function zips), then serves the built site and its
 * functions. `serve` always runs that whole build itself (netlify-cli's runBuildTimeline, the same
 * buildSite `netlify build` calls), so a `netlify build` before it only built everything twice (~80
 * CPU-seconds and a minute of CI). Nothing is installed globally; the CLI is this project's
 * devDependency.
 */
export interface OfflineDeploy {
  baseUrl: string;
  /** The built site, as Netlify Build left it. */
  distDir: string;
  /** Where Netlify Build put the function zips. */
  functionsDir: string;
  /** The database the build migrated and the functions use. */
  databaseUrl: string;
  /** Netlify's output (build and serve). */
  logFile: string;
  /** Stops serve and drops the database; the copy is kept when asked (to read the log). */
  stop: (options: { keepWorkspace: boolean }) => Promise<void>;
}

const SERVE_READY_TIMEOUT_MS = 5 * 60_000;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * `serverUrl` is the PostgreSQL server the deploy's database is created on; `extraEnv` is added to
 * what the site is given (the content store's variables, pointed at a loopback fake).
 */
export async function deployOffline(
  serverUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<OfflineDeploy> {
  const databaseName = `verify_netlify_${process.pid}_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).href;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const workspace = createWorkspace(process.cwd());
  const logFile = path.join(workspace.dir, 'netlify.log');
  // One descriptor for both commands' stdout and stderr, closed by stop().
  const logFd = openSync(logFile, 'a');
  const netlify = path.join(workspace.dir, 'node_modules', '.bin', 'netlify');
  // What a production site is given in the Netlify UI (see DEPLOY.md); BROWSER=none keeps serve headless.
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    BROWSER: 'none',
    ...extraEnv,
  };
  let serve: ChildProcess | undefined;
  const stop = async ({ keepWorkspace }: { keepWorkspace: boolean }) => {
    if (serve?.pid && serve.exitCode === null) process.kill(-serve.pid, 'SIGTERM');
    closeSync(logFd);
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    if (keepWorkspace) console.error(`Netlify's output: ${logFile} (kept)`);
    else workspace.remove();
  };

  try {
    const step = Date.now();
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
      { cwd: workspace.dir, env, stdio: ['ignore', logFd, logFd], detached: true },
    );
    const baseUrl = `http://localhost:${port}`;
    await waitUntilServing(baseUrl, serve, logFile);
    console.log(
      `netlify serve --offline at ${baseUrl}: ${seconds(step)}, built and migrated ${databaseName}`,
    );
    return {
      baseUrl,
      distDir: path.join(workspace.dir, 'dist'),
      functionsDir: path.join(workspace.dir, '.netlify', 'functions'),
      databaseUrl,
      logFile,
      stop,
    };
  } catch (error) {
    await stop({ keepWorkspace: true });
    throw error;
  }
}

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

async function waitUntilServing(baseUrl: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + SERVE_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`netlify serve exited (${child.exitCode}):\n${tail(logFile)}`);
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
    `netlify serve did not answer within ${SERVE_READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`,
  );
}
