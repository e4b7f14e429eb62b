import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { pgliteSnapshotFile } from '../src/server/testing/databaseSnapshot.ts';

/**
 * `npm start` on a throw-away copy of the repository, for the content editor's specs: publishing
 * writes the copy's src/content and rebuilds the copy's site, never this checkout's. The copy is
 * the committed files (git ls-files) plus this checkout's build, stamped for the copy's address so
 * the server starts without building first; node_modules is shared through a link.
 */
export interface ContentServer {
  baseURL: string;
  root: string;
  /** Stops the server and starts it again on the same copy (a deploy after publishing). */
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

const REPO = path.resolve(import.meta.dirname, '..');

/**
 * Each spec's own port: CONTENT_E2E_PORT (default 4811) plus the spec's offset. The browser suite
 * runs two specs at a time; on one shared port the second server cannot start, and a spec could
 * pass its health check against the first spec's server and test that one instead.
 */
export function contentServerPort(offset: number): number {
  return Number(process.env.CONTENT_E2E_PORT ?? 4811) + offset;
}

/** Refuses a port another process listens on, before any copy is made. */
async function ensurePortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: another content server (or process) runs there`)),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`the content server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the content server did not start in time');
}

export interface ContentServerOptions {
  /** Changes the copy before the server starts (a test's own build step, say). */
  prepare?: (root: string) => Promise<void>;
  /** More environment for the server (the git host store's settings, say). */
  env?: Record<string, string>;
}

export async function startContentServer(
  port: number,
  options: ContentServerOptions = {},
): Promise<ContentServer> {
  await ensurePortFree(port);
  const root = await mkdtemp(path.join(tmpdir(), 'content-e2e-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await cp(path.join(REPO, file), path.join(root, file), { preserveTimestamps: true });
  }
  await symlink(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  // The chat passages module is generated, not committed (scripts/writeChatPassages.ts).
  execFileSync(path.join(REPO, 'node_modules', '.bin', 'tsx'), ['scripts/writeChatPassages.ts'], {
    cwd: root,
  });
  await cp(path.join(REPO, 'dist'), path.join(root, 'dist'), { recursive: true });
  const baseURL = `http://localhost:${port}`;
  // The copy's database starts migrated: the unit tests' PGlite snapshot (databaseSnapshot.ts)
  // unpacked where `npm start` keeps its data, so its migration step finds nothing to do instead
  // of initialising and migrating a PGlite on every start (~6 s of CPU each). The suite's shared
  // server still migrates a fresh database the way production does.
  const dataDir = path.join(root, '.data', 'pglite');
  await mkdir(dataDir, { recursive: true });
  execFileSync('tar', ['-xf', await pgliteSnapshotFile(), '-C', dataDir]);
  await writeFile(
    path.join(root, '.data', 'build-stamp.json'),
    JSON.stringify({ siteUrl: baseURL }),
  );
  await options.prepare?.(root);

  let child: ChildProcess;
  const start = async () => {
    child = spawn(path.join(REPO, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        SITE_URL: baseURL,
        // A database on disk in the copy, so a restart keeps the accounts and the history.
        PGLITE_DIR: path.join(root, '.data', 'pglite'),
        LOG_LEVEL: 'silent',
        ...options.env,
      },
    });
    await waitForHealth(baseURL, child, 240_000);
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await start();
  } catch (error) {
    // A server that never came up leaves no copy behind.
    await stop();
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    root,
    restart: async () => {
      await stop();
      await start();
    },
    close: async () => {
      await stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
