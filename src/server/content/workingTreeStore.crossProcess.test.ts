import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftsDir, readManifest } from './draftManifest.ts';

/**
 * Two processes writing one working tree (`npm start` and a script): each save reads the draft
 * manifest, checks versions and writes the manifest back, so without a lock between processes one
 * process's drafts are overwritten by the other's, and both may create the same file.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const CHILD = path.join(import.meta.dirname, 'testing', 'saveDraftsChild.ts');
const SAVES = 25;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'working-tree-processes-'));
  await mkdir(path.join(root, 'src/content/faq'), { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

interface Run {
  saved: string[];
  stale: string[];
  began: number;
  ended: number;
}

function saveDrafts(name: string, startAt: number) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(
      path.join(REPO, 'node_modules', '.bin', 'tsx'),
      [CHILD, root, name, String(startAt), String(SAVES)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as Run)
        : reject(new Error(`process ${name} exited with ${code}: ${err}`)),
    );
  });
}

describe('working tree store, two processes', () => {
  it('keeps every draft of both and lets only one create a file', async () => {
    // Both start at the same moment, well after their start-up.
    const startAt = Date.now() + 4000;
    const [a, b] = await Promise.all([saveDrafts('a', startAt), saveDrafts('b', startAt)]);
    // Their saves did overlap (a slow start-up would make this test prove nothing).
    expect(a.began).toBeLessThan(b.ended);
    expect(b.began).toBeLessThan(a.ended);

    const { files } = await readManifest(root);
    const own = (name: string) =>
      Array.from({ length: SAVES }, (_, i) => `src/content/faq/${name}-${i}.yaml`);
    expect(Object.keys(files)).toEqual(expect.arrayContaining([...own('a'), ...own('b')]));
    expect(a.saved).toEqual(expect.arrayContaining(own('a')));
    expect(b.saved).toEqual(expect.arrayContaining(own('b')));

    for (let i = 0; i < SAVES; i++) {
      const shared = `src/content/faq/shared-${i}.yaml`;
      const winners = [a, b].filter((run) => run.saved.includes(shared));
      expect(winners, shared).toHaveLength(1);
      expect(files[shared], shared).toBeDefined();
    }
    expect(Object.keys(files)).toHaveLength(3 * SAVES);
    // Every draft's bytes are there, and the lock is gone.
    const blobs = await readdir(path.join(draftsDir(root), 'blobs'));
    for (const entry of Object.values(files)) expect(blobs).toContain(entry.blob);
    expect(await readdir(draftsDir(root))).not.toContain('lock');
  }, 60_000);
});
