import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * A lock between processes on one folder (`npm start` and a script, or two servers on one
 * checkout): an exclusive lock file created with open(..., 'wx'), which the operating system lets
 * only one process create. It names its holder (pid, host), so a lock left by a process that died
 * is taken over at once, and one older than `staleMs` (a hung holder, or one on another machine
 * sharing the folder) after that time. Holders keep it for file writes only (milliseconds), never
 * during a build.
 */
export interface LockOptions {
  /** A lock held longer than this is taken to be abandoned. */
  staleMs?: number;
  /** How long to wait for the lock before giving up. */
  timeoutMs?: number;
}

export class LockTimeoutError extends Error {
  constructor(file: string) {
    super(`${file} is held by another process; try again`);
    this.name = 'LockTimeoutError';
  }
}

interface Holder {
  pid: number | null;
  host: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(file: string): Promise<Holder> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Holder>;
    return {
      pid: typeof parsed.pid === 'number' ? parsed.pid : null,
      host: typeof parsed.host === 'string' ? parsed.host : null,
    };
  } catch {
    // Not written yet (its holder is between create and write), or gone: judged by age alone.
    return { pid: null, host: null };
  }
}

/** Which lock file this is: inode numbers are reused, so with its last change. */
const identity = (info: { ino: number; mtimeMs: number }) => `${info.ino}:${info.mtimeMs}`;

/** The lock file's identity when it was abandoned; null when it is held, or there is none. */
async function abandoned(file: string, staleMs: number): Promise<string | null> {
  const info = await stat(file).catch(() => undefined);
  if (!info) return null;
  const holder = await holderOf(file);
  const deadHere = holder.host === hostname() && holder.pid !== null && !isAlive(holder.pid);
  return deadHere || Date.now() - info.mtimeMs > staleMs ? identity(info) : null;
}

/**
 * Removes an abandoned lock without removing a fresh one taken meanwhile: the file is first moved
 * aside (only one process can move it), and given back if it is not the one judged abandoned.
 */
async function breakLock(file: string, judged: string): Promise<void> {
  const aside = `${file}.${randomBytes(6).toString('hex')}.breaking`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (identity(await stat(aside)) !== judged) await link(aside, file).catch(() => {});
  await rm(aside, { force: true });
}

async function acquire(file: string, staleMs: number, timeoutMs: number): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  const holder = JSON.stringify({ pid: process.pid, host: hostname() });
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(holder);
        return identity(await handle.stat());
      } finally {
        await handle.close();
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const stale = await abandoned(file, staleMs);
    if (stale) {
      await breakLock(file, stale);
      continue;
    }
    if (Date.now() > deadline) throw new LockTimeoutError(file);
    // A little randomness, so two waiters do not retry in step.
    await sleep(Math.min(5 * 2 ** Math.min(attempt, 4), 80) + Math.random() * 10);
  }
}

/** Removes the lock if it is still ours (a holder past `staleMs` may have lost it). */
async function release(file: string, mine: string): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (info && identity(info) === mine) await rm(file, { force: true });
}

/** Runs `task` while holding the lock file `file`. */
export async function withFileLock<T>(
  file: string,
  task: () => Promise<T>,
  { staleMs = 30_000, timeoutMs = 15_000 }: LockOptions = {},
): Promise<T> {
  const mine = await acquire(file, staleMs, timeoutMs);
  try {
    return await task();
  } finally {
    await release(file, mine);
  }
}
