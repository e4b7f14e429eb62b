import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockTimeoutError, withFileLock } from './crossProcessLock.ts';

/** The lock file's rules for abandoned locks; two real processes contend in workingTreeStore.crossProcess.test.ts. */
let folder: string;
let lock: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'lock-'));
  lock = path.join(folder, 'lock');
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const holder = (pid: number, host = hostname()) => JSON.stringify({ pid, host });
const exists = (file: string) =>
  readFile(file).then(
    () => true,
    () => false,
  );

/** The pid of a process that has exited. */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', '0']);
    child.on('error', reject);
    child.on('exit', () => resolve(child.pid!));
  });
}

describe('cross-process lock file', () => {
  it('holds the lock while the task runs, and removes it after, even when the task fails', async () => {
    await withFileLock(lock, async () => {
      expect(JSON.parse(await readFile(lock, 'utf8'))).toEqual({
        pid: process.pid,
        host: hostname(),
      });
    });
    expect(await exists(lock)).toBe(false);
    await expect(
      withFileLock(lock, () => Promise.reject(new Error('task failed'))),
    ).rejects.toThrow('task failed');
    expect(await exists(lock)).toBe(false);
  });

  it('waits for a live holder, and gives up after the timeout', async () => {
    await writeFile(lock, holder(process.pid));
    await expect(withFileLock(lock, async () => 'ran', { timeoutMs: 300 })).rejects.toThrow(
      LockTimeoutError,
    );
    // The live holder's lock is left alone.
    expect(await readFile(lock, 'utf8')).toBe(holder(process.pid));
    setTimeout(() => void rm(lock), 200);
    expect(await withFileLock(lock, async () => 'ran', { timeoutMs: 5000 })).toBe('ran');
  });

  it('takes over a lock whose process on this machine has died', async () => {
    await writeFile(lock, holder(await deadPid()));
    expect(await withFileLock(lock, async () => 'ran', { timeoutMs: 300 })).toBe('ran');
  });

  it('takes over a lock older than staleMs, whoever holds it', async () => {
    await writeFile(lock, holder(process.pid, 'another-machine'));
    await expect(withFileLock(lock, async () => 'ran', { timeoutMs: 300 })).rejects.toThrow(
      LockTimeoutError,
    );
    const old = new Date(Date.now() - 60_000);
    await utimes(lock, old, old);
    expect(await withFileLock(lock, async () => 'ran', { staleMs: 30_000, timeoutMs: 300 })).toBe(
      'ran',
    );
  });
});
