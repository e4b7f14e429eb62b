/**
 * Where the site's content files live, behind one interface, so the content editor's routes do not
 * care which store is in use:
 * - the working tree (`npm start`, `npm run dev`, tests): drafts kept beside the files, publishing
 *   writes them into `src/content/` and `src/assets/team/` and rebuilds the site in the background;
 * - a git host (production on Netlify): a draft is a branch with one pull request, publishing merges
 *   it once its checks pass.
 *
 * Paths are repository-relative with forward slashes (`src/content/faq/regions.yaml`). A store only
 * ever writes what `contentPaths` allows; the routes check paths before they reach a store, and each
 * store checks them again.
 *
 * A file's `version` is its git blob id (sha-1 of `blob <size>\0<bytes>`), the same in both stores,
 * so a version read from one is meaningful to the other and to the git host's API.
 */

export type RepoPath = string;

export interface ContentAuthor {
  name: string;
  email: string;
}

export interface StoredFile {
  path: RepoPath;
  /** The bytes as stored; text files are UTF-8. */
  bytes: Uint8Array;
  version: string;
  /** True when this is a saved, unpublished draft of the file rather than the published one. */
  draft: boolean;
}

export type FileChange =
  | {
      path: RepoPath;
      bytes: Uint8Array;
      /** The version the editor opened; null when the file is new. A mismatch is a StaleFileError. */
      expectedVersion: string | null;
    }
  | { path: RepoPath; delete: true; expectedVersion: string };

export interface ContentChange {
  /** Every file of one save (entry, Spanish twin, photo) goes in together or not at all. */
  files: FileChange[];
  message: string;
  author: ContentAuthor;
}

export type PublishState =
  | { state: 'nothing-to-publish' }
  /** Working tree: the site is being built with the drafts. Git host: merged, the production deploy is running. */
  | { state: 'publishing'; since: Date }
  | { state: 'live'; at: Date }
  /** Git host: the pull request's checks have not passed yet. */
  | { state: 'waiting-for-checks'; checks: DraftCheck[] }
  | { state: 'failed'; at: Date; reason: string };

export interface DraftCheck {
  name: string;
  status: 'pending' | 'success' | 'failure';
  url?: string;
}

export interface DraftFileInfo {
  path: RepoPath;
  /** ISO time of the last save, and who saved it (working tree; the git host knows commits only). */
  savedAt?: string;
  savedBy?: ContentAuthor;
  deleted: boolean;
}

export interface PublishOptions {
  /** Publish only these drafted paths (an admin's selection); every draft when absent. */
  paths?: RepoPath[];
}

export interface DraftStatus {
  /** Paths with a saved, unpublished draft. */
  draftPaths: RepoPath[];
  /** The same drafts, with who saved them and when where the store knows. */
  drafts: DraftFileInfo[];
  /** Git host: the pull request and the deploy preview a draft gets. */
  pullRequestUrl?: string;
  previewUrl?: string;
  checks: DraftCheck[];
  /** Git host: drafts an admin chose to publish, in their own pull request until it merges. */
  selection?: { paths: RepoPath[]; pullRequestUrl: string; checks: DraftCheck[] };
  publish: PublishState;
}

export interface ContentStore {
  readonly kind: 'working-tree' | 'git-host';
  /** The draft when one is saved (unless `published` is asked for), else the published file; null if neither exists. */
  read(path: RepoPath, options?: { published?: boolean }): Promise<StoredFile | null>;
  /** Paths of the files under a folder (recursive), drafts included, deleted drafts excluded. */
  list(folder: RepoPath): Promise<RepoPath[]>;
  /** Saves a draft of every file in the change, atomically. Answers each file's new version. */
  saveDraft(change: ContentChange): Promise<{ versions: Record<RepoPath, string | null> }>;
  /** Publishes the saved drafts, all or the ones named (admins only; the route checks the role). */
  publish(author: ContentAuthor, options?: PublishOptions): Promise<PublishState>;
  status(): Promise<DraftStatus>;
}

/** A file changed since the editor opened it: the route answers 409 and the editor keeps its text. */
export class StaleFileError extends Error {
  readonly path: RepoPath;
  readonly expectedVersion: string | null;
  readonly actualVersion: string | null;
  constructor(path: RepoPath, expectedVersion: string | null, actualVersion: string | null) {
    super(`${path} changed since it was opened`);
    this.name = 'StaleFileError';
    this.path = path;
    this.expectedVersion = expectedVersion;
    this.actualVersion = actualVersion;
  }
}
