import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentPathError } from './contentPaths.ts';
import { StaleFileError, type ContentChange } from './contentStore.ts';
import { gitBlobSha } from './gitBlob.ts';
import { SiteBuildError } from '../local/siteRebuilder.ts';
import { WorkingTreeStore } from './workingTreeStore.ts';

const author = { name: 'Ana Editor', email: 'ana@example.com' };
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data);

const FAQ = 'src/content/faq/regions.yaml';
const FAQ_ES = 'src/content/faq/es/regions.yaml';

function change(files: ContentChange['files']): ContentChange {
  return { files, message: 'Edit', author };
}

describe('working tree store', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'working-tree-'));
    await mkdir(path.join(root, 'src/content/faq/es'), { recursive: true });
    await writeFile(path.join(root, FAQ), 'question: Where?\n');
    await writeFile(path.join(root, FAQ_ES), 'question: ¿Dónde?\n');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const onDisk = (file: string) => readFile(path.join(root, file), 'utf8');

  it('versions files by their git blob id', async () => {
    const store = new WorkingTreeStore(root);
    const file = await store.read(FAQ);
    const fromGit = execFileSync('git', ['hash-object', path.join(root, FAQ)], {
      encoding: 'utf8',
    });
    expect(file?.version).toBe(fromGit.trim());
    expect(file).toMatchObject({ path: FAQ, draft: false });
    expect(await store.read('src/content/faq/missing.yaml')).toBeNull();
  });

  it('keeps drafts outside the sources until they are published', async () => {
    const store = new WorkingTreeStore(root);
    const en = await store.read(FAQ);
    const es = await store.read(FAQ_ES);
    const { versions } = await store.saveDraft(
      change([
        { path: FAQ, bytes: bytes('question: Which states?\n'), expectedVersion: en!.version },
        { path: FAQ_ES, bytes: bytes('question: ¿Qué estados?\n'), expectedVersion: es!.version },
      ]),
    );
    expect(versions[FAQ]).toBe(gitBlobSha(bytes('question: Which states?\n')));

    expect(await onDisk(FAQ)).toBe('question: Where?\n');
    expect(text((await store.read(FAQ))?.bytes)).toBe('question: Which states?\n');
    expect((await store.read(FAQ))?.draft).toBe(true);
    expect(text((await store.read(FAQ, { published: true }))?.bytes)).toBe('question: Where?\n');
    expect((await store.status()).draftPaths).toEqual([FAQ_ES, FAQ]);

    // A second store on the same folder (a restarted server) sees the same drafts.
    const again = new WorkingTreeStore(root);
    expect((await again.read(FAQ_ES))?.version).toBe(versions[FAQ_ES]);
  });

  it('answers StaleFileError when the version the editor opened is not the current one', async () => {
    const store = new WorkingTreeStore(root);
    const opened = (await store.read(FAQ))!.version;
    await store.saveDraft(change([{ path: FAQ, bytes: bytes('a: 1\n'), expectedVersion: opened }]));
    // Saving again from the published version the editor first opened: the draft moved on.
    const stale = store.saveDraft(
      change([{ path: FAQ, bytes: bytes('a: 2\n'), expectedVersion: opened }]),
    );
    await expect(stale).rejects.toThrow(StaleFileError);
    await expect(stale).rejects.toMatchObject({
      path: FAQ,
      expectedVersion: opened,
      actualVersion: gitBlobSha(bytes('a: 1\n')),
    });
    // A new file the editor believes is new, but exists.
    await expect(
      store.saveDraft(change([{ path: FAQ_ES, bytes: bytes('x'), expectedVersion: null }])),
    ).rejects.toThrow(StaleFileError);
  });

  it('saves all files of a change or none: one stale file keeps the other unchanged', async () => {
    const store = new WorkingTreeStore(root);
    const en = (await store.read(FAQ))!.version;
    await expect(
      store.saveDraft(
        change([
          { path: FAQ, bytes: bytes('question: New\n'), expectedVersion: en },
          { path: FAQ_ES, bytes: bytes('question: Nueva\n'), expectedVersion: 'f'.repeat(40) },
        ]),
      ),
    ).rejects.toThrow(StaleFileError);
    expect((await store.read(FAQ))?.draft).toBe(false);
    expect((await store.status()).draftPaths).toEqual([]);
  });

  it('lets exactly one of two saves from the same version win', async () => {
    const first = new WorkingTreeStore(root);
    const second = new WorkingTreeStore(root);
    const opened = (await first.read(FAQ))!.version;
    const results = await Promise.allSettled(
      ['one', 'two', 'three', 'four'].map((word, index) =>
        (index % 2 ? second : first).saveDraft(
          change([{ path: FAQ, bytes: bytes(`question: ${word}\n`), expectedVersion: opened }]),
        ),
      ),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((result) => result.reason)).toEqual([
      expect.any(StaleFileError),
      expect.any(StaleFileError),
      expect.any(StaleFileError),
    ]);
    const saved = (won[0] as PromiseFulfilledResult<{ versions: Record<string, string> }>).value;
    expect((await first.read(FAQ))?.version).toBe(saved.versions[FAQ]);
  });

  it('reads a draft while others save over it: never a missing blob, always a saved version', async () => {
    // A read takes the manifest, then the blob it names; a save in between replaces the manifest
    // and prunes that blob. Reads take no lock (a lock file per GET would queue every editor).
    const writer = new WorkingTreeStore(root);
    const reader = new WorkingTreeStore(root);
    const saved = new Set<string>(['question: Where?\n']);
    let done = false;
    const saves = (async () => {
      let version = (await writer.read(FAQ))!.version;
      for (let i = 0; i < 40; i++) {
        const body = `question: Where, take ${i}?\n`;
        saved.add(body);
        const { versions } = await writer.saveDraft(
          change([{ path: FAQ, bytes: bytes(body), expectedVersion: version }]),
        );
        version = versions[FAQ]!;
      }
      done = true;
    })();
    const seen: string[] = [];
    const failures: unknown[] = [];
    while (!done) {
      await reader.read(FAQ).then(
        (file) => seen.push(text(file!.bytes)),
        (error: unknown) => failures.push(error),
      );
    }
    await saves;
    expect(failures).toEqual([]);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((body) => !saved.has(body))).toEqual([]);
  });

  it('builds with the drafts first, then publishes them into place and clears them', async () => {
    let finishBuild!: () => void;
    const built: string[] = [];
    const live: string[] = [];
    const store = new WorkingTreeStore(root, {
      // The build sees the drafts while the published files are still the old ones.
      buildSite: async (drafts) => {
        built.push(text(drafts.get(FAQ) ?? undefined), await onDisk(FAQ));
        await new Promise<void>((resolve) => (finishBuild = resolve));
        return {
          sourcesAt: new Date(),
          goLive: async () => void live.push(await onDisk(FAQ)),
          discard: async () => {},
        };
      },
    });
    const en = (await store.read(FAQ))!.version;
    await store.saveDraft(
      change([
        { path: FAQ, bytes: bytes('question: Published?\n'), expectedVersion: en },
        {
          path: 'src/content/faq/new-entry.yaml',
          bytes: bytes('question: New\n'),
          expectedVersion: null,
        },
        { path: FAQ_ES, delete: true, expectedVersion: (await store.read(FAQ_ES))!.version },
      ]),
    );
    const state = await store.publish(author);
    expect(state.state).toBe('publishing');
    // A second click while it builds starts nothing.
    expect((await store.publish(author)).state).toBe('publishing');
    // The build starts in the background: on a loaded machine later than any fixed pause. The pause
    // after it still gives a wrongly started second build the time to show in `built`.
    await vi.waitFor(() => expect(built).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(built).toEqual(['question: Published?\n', 'question: Where?\n']);
    expect(await onDisk(FAQ)).toBe('question: Where?\n');
    expect((await store.status()).draftPaths).toHaveLength(3);
    // Saved again during the build: that newer draft is not what gets published, so it stays.
    await store.saveDraft(
      change([
        {
          path: 'src/content/faq/new-entry.yaml',
          bytes: bytes('question: Newer\n'),
          expectedVersion: gitBlobSha(bytes('question: New\n')),
        },
      ]),
    );

    finishBuild();
    await store.rebuilt();
    expect(live).toEqual(['question: Published?\n']);
    expect(await onDisk(FAQ)).toBe('question: Published?\n');
    expect(await onDisk('src/content/faq/new-entry.yaml')).toBe('question: New\n');
    await expect(onDisk(FAQ_ES)).rejects.toThrow(/ENOENT/);
    expect((await store.status()).draftPaths).toEqual(['src/content/faq/new-entry.yaml']);
    expect((await store.status()).publish).toEqual({ state: 'live', at: expect.any(Date) });
    // No temporary files left beside the published ones.
    expect(await readdir(path.join(root, 'src/content/faq'))).toEqual([
      'es',
      'new-entry.yaml',
      'regions.yaml',
    ]);
  });

  it('changes nothing and keeps every draft when the build fails, and says why', async () => {
    const store = new WorkingTreeStore(root, {
      buildSite: () =>
        Promise.reject(new SiteBuildError('The site could not be built with Questions: regions.')),
    });
    await store.saveDraft(
      change([
        {
          path: FAQ,
          bytes: bytes('question: x\n'),
          expectedVersion: (await store.read(FAQ))!.version,
        },
        {
          path: FAQ_ES,
          bytes: bytes('question: y\n'),
          expectedVersion: (await store.read(FAQ_ES))!.version,
        },
      ]),
    );
    await store.publish(author);
    await store.rebuilt();
    expect((await store.status()).publish).toMatchObject({
      state: 'failed',
      reason: 'The site could not be built with Questions: regions.',
    });
    expect(await onDisk(FAQ)).toBe('question: Where?\n');
    expect(await onDisk(FAQ_ES)).toBe('question: ¿Dónde?\n');
    expect((await store.status()).draftPaths).toEqual([FAQ_ES, FAQ]);
    expect(text((await store.read(FAQ))!.bytes)).toBe('question: x\n');
  });

  it('publishes only the drafts an admin chose; the others stay drafts', async () => {
    const store = new WorkingTreeStore(root);
    await store.saveDraft(
      change([
        {
          path: FAQ,
          bytes: bytes('question: chosen\n'),
          expectedVersion: (await store.read(FAQ))!.version,
        },
      ]),
    );
    await store.saveDraft(
      change([
        {
          path: FAQ_ES,
          bytes: bytes('question: later\n'),
          expectedVersion: (await store.read(FAQ_ES))!.version,
        },
      ]),
    );
    expect((await store.publish(author, { paths: [FAQ] })).state).toBe('live');
    expect(await onDisk(FAQ)).toBe('question: chosen\n');
    expect(await onDisk(FAQ_ES)).toBe('question: ¿Dónde?\n');
    expect((await store.status()).draftPaths).toEqual([FAQ_ES]);
    expect(await store.publish(author, { paths: [FAQ] })).toEqual({ state: 'nothing-to-publish' });
  });

  it('drops a draft that returns to the published bytes, and a deleted new file', async () => {
    const store = new WorkingTreeStore(root);
    const published = (await store.read(FAQ))!;
    const { versions } = await store.saveDraft(
      change([{ path: FAQ, bytes: bytes('question: x\n'), expectedVersion: published.version }]),
    );
    await store.saveDraft(
      change([{ path: FAQ, bytes: published.bytes, expectedVersion: versions[FAQ]! }]),
    );
    const fresh = 'src/content/faq/fresh.yaml';
    const created = await store.saveDraft(
      change([{ path: fresh, bytes: bytes('q: 1\n'), expectedVersion: null }]),
    );
    expect(await store.list('src/content/faq')).toContain(fresh);
    await store.saveDraft(
      change([{ path: fresh, delete: true, expectedVersion: created.versions[fresh]! }]),
    );
    expect((await store.status()).draftPaths).toEqual([]);
    expect(await store.list('src/content/faq')).not.toContain(fresh);
  });

  it('refuses paths outside the content folders and symbolic links, writing nothing', async () => {
    const store = new WorkingTreeStore(root);
    const outside = await mkdtemp(path.join(tmpdir(), 'working-tree-outside-'));
    await writeFile(path.join(outside, 'x.yaml'), 'secret: 1\n');
    await symlink(path.join(outside, 'x.yaml'), path.join(root, 'src/content/faq/link.yaml'));
    try {
      for (const bad of [
        'src/content/../package.json',
        'src/pages/x.yaml',
        'src/content/faq/link.yaml',
      ]) {
        await expect(
          store.saveDraft(change([{ path: bad, bytes: bytes('x'), expectedVersion: null }])),
        ).rejects.toThrow(ContentPathError);
      }
      await expect(store.read('src/content/faq/link.yaml')).rejects.toThrow(ContentPathError);
      expect(await store.list('src/content/faq')).toEqual([FAQ_ES, FAQ]);
      expect((await store.status()).draftPaths).toEqual([]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
