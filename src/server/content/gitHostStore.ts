import { createAppAuth } from '@octokit/auth-app';
import { Octokit } from '@octokit/rest';
import { log } from '../log.ts';
import type { ContentStoreConfig } from '../settings/contentStoreConfig.ts';
import {
  checkContentFolder,
  checkContentPath,
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
import { gitBlobSha } from './gitBlob.ts';
import { checksOf, previewUrlOf } from './gitHostChecks.ts';

/**
 * The content store in production: the repository on GitHub through its REST API. A draft is one
 * branch (`content/drafts`) with one open pull request against the deploy branch, so CI checks it
 * and Netlify builds a deploy preview; publishing merges the pull request once its checks pass.
 *
 * Every save is ONE commit holding all its files (git data API: blobs, a tree, a commit, then the
 * branch moved with a fast-forward-only update, which is the compare-and-swap that makes two
 * concurrent saves of one file end in one commit and one 409). Each draft commit's tree is the
 * deploy branch's tree plus every drafted change; when the deploy branch has moved on, the commit
 * also names its head as a parent, so the pull request always merges cleanly.
 */

export type GitHubStoreConfig = Extract<ContentStoreConfig, { store: 'github' }>;

export const DRAFT_BRANCH = 'content/drafts';
const SAVE_ATTEMPTS = 3;

export function createGitHubClient(config: GitHubStoreConfig): Octokit {
  const common = {
    baseUrl: config.apiUrl,
    userAgent: 'content-editor',
    // Octokit logs every failed request; the store handles the ones it expects (a missing draft
    // branch is a 404) and throws the rest, which the API logs once.
    log: {
      debug: () => {},
      info: () => {},
      warn: (message: string) => log.warn('content.github_warning', { message }),
      error: () => {},
    },
  };
  if (config.auth.type === 'token') return new Octokit({ ...common, auth: config.auth.token });
  return new Octokit({
    ...common,
    authStrategy: createAppAuth,
    auth: {
      appId: config.auth.appId,
      privateKey: config.auth.privateKey,
      installationId: config.auth.installationId,
    },
  });
}

interface DraftState {
  baseHead: string;
  draftHead: string | null;
  /** Files the draft changes relative to where it left the deploy branch: blob sha, or null if removed. */
  changes: Map<RepoPath, string | null>;
  /** The deploy branch has commits the draft branch does not. */
  behind: boolean;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;
}

export class GitHostStore implements ContentStore {
  readonly kind = 'git-host' as const;
  private readonly owner: string;
  private readonly repo: string;
  private readonly branch: string;
  private readonly octokit: Octokit;
  private readonly now: () => Date;
  // Trees and blobs are immutable by id: safe to keep for the life of the function instance.
  private readonly treeCache = new Map<string, Map<RepoPath, string>>();
  private readonly blobCache = new Map<string, Uint8Array>();

  constructor(
    config: Pick<GitHubStoreConfig, 'owner' | 'repo' | 'branch'>,
    options: { octokit: Octokit; now?: () => Date },
  ) {
    this.owner = config.owner;
    this.repo = config.repo;
    this.branch = config.branch;
    this.octokit = options.octokit;
    this.now = options.now ?? (() => new Date());
  }

  private get repository() {
    return { owner: this.owner, repo: this.repo };
  }

  async read(path: RepoPath, options: { published?: boolean } = {}): Promise<StoredFile | null> {
    const checked = checkContentPath(path);
    const state = await this.draftState();
    if (!options.published && state.changes.has(checked)) {
      const sha = state.changes.get(checked)!;
      return sha === null
        ? null
        : { path: checked, bytes: await this.blob(sha), version: sha, draft: true };
    }
    const sha = (await this.files(state.baseHead)).get(checked);
    if (!sha) return null;
    return { path: checked, bytes: await this.blob(sha), version: sha, draft: false };
  }

  async list(folder: RepoPath): Promise<RepoPath[]> {
    const prefix = `${checkContentFolder(folder)}/`;
    const state = await this.draftState();
    const found = new Set<RepoPath>();
    for (const path of (await this.files(state.baseHead)).keys()) {
      if (path.startsWith(prefix) && isWritableContentPath(path)) found.add(path);
    }
    for (const [path, sha] of state.changes) {
      if (!path.startsWith(prefix)) continue;
      if (sha === null) found.delete(path);
      else if (isWritableContentPath(path)) found.add(path);
    }
    return [...found].sort();
  }

  async saveDraft(change: ContentChange): Promise<{ versions: Record<RepoPath, string | null> }> {
    const files = change.files.map((file) => ({ ...file, path: checkContentPath(file.path) }));
    const seen = new Set<RepoPath>();
    for (const file of files) {
      if (seen.has(file.path)) throw new ContentPathError(file.path, 'appears twice in one change');
      seen.add(file.path);
    }
    for (let attempt = 1; ; attempt++) {
      const state = await this.draftState();
      const published = await this.files(state.baseHead);
      for (const file of files) {
        const current = state.changes.has(file.path)
          ? state.changes.get(file.path)!
          : (published.get(file.path) ?? null);
        if (current !== file.expectedVersion) {
          throw new StaleFileError(file.path, file.expectedVersion, current);
        }
      }
      const versions: Record<RepoPath, string | null> = {};
      const drafted = new Map(state.changes);
      for (const file of files) {
        if ('delete' in file) {
          drafted.set(file.path, null);
          versions[file.path] = null;
          continue;
        }
        const { data } = await this.octokit.rest.git.createBlob({
          ...this.repository,
          content: Buffer.from(file.bytes).toString('base64'),
          encoding: 'base64',
        });
        drafted.set(file.path, data.sha);
        versions[file.path] = gitBlobSha(file.bytes);
      }
      const moved = await this.commitDraft(state, drafted, change);
      if (moved) {
        await this.ensurePullRequest();
        return { versions };
      }
      // Another save moved the branch between our read and our update: look again (a file it
      // changed is now stale for us).
      if (attempt === SAVE_ATTEMPTS) throw new Error('The draft branch kept changing; try again');
    }
  }

  /** One commit of the deploy branch's tree plus every drafted change; false when the branch moved. */
  private async commitDraft(
    state: DraftState,
    drafted: Map<RepoPath, string | null>,
    change: ContentChange,
  ): Promise<boolean> {
    const published = await this.files(state.baseHead);
    const baseCommit = await this.octokit.rest.git.getCommit({
      ...this.repository,
      commit_sha: state.baseHead,
    });
    const entries = [...drafted]
      // Removing a file the deploy branch does not have is no change to its tree.
      .filter(([path, sha]) => sha !== null || published.has(path))
      .map(([path, sha]) => ({ path, mode: '100644' as const, type: 'blob' as const, sha }));
    const { data: tree } = await this.octokit.rest.git.createTree({
      ...this.repository,
      base_tree: baseCommit.data.tree.sha,
      tree: entries,
    });
    const parents = state.draftHead
      ? state.behind
        ? [state.draftHead, state.baseHead]
        : [state.draftHead]
      : [state.baseHead];
    const { data: commit } = await this.octokit.rest.git.createCommit({
      ...this.repository,
      message: change.message,
      tree: tree.sha,
      parents,
      author: { ...change.author, date: this.now().toISOString() },
    });
    try {
      if (state.draftHead) {
        await this.octokit.rest.git.updateRef({
          ...this.repository,
          ref: `heads/${DRAFT_BRANCH}`,
          sha: commit.sha,
          force: false,
        });
      } else {
        await this.octokit.rest.git.createRef({
          ...this.repository,
          ref: `refs/heads/${DRAFT_BRANCH}`,
          sha: commit.sha,
        });
      }
      return true;
    } catch (error) {
      // 422: not a fast-forward, or the branch was created meanwhile.
      if (statusOf(error) === 422) return false;
      throw error;
    }
  }

  private async openPullRequest() {
    const { data } = await this.octokit.rest.pulls.list({
      ...this.repository,
      head: `${this.owner}:${DRAFT_BRANCH}`,
      base: this.branch,
      state: 'open',
      per_page: 1,
    });
    return data[0];
  }

  private async ensurePullRequest(): Promise<void> {
    if (await this.openPullRequest()) return;
    try {
      await this.octokit.rest.pulls.create({
        ...this.repository,
        head: DRAFT_BRANCH,
        base: this.branch,
        title: 'Content edits from the site editor',
        body: 'Drafts saved in /admin/content. An admin publishes them by merging this pull request once its checks pass.',
      });
    } catch (error) {
      // Opened by a concurrent save.
      if (statusOf(error) !== 422) throw error;
    }
  }

  async publish(author: ContentAuthor): Promise<PublishState> {
    const pull = await this.openPullRequest();
    if (!pull) return { state: 'nothing-to-publish' };
    const checks = await this.checksFor(pull.head.sha);
    const failed = checks.filter((check) => check.status === 'failure');
    if (failed.length > 0) {
      return {
        state: 'failed',
        at: this.now(),
        reason: `checks failed: ${failed.map((check) => check.name).join(', ')}`,
      };
    }
    // No check reported yet counts as waiting: CI and the deploy preview report within a minute.
    if (checks.length === 0 || checks.some((check) => check.status === 'pending')) {
      return { state: 'waiting-for-checks', checks };
    }
    try {
      await this.octokit.rest.pulls.merge({
        ...this.repository,
        pull_number: pull.number,
        // Only the commit the checks passed on: a save after them makes GitHub answer 409.
        sha: pull.head.sha,
        merge_method: 'merge',
        commit_title: `Publish content edits (#${pull.number}) by ${author.name}`,
      });
    } catch (error) {
      const status = statusOf(error);
      if (status === 405 || status === 409) {
        const reason =
          status === 409
            ? 'the drafts changed while publishing; look at them again and publish'
            : `GitHub cannot merge the pull request: ${(error as Error).message}`;
        return { state: 'failed', at: this.now(), reason };
      }
      throw error;
    }
    // The next draft starts a new branch from the published site.
    await this.octokit.rest.git
      .deleteRef({ ...this.repository, ref: `heads/${DRAFT_BRANCH}` })
      .catch((error: unknown) =>
        log.warn('content.draft_branch_kept', { status: statusOf(error) }),
      );
    return { state: 'publishing', since: this.now() };
  }

  async status(): Promise<DraftStatus> {
    const [state, pull] = await Promise.all([this.draftState(), this.openPullRequest()]);
    const draftPaths = [...state.changes.keys()].sort();
    if (!pull) return { draftPaths, checks: [], publish: await this.lastPublish() };
    const { checks, previewUrl } = await this.commitChecks(pull.head.sha);
    return {
      draftPaths,
      pullRequestUrl: pull.html_url,
      ...(previewUrl ? { previewUrl } : {}),
      checks,
      publish: await this.lastPublish(),
    };
  }

  /** The newest merged draft: publishing until its merge commit's checks pass on the deploy branch. */
  private async lastPublish(): Promise<PublishState> {
    const { data } = await this.octokit.rest.pulls.list({
      ...this.repository,
      head: `${this.owner}:${DRAFT_BRANCH}`,
      base: this.branch,
      state: 'closed',
      sort: 'updated',
      direction: 'desc',
      per_page: 10,
    });
    const merged = data.find((pull) => pull.merged_at && pull.merge_commit_sha);
    if (!merged) return { state: 'nothing-to-publish' };
    const at = new Date(merged.merged_at!);
    const checks = await this.checksFor(merged.merge_commit_sha!);
    const failed = checks.filter((check) => check.status === 'failure');
    if (failed.length > 0) {
      return {
        state: 'failed',
        at,
        reason: `deploy failed: ${failed.map((c) => c.name).join(', ')}`,
      };
    }
    if (checks.length > 0 && checks.every((check) => check.status === 'success')) {
      return { state: 'live', at };
    }
    return { state: 'publishing', since: at };
  }

  private async checksFor(sha: string) {
    return (await this.commitChecks(sha)).checks;
  }

  private async commitChecks(sha: string) {
    const [statuses, runs] = await Promise.all([
      this.octokit.rest.repos.getCombinedStatusForRef({ ...this.repository, ref: sha }),
      this.octokit.rest.checks
        .listForRef({ ...this.repository, ref: sha, per_page: 100 })
        .then(({ data }) => data.check_runs)
        // A fine-grained token may have no Checks permission: commit statuses are still read.
        .catch((error: unknown) => {
          if (statusOf(error) === 403) return [];
          throw error;
        }),
    ]);
    return {
      checks: checksOf(statuses.data.statuses, runs),
      previewUrl: previewUrlOf(statuses.data.statuses, runs),
    };
  }

  private async head(branch: string): Promise<string | null> {
    try {
      const { data } = await this.octokit.rest.git.getRef({
        ...this.repository,
        ref: `heads/${branch}`,
      });
      return data.object.sha;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  private async draftState(): Promise<DraftState> {
    const [baseHead, draftHead] = await Promise.all([
      this.head(this.branch),
      this.head(DRAFT_BRANCH),
    ]);
    if (!baseHead)
      throw new Error(`The branch ${this.branch} does not exist in ${this.owner}/${this.repo}`);
    const changes = new Map<RepoPath, string | null>();
    if (!draftHead) return { baseHead, draftHead, changes, behind: false };
    const { data } = await this.octokit.rest.repos.compareCommitsWithBasehead({
      ...this.repository,
      basehead: `${baseHead}...${draftHead}`,
      per_page: 100,
    });
    for (const file of data.files ?? []) {
      changes.set(file.filename, file.status === 'removed' ? null : file.sha);
      if (file.status === 'renamed' && file.previous_filename)
        changes.set(file.previous_filename, null);
    }
    return { baseHead, draftHead, changes, behind: data.behind_by > 0 };
  }

  /** path → blob sha of every file in a commit. */
  private async files(commitSha: string): Promise<Map<RepoPath, string>> {
    const cached = this.treeCache.get(commitSha);
    if (cached) return cached;
    const { data: commit } = await this.octokit.rest.git.getCommit({
      ...this.repository,
      commit_sha: commitSha,
    });
    const { data: tree } = await this.octokit.rest.git.getTree({
      ...this.repository,
      tree_sha: commit.tree.sha,
      recursive: 'true',
    });
    if (tree.truncated) throw new Error('The repository tree is too large to read in one call');
    const files = new Map<RepoPath, string>();
    for (const entry of tree.tree) {
      if (entry.type === 'blob' && entry.path && entry.sha) files.set(entry.path, entry.sha);
    }
    this.treeCache.set(commitSha, files);
    return files;
  }

  private async blob(sha: string): Promise<Uint8Array> {
    const cached = this.blobCache.get(sha);
    if (cached) return cached;
    const { data } = await this.octokit.rest.git.getBlob({ ...this.repository, file_sha: sha });
    const bytes = new Uint8Array(
      Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8'),
    );
    // Content files are small; a few hundred of them is a few megabytes at most.
    if (this.blobCache.size > 500) this.blobCache.clear();
    this.blobCache.set(sha, bytes);
    return bytes;
  }
}
