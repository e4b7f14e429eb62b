import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
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
  type PublishOptions,
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
  type DraftEntry,
  type DraftManifest,
} from './draftManifest.ts';
import { gitBlobSha } from './gitBlob.ts';
import { SiteBuildError, type DraftFiles, type StagedSite } from '../local/siteRebuilder.ts';

export interface WorkingTreeStoreOptions {
  /**
   * Builds the site with the drafts, beside the served one (src/server/local/siteRebuilder.ts);
   * rejects with a SiteBuildError the editor reads when it fails. Without one nothing is built
   * (tests that only look at the files, `astro dev`).
   */
  buildSite?: (drafts: DraftFiles) => Promise<StagedSite>;
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
 * (draftManifest.ts). Publishing builds the site with them first, in the background, and only a
 * build that succeeds writes them into `src/content/` and `src/assets/team/` and is served.
 */
export class WorkingTreeStore implements ContentStore {
  readonly kind = 'working-tree' as const;
  readonly root: string;
  private readonly buildSite: WorkingTreeStoreOptions['buildSite'];
  private readonly now: () => Date;
  private publishState: PublishState = { state: 'nothing-to-publish' };
  private publishing = false;
  private latestRebuild: Promise<void> = Promise.resolve();

  constructor(root: string, options: WorkingTreeStoreOptions = {}) {
    this.root = path.resolve(root);
    this.buildSite = options.buildSite;
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

  async publish(author: ContentAuthor, options: PublishOptions = {}): Promise<PublishState> {
    // One publish at a time: a second click while the site builds answers how the first stands.
    if (this.publishing) return this.publishState;
    this.publishing = true;
    try {
      const snapshot = await serialised(this.root, async () => {
        const { files } = await readManifest(this.root);
        const chosen = Object.entries(files).filter(
          ([repoPath]) => !options.paths || options.paths.includes(repoPath),
        );
        const drafts: DraftFiles = new Map();
        for (const [repoPath, entry] of chosen) {
          await checkWorkingTreePath(this.root, repoPath);
          drafts.set(repoPath, entry.blob === null ? null : await readBlob(this.root, entry.blob));
        }
        return { entries: chosen, drafts };
      });
      if (snapshot.entries.length === 0) {
        this.publishing = false;
        return { state: 'nothing-to-publish' };
      }
      this.publishState = { state: 'publishing', since: this.now() };
      this.latestRebuild = this.buildAndPublish(author, snapshot.entries, snapshot.drafts).finally(
        () => {
          this.publishing = false;
        },
      );
    } catch (error) {
      this.publishing = false;
      throw error;
    }
    // Without a site build (tests, `astro dev`) the files are written before this answers.
    if (!this.buildSite) await this.latestRebuild;
    return this.publishState;
  }

  /**
   * The drafts are built first, beside the served site; only a build that succeeds writes them
   * into the checkout and replaces the site. A failed build changes nothing and keeps every draft.
   */
  private async buildAndPublish(
    author: ContentAuthor,
    entries: [RepoPath, DraftEntry][],
    drafts: DraftFiles,
  ): Promise<void> {
    const paths = entries.map(([repoPath]) => repoPath);
    let staged: StagedSite | null = null;
    try {
      if (this.buildSite) staged = await this.buildSite(drafts);
    } catch (error) {
      const reason =
        error instanceof SiteBuildError
          ? error.message
          : 'The site could not be built. Nothing was published and every draft is kept; ask a developer.';
      log.error('content.publish_build_failed', { files: paths, reason: String(error) });
      this.publishState = { state: 'failed', at: this.now(), reason };
      return;
    }
    try {
      await serialised(this.root, async () => {
        await this.writePublished(drafts, staged?.sourcesAt);
        // Drafts saved again while the build ran are newer than what was published: they stay.
        const { files } = await readManifest(this.root);
        const next: DraftManifest = { files: { ...files } };
        for (const [repoPath, entry] of entries) {
          if (next.files[repoPath]?.blob === entry.blob) delete next.files[repoPath];
        }
        await writeManifest(this.root, next);
        await pruneBlobs(this.root, next);
      });
      log.info('content.files_published', { by: author.email, files: paths });
      await staged?.goLive();
      this.publishState = { state: 'live', at: this.now() };
      log.info('content.site_rebuilt');
    } catch (error) {
      await staged?.discard();
      const reason = error instanceof Error ? error.message : String(error);
      log.error('content.publish_failed', { reason });
      this.publishState = { state: 'failed', at: this.now(), reason };
    }
  }

  /**
   * Every new file is written in full beside its target before any target changes, so a failure
   * here leaves the published files as they were; the renames that follow are quick and each atomic.
   * The files take the time the build copied its sources, so `npm start` sees the served build as
   * up to date with them (scripts/buildIfStale.ts).
   */
  private async writePublished(drafts: DraftFiles, sourcesAt: Date | undefined): Promise<void> {
    const staged: { target: string; temporary: string | null }[] = [];
    try {
      for (const [repoPath, bytes] of drafts) {
        const target = await checkWorkingTreePath(this.root, repoPath);
        if (bytes === null) {
          staged.push({ target, temporary: null });
          continue;
        }
        const temporary = path.join(
          path.dirname(target),
          `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
        );
        await mkdir(path.dirname(target), { recursive: true });
        staged.push({ target, temporary });
        await writeFile(temporary, bytes, { flag: 'wx' });
        if (sourcesAt) await utimes(temporary, sourcesAt, sourcesAt);
      }
    } catch (error) {
      await Promise.all(staged.map(({ temporary }) => temporary && rm(temporary, { force: true })));
      throw error;
    }
    for (const { target, temporary } of staged) {
      if (temporary) await rename(temporary, target);
      else await rm(target, { force: true });
    }
  }

  async status(): Promise<DraftStatus> {
    const { files } = await readManifest(this.root);
    return {
      draftPaths: Object.keys(files).sort(),
      drafts: Object.entries(files)
        .map(([repoPath, entry]) => ({
          path: repoPath,
          savedAt: entry.savedAt,
          savedBy: entry.savedBy,
          deleted: entry.blob === null,
        }))
        .sort((a, b) => a.path.localeCompare(b.path)),
      checks: [],
      publish: this.publishState,
    };
  }

  /** Settles when the newest publish has finished, either way (for tests and the local server). */
  rebuilt(): Promise<void> {
    return this.latestRebuild;
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
