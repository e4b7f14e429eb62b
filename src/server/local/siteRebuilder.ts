import { spawn } from 'node:child_process';
import { renameSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Rebuilds the site served by `npm start` after content is published, without taking it down:
 * the build writes into `.data/site-next/` (BUILD_OUT_DIR, read by astro.config.mjs and
 * scripts/postbuild.ts) while `dist/` keeps being served, and only a build that succeeds replaces
 * `dist/`, with two renames back to back (the static site reads files by path on every request, so
 * the next request sees the new pages). One build at a time; asking during a build queues exactly
 * one more, which picks up everything published meanwhile.
 */

export interface SiteRebuilderOptions {
  /** The checkout the build runs in (its `dist/` is what the local server serves). */
  root: string;
  /** The served folder, relative to root. */
  distDir?: string;
  /** The build command; it must write the site into $BUILD_OUT_DIR. */
  command?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

export const DEFAULT_BUILD_COMMAND = ['npm', 'run', 'build', '--silent'] as const;
// Enough of the build's output to say why it failed, not the whole log.
const KEPT_OUTPUT = 4000;

export function createSiteRebuilder(options: SiteRebuilderOptions): () => Promise<void> {
  const root = path.resolve(options.root);
  const dist = path.join(root, options.distDir ?? 'dist');
  const next = path.join(root, '.data', 'site-next');
  const previous = path.join(root, '.data', 'site-previous');
  const [command, ...args] = options.command ?? DEFAULT_BUILD_COMMAND;

  async function buildOnce(): Promise<void> {
    await rm(next, { recursive: true, force: true });
    try {
      await run(command!, args, {
        cwd: root,
        env: { ...(options.env ?? process.env), BUILD_OUT_DIR: next },
      });
      if (!(await stat(path.join(next, 'index.html')).catch(() => undefined))) {
        throw new Error('the build finished without writing index.html');
      }
      await rm(previous, { recursive: true, force: true });
      swap(dist, next, previous);
    } finally {
      await rm(next, { recursive: true, force: true });
    }
    await rm(previous, { recursive: true, force: true });
  }

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  return function rebuild(): Promise<void> {
    if (!running) {
      running = buildOnce().finally(() => {
        running = null;
      });
      return running;
    }
    // A build is under way with the files as they were when it started: one more after it.
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = null;
        return rebuild();
      });
    return queued;
  };
}

/**
 * `dist` → `previous`, `next` → `dist`, synchronously back to back: no request handler runs between
 * the two renames, so none finds no site.
 */
function swap(dist: string, next: string, previous: string): void {
  let hadDist = true;
  try {
    renameSync(dist, previous);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadDist = false;
  }
  try {
    renameSync(next, dist);
  } catch (error) {
    if (hadDist) renameSync(previous, dist);
    throw error;
  }
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`the build failed (exit ${code}): ${output.trim().slice(-1000)}`));
    });
  });
}
