import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../log.ts';
import {
  checkContentFolder,
  checkContentPath,
  checkWorkingTreePath,
  ContentPathError,
  isWritableContentPath,
} from './contentPaths.ts';
import {
  StaleFileError,
  type ContentAuthor,
  type ContentChange,
  type ContentStore,
  type DraftStatus,
  type PublishState,
  type RepoPath,
  type StoredFile,
} from './contentStore.ts';
import { withFileLock } from './crossProcessLock.ts';
import {
  draftsDir,
  pruneBlobs,
  readBlob,
  readManifest,
  writeBlob,
  writeManifest,
  type DraftManifest,
} from './draftManifest.ts';
import { gitBlobSha } from './gitBlob.ts';

export interface WorkingTreeStoreOptions {
  /**
   * Rebuilds the site after a publish; resolves once the new pages are served, rejects with the
   * reason the build failed. Without one nothing is rebuilt (tests that only look at the files).
   */
  rebuild?: () => Promise<void>;
  now?: () => Date;
}

// Every read-check-write of the drafts and the published files runs under two locks: a queue per
// repository root, shared by all stores of this process, then a lock file shared with any other
// process on the same folder (`npm start` and a script), so two saves of one file cannot both see
// the old version and one process's manifest cannot overwrite another's drafts.
const queues = new Map<string, Promise<unknown>>();

/** A read whose blob was pruned under it tries again this often (each try sees a newer manifest). */
const READ_ATTEMPTS = 5;

function serialised<T>(root: string, task: () => Promise<T>): Promise<T> {
  const locked = () => withFileLock(path.join(draftsDir(root), 'lock'), task);
  const run = (queues.get(root) ?? Promise.resolve()).then(locked, locked);
  const tail = run.catch(() => {});
  queues.set(root, tail);
  void tail.then(() => {
    if (queues.get(root) === tail) queues.delete(root);
  });
  return run;
}

/**
 * The content store of `npm start`, `npm run dev` and the tests: drafts beside the checkout
 * (draftManifest.ts), publishing writes them into `src/content/` and `src/assets/team/` and
 * rebuilds the site in the background.
 */
export class WorkingTreeStore implements ContentStore {
  readonly kind = 'working-tree' as const;
  readonly root: string;
  private readonly rebuild: () => Promise<void>;
  private readonly now: () => Date;
  private publishState: PublishState = { state: 'nothing-to-publish' };
  private generation = 0;
  private latestRebuild: Promise<void> = Promise.resolve();

  constructor(root: string, options: WorkingTreeStoreOptions = {}) {
    this.root = path.resolve(root);
    this.rebuild = options.rebuild ?? (async () => {});
    this.now = options.now ?? (() => new Date());
  }

  async read(repoPath: RepoPath, options: { published?: boolean } = {}) {
    const checked = checkContentPath(repoPath);
    // Reads take no lock (a lock file per request would queue every editor's screen behind each
    // save). A save or publish between reading the manifest and reading the blob it names prunes
    // that blob: then the manifest has moved on, and the read starts again from the new one.
    for (let attempt = 1; !options.published; attempt++) {
      const entry = (await readManifest(this.root)).files[checked];
      if (!entry) break;
      if (entry.blob === null) return null;
      try {
        const bytes = await readBlob(this.root, entry.blob);
        return { path: checked, bytes, version: entry.blob, draft: true } satisfies StoredFile;
      } catch (error) {
        const pruned = (error as NodeJS.ErrnoException).code === 'ENOENT';
        if (!pruned || attempt >= READ_ATTEMPTS) throw error;
      }
    }
    const bytes = await this.readPublished(checked);
    if (!bytes) return null;
    return { path: checked, bytes, version: gitBlobSha(bytes), draft: false } satisfies StoredFile;
  }

  async list(folder: RepoPath): Promise<RepoPath[]> {
    const checked = checkContentFolder(folder);
    const found = new Set<RepoPath>();
    const absolute = path.join(this.root, checked);
    if (await this.isPlainFolder(checked)) {
      for (const entry of await readdir(absolute, { withFileTypes: true, recursive: true })) {
        // Links are never followed or listed (readdir does not descend into them either).
        if (!entry.isFile()) continue;
        const relative = path.relative(this.root, path.join(entry.parentPath, entry.name));
        const repoPath = relative.split(path.sep).join('/');
        if (isWritableContentPath(repoPath)) found.add(repoPath);
      }
    }
    const { files } = await readManifest(this.root);
    for (const [repoPath, entry] of Object.entries(files)) {
      if (!repoPath.startsWith(`${checked}/`)) continue;
      if (entry.blob === null) found.delete(repoPath);
      else found.add(repoPath);
    }
    return [...found].sort();
  }

  async saveDraft(change: ContentChange) {
    const files = change.files.map((file) => ({ ...file, path: checkContentPath(file.path) }));
    const seen = new Set<RepoPath>();
    for (const file of files) {
      if (seen.has(file.path)) throw new ContentPathError(file.path, 'appears twice in one change');
      seen.add(file.path);
      await checkWorkingTreePath(this.root, file.path);
    }
    return serialised(this.root, async () => {
      const manifest = await readManifest(this.root);
      const published = new Map<RepoPath, string | null>();
      for (const file of files) {
        const bytes = await this.readPublished(file.path);
        published.set(file.path, bytes && gitBlobSha(bytes));
        const entry = manifest.files[file.path];
        const current = entry ? entry.blob : published.get(file.path)!;
        if (current !== file.expectedVersion) {
          throw new StaleFileError(file.path, file.expectedVersion, current);
        }
      }
      const next: DraftManifest = { files: { ...manifest.files } };
      const versions: Record<RepoPath, string | null> = {};
      const savedAt = this.now().toISOString();
      for (const file of files) {
        const publishedVersion = published.get(file.path)!;
        const base = manifest.files[file.path]?.base ?? publishedVersion;
        const blob = 'delete' in file ? null : gitBlobSha(file.bytes);
        versions[file.path] = blob;
        if (blob === publishedVersion) {
          // Back to what is published (or deleting a file that only ever was a draft): no draft.
          delete next.files[file.path];
          continue;
        }
        if (!('delete' in file)) await writeBlob(this.root, blob!, file.bytes);
        next.files[file.path] = { blob, base, savedAt, savedBy: change.author };
      }
      // The one step that makes the drafts visible, all files at once.
      await writeManifest(this.root, next);
      await pruneBlobs(this.root, next);
      return { versions };
    });
  }

  async publish(author: ContentAuthor): Promise<PublishState> {
    return serialised(this.root, async () => {
      const manifest = await readManifest(this.root);
      const entries = Object.entries(manifest.files);
      if (entries.length === 0) return { state: 'nothing-to-publish' } as const;
      // Every new file is written in full beside its target before any target changes, so a failure
      // here leaves the published site as it was; the renames that follow are quick and each atomic.
      const staged: { target: string; temporary: string | null }[] = [];
      try {
        for (const [repoPath, entry] of entries) {
          const target = await checkWorkingTreePath(this.root, repoPath);
          if (entry.blob === null) {
            staged.push({ target, temporary: null });
            continue;
          }
          const temporary = path.join(
            path.dirname(target),
            `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
          );
          await mkdir(path.dirname(target), { recursive: true });
          staged.push({ target, temporary });
          await writeFile(temporary, await readBlob(this.root, entry.blob), { flag: 'wx' });
        }
      } catch (error) {
        await Promise.all(
          staged.map(({ temporary }) => temporary && rm(temporary, { force: true })),
        );
        throw error;
      }
      for (const { target, temporary } of staged) {
        if (temporary) await rename(temporary, target);
        else await rm(target, { force: true });
      }
      // A crash before this line publishes the same bytes again next time: harmless.
      await writeManifest(this.root, { files: {} });
      await pruneBlobs(this.root, { files: {} });
      log.info('content.files_published', {
        by: author.email,
        files: entries.map(([repoPath]) => repoPath),
      });
      return this.startRebuild();
    });
  }

  async status(): Promise<DraftStatus> {
    const { files } = await readManifest(this.root);
    return { draftPaths: Object.keys(files).sort(), checks: [], publish: this.publishState };
  }

  /** Settles when the newest rebuild has finished, either way (for tests and the local server). */
  rebuilt(): Promise<void> {
    return this.latestRebuild;
  }

  private startRebuild(): PublishState {
    const generation = ++this.generation;
    this.publishState = { state: 'publishing', since: this.now() };
    // Only the newest publish reports: an older rebuild finishing does not mean its successor's
    // files are served yet (the rebuilder queues one more build for them).
    this.latestRebuild = this.rebuild().then(
      () => {
        if (generation !== this.generation) return;
        this.publishState = { state: 'live', at: this.now() };
        log.info('content.site_rebuilt');
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        log.error('content.rebuild_failed', { reason });
        if (generation !== this.generation) return;
        this.publishState = { state: 'failed', at: this.now(), reason };
      },
    );
    return this.publishState;
  }

  private async readPublished(repoPath: RepoPath): Promise<Uint8Array | null> {
    const absolute = await checkWorkingTreePath(this.root, repoPath);
    try {
      return new Uint8Array(await readFile(absolute));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The folder exists and neither it nor a folder above it (below the root) is a link. */
  private async isPlainFolder(folder: RepoPath): Promise<boolean> {
    let current = this.root;
    for (const segment of folder.split('/')) {
      current = path.join(current, segment);
      const info = await lstat(current).catch(() => undefined);
      if (!info) return false;
      if (info.isSymbolicLink()) throw new ContentPathError(folder, 'goes through a symbolic link');
      if (!info.isDirectory()) return false;
    }
    return true;
  }
}
