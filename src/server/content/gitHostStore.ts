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
  type PublishOptions,
  type PublishState,
  type RepoPath,
  type StoredFile,
} from './contentStore.ts';
import { gitBlobSha } from './gitBlob.ts';
import { retryWhenBusy, type BusyRetryOptions } from './gitHostBusy.ts';
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
/**
 * An admin's selection of the drafts: the deploy branch plus only the chosen files, in a pull
 * request of its own (so it gets its own deploy preview and checks). Once merged, the draft branch
 * catches up with the deploy branch and keeps only the drafts that were not chosen.
 */
export const SELECTION_BRANCH = 'content/publish-selected';
const SAVE_ATTEMPTS = 3;
/** How long reads share one look at the branches (a list view reads ~100 files at once). */
const STATE_REUSE_MS = 2000;
/** Blobs asked for in one GraphQL query. */
const BLOBS_PER_QUERY = 250;

export function createGitHubClient(
  config: GitHubStoreConfig,
  busy: BusyRetryOptions = {},
): Octokit {
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
  const octokit =
    config.auth.type === 'token'
      ? new Octokit({ ...common, auth: config.auth.token })
      : new Octokit({
          ...common,
          authStrategy: createAppAuth,
          auth: {
            appId: config.auth.appId,
            privateKey: config.auth.privateKey,
            installationId: config.auth.installationId,
          },
        });
  retryWhenBusy(octokit, busy);
  return octokit;
}

interface DraftState {
  baseHead: string;
  draftHead: string | null;
  /** Files the draft changes relative to where it left the deploy branch: blob sha, or null if removed. */
  changes: Map<RepoPath, string | null>;
  /** The deploy branch has commits the draft branch does not. */
  behind: boolean;
}

const PATHS_MARK = /<!-- paths: (\[.*?\]) -->/;

/** The selection's pull request text; it also carries the chosen paths for the publish bar. */
function selectionBody(author: ContentAuthor, paths: RepoPath[]): string {
  return `Chosen by ${author.name} in /admin/content; merged when its checks pass and an admin publishes again.\n\n${paths.map((path) => `- ${path}`).join('\n')}\n\n<!-- paths: ${JSON.stringify(paths)} -->`;
}

function selectionPaths(body: string | null | undefined): RepoPath[] {
  const found = PATHS_MARK.exec(body ?? '');
  try {
    const paths: unknown = found ? JSON.parse(found[1]!) : [];
    return Array.isArray(paths) ? paths.filter((path) => typeof path === 'string') : [];
  } catch {
    return [];
  }
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
  private readonly treeCache = new Map<string, Promise<Map<RepoPath, string>>>();
  private readonly blobCache = new Map<string, Uint8Array>();
  private sharedState: { at: number; state: Promise<DraftState> } | null = null;
  // A merge commit's deploy, once it passed or failed, does not change.
  private readonly settledDeploys = new Map<string, PublishState>();
  private readonly prefetched = new Map<string, Promise<void>>();

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
    // Whoever lists a folder reads its files next: fetch all the site copy's text in one go.
    await this.prefetchContent(state);
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
      const state = await this.draftState({ fresh: true });
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
      this.sharedState = null;
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

  /**
   * The editor's pull requests, newest first, in one call: the open draft, the open selection, and
   * the newest merged one of either (the last publish).
   */
  private async draftPulls() {
    const { data } = await this.octokit.rest.pulls.list({
      ...this.repository,
      base: this.branch,
      state: 'all',
      sort: 'created',
      direction: 'desc',
      per_page: 30,
    });
    const ours = data.filter(
      (pull) => pull.head.ref === DRAFT_BRANCH || pull.head.ref === SELECTION_BRANCH,
    );
    const merged = ours
      .filter((pull) => pull.merged_at && pull.merge_commit_sha)
      .sort((a, b) => b.merged_at!.localeCompare(a.merged_at!))[0];
    return {
      open: ours.find((pull) => pull.state === 'open' && pull.head.ref === DRAFT_BRANCH),
      selection: ours.find((pull) => pull.state === 'open' && pull.head.ref === SELECTION_BRANCH),
      merged,
    };
  }

  private async openPullRequest() {
    return (await this.draftPulls()).open;
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

  async publish(author: ContentAuthor, options: PublishOptions = {}): Promise<PublishState> {
    if (options.paths) {
      const state = await this.draftState({ fresh: true });
      const chosen = new Set(options.paths);
      if ([...state.changes.keys()].some((path) => !chosen.has(path))) {
        return this.publishSelection(author, state, options.paths);
      }
    }
    const pull = await this.openPullRequest();
    if (!pull) return { state: 'nothing-to-publish' };
    const answer = await this.mergeWhenChecked(pull, author, 'Publish content edits');
    if (answer.state === 'publishing') {
      // The next draft starts a new branch from the published site.
      await this.deleteBranch(DRAFT_BRANCH);
      // A selection still waiting went out with everything else: its pull request is moot.
      const { selection } = await this.draftPulls();
      if (selection) {
        await this.octokit.rest.pulls.update({
          ...this.repository,
          pull_number: selection.number,
          state: 'closed',
        });
        await this.deleteBranch(SELECTION_BRANCH);
      }
    }
    return answer;
  }

  /** Merges the pull request if its checks passed; else says why not (waiting, or which failed). */
  private async mergeWhenChecked(
    pull: { number: number; head: { sha: string } },
    author: ContentAuthor,
    title: string,
  ): Promise<PublishState> {
    const checks = await this.checksFor(pull.head.sha);
    const failed = checks.filter((check) => check.status === 'failure');
    if (failed.length > 0) {
      return {
        state: 'failed',
        at: this.now(),
        reason: `Failed: ${failed.map((check) => check.name).join(', ')}`,
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
        commit_title: `${title} (#${pull.number}) by ${author.name}`,
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
    this.sharedState = null;
    return { state: 'publishing', since: this.now() };
  }

  private async deleteBranch(branch: string): Promise<void> {
    await this.octokit.rest.git
      .deleteRef({ ...this.repository, ref: `heads/${branch}` })
      .catch((error: unknown) =>
        log.warn('content.draft_branch_kept', { branch, status: statusOf(error) }),
      );
  }

  /**
   * Publishing some drafts: the chosen files go to a pull request of their own, built on the
   * deploy branch. The first Publish opens it (its checks start: "waiting for the deploy
   * preview"); Publish again, once they passed, merges it, and the draft branch then keeps only
   * the drafts not chosen. Choosing differently while one waits replaces the waiting selection.
   */
  private async publishSelection(
    author: ContentAuthor,
    state: DraftState,
    paths: RepoPath[],
  ): Promise<PublishState> {
    const chosen = new Map(paths.map((path) => [path, state.changes.get(path) ?? null]));
    const { selection } = await this.draftPulls();
    if (selection && (await this.sameSelection(chosen))) {
      const answer = await this.mergeWhenChecked(
        selection,
        author,
        'Publish selected content edits',
      );
      if (answer.state === 'publishing') {
        await this.deleteBranch(SELECTION_BRANCH);
        await this.keepUnchosenDrafts(chosen, author);
      }
      return answer;
    }
    const published = await this.files(state.baseHead);
    const baseCommit = await this.octokit.rest.git.getCommit({
      ...this.repository,
      commit_sha: state.baseHead,
    });
    const { data: tree } = await this.octokit.rest.git.createTree({
      ...this.repository,
      base_tree: baseCommit.data.tree.sha,
      tree: [...chosen]
        .filter(([path, sha]) => sha !== null || published.has(path))
        .map(([path, sha]) => ({ path, mode: '100644' as const, type: 'blob' as const, sha })),
    });
    const { data: commit } = await this.octokit.rest.git.createCommit({
      ...this.repository,
      message: `Content: publish ${paths.join(', ')}`,
      tree: tree.sha,
      parents: [state.baseHead],
      author: { ...author, date: this.now().toISOString() },
    });
    if (await this.head(SELECTION_BRANCH)) {
      await this.octokit.rest.git.updateRef({
        ...this.repository,
        ref: `heads/${SELECTION_BRANCH}`,
        sha: commit.sha,
        force: true,
      });
    } else {
      await this.octokit.rest.git.createRef({
        ...this.repository,
        ref: `refs/heads/${SELECTION_BRANCH}`,
        sha: commit.sha,
      });
    }
    if (selection) {
      await this.octokit.rest.pulls.update({
        ...this.repository,
        pull_number: selection.number,
        body: selectionBody(author, paths),
      });
    } else {
      await this.octokit.rest.pulls.create({
        ...this.repository,
        head: SELECTION_BRANCH,
        base: this.branch,
        title: 'Selected content edits from the site editor',
        body: selectionBody(author, paths),
      });
    }
    return { state: 'waiting-for-checks', checks: [] };
  }

  /** The waiting selection's pull request changes exactly these files, to these versions. */
  private async sameSelection(chosen: Map<RepoPath, string | null>): Promise<boolean> {
    const { data } = await this.octokit.rest.repos.compareCommitsWithBasehead({
      ...this.repository,
      basehead: `${this.branch}...${SELECTION_BRANCH}`,
      per_page: 100,
    });
    const files = data.files ?? [];
    return (
      files.length === chosen.size &&
      files.every(
        (file) =>
          chosen.has(file.filename) &&
          chosen.get(file.filename) === (file.status === 'removed' ? null : file.sha),
      )
    );
  }

  /**
   * After a selection merged: the draft branch takes the published site as a parent and keeps only
   * the drafts not chosen (a chosen file saved again since keeps its newer draft).
   */
  private async keepUnchosenDrafts(
    chosen: Map<RepoPath, string | null>,
    author: ContentAuthor,
  ): Promise<void> {
    for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt++) {
      const state = await this.draftState({ fresh: true });
      const drafted = new Map(
        [...state.changes].filter(([path, sha]) => !chosen.has(path) || chosen.get(path) !== sha),
      );
      const moved = await this.commitDraft(state, drafted, {
        files: [],
        message: 'Content: the published selection leaves the drafts',
        author,
      });
      this.sharedState = null;
      if (moved) return;
    }
    log.warn('content.draft_branch_not_caught_up', {});
  }

  async status(): Promise<DraftStatus> {
    const [state, pulls] = await Promise.all([this.draftState(), this.draftPulls()]);
    const draftPaths = [...state.changes.keys()].sort();
    const drafts = draftPaths.map((path) => ({ path, deleted: state.changes.get(path) === null }));
    const [draft, publish, selected] = await Promise.all([
      pulls.open ? this.commitChecks(pulls.open.head.sha) : null,
      this.lastPublish(pulls.merged),
      pulls.selection ? this.checksFor(pulls.selection.head.sha) : null,
    ]);
    const selection =
      pulls.selection && selected
        ? {
            selection: {
              paths: selectionPaths(pulls.selection.body),
              pullRequestUrl: pulls.selection.html_url,
              checks: selected,
            },
          }
        : {};
    if (!pulls.open || !draft) return { draftPaths, drafts, checks: [], ...selection, publish };
    return {
      draftPaths,
      drafts,
      ...selection,
      pullRequestUrl: pulls.open.html_url,
      ...(draft.previewUrl ? { previewUrl: draft.previewUrl } : {}),
      checks: draft.checks,
      publish,
    };
  }

  /** The newest merged draft: publishing until its merge commit's checks pass on the deploy branch. */
  private async lastPublish(
    merged: { merged_at: string | null; merge_commit_sha: string | null } | undefined,
  ): Promise<PublishState> {
    if (!merged?.merged_at || !merged.merge_commit_sha) return { state: 'nothing-to-publish' };
    const settled = this.settledDeploys.get(merged.merge_commit_sha);
    if (settled) return settled;
    const at = new Date(merged.merged_at);
    const checks = await this.checksFor(merged.merge_commit_sha);
    const failed = checks.filter((check) => check.status === 'failure');
    let state: PublishState = { state: 'publishing', since: at };
    if (failed.length > 0) {
      state = {
        state: 'failed',
        at,
        reason: `The production deploy failed: ${failed.map((c) => c.name).join(', ')}`,
      };
    } else if (checks.length > 0 && checks.every((check) => check.status === 'success')) {
      state = { state: 'live', at };
    }
    if (state.state !== 'publishing') this.settledDeploys.set(merged.merge_commit_sha, state);
    return state;
  }

  /** Every text blob under src/content at this state, in one GraphQL query per hundred, cached by id. */
  private prefetchContent(state: DraftState): Promise<void> {
    const key = `${state.baseHead}:${state.draftHead}`;
    let done = this.prefetched.get(key);
    if (!done) {
      done = this.files(state.baseHead).then((published) => {
        const shas = new Set<string>();
        for (const [path, sha] of published) {
          if (path.startsWith('src/content/') && isWritableContentPath(path)) shas.add(sha);
        }
        for (const [path, sha] of state.changes) {
          if (sha && path.startsWith('src/content/')) shas.add(sha);
        }
        return this.fetchBlobs([...shas].filter((sha) => !this.blobCache.has(sha)));
      });
      if (this.prefetched.size > 20) this.prefetched.clear();
      this.prefetched.set(key, done);
      done.catch(() => this.prefetched.delete(key));
    }
    // A failed prefetch only costs speed: each read then asks for its own blob.
    return done.catch((error: unknown) =>
      log.warn('content.github_prefetch_failed', { status: statusOf(error) }),
    );
  }

  private async fetchBlobs(shas: string[]): Promise<void> {
    for (let start = 0; start < shas.length; start += BLOBS_PER_QUERY) {
      const chunk = shas.slice(start, start + BLOBS_PER_QUERY);
      const fields = chunk
        .map((sha, i) => `b${i}: object(oid: "${sha}") { ... on Blob { text isBinary } }`)
        .join('\n');
      const answer = await this.octokit.graphql<{
        repository: Record<string, { text: string | null; isBinary: boolean } | null>;
      }>(
        `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { ${fields} } }`,
        {
          owner: this.owner,
          name: this.repo,
        },
      );
      chunk.forEach((sha, i) => {
        const blob = answer.repository[`b${i}`];
        if (!blob || blob.isBinary || blob.text === null) return;
        const bytes = new TextEncoder().encode(blob.text);
        // Only bytes that are exactly the blob (the text is UTF-8 as stored) are kept.
        if (gitBlobSha(bytes) === sha) this.cacheBlob(sha, bytes);
      });
    }
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

  /**
   * Where the drafts stand. Reads within a moment of each other (one list view reads every entry)
   * share one answer; a save or publish always asks again and drops the shared one, and a stale
   * answer can never overwrite anything: the branch only moves by fast-forward.
   */
  private draftState(options: { fresh?: boolean } = {}): Promise<DraftState> {
    const shared = this.sharedState;
    if (!options.fresh && shared && this.now().getTime() - shared.at < STATE_REUSE_MS) {
      return shared.state;
    }
    const state = this.fetchDraftState();
    this.sharedState = { at: this.now().getTime(), state };
    state.catch(() => {
      if (this.sharedState?.state === state) this.sharedState = null;
    });
    return state;
  }

  /** One compare of the two branches (both heads, the changed files); a ref read when there is no draft. */
  private async fetchDraftState(): Promise<DraftState> {
    let data;
    try {
      ({ data } = await this.octokit.rest.repos.compareCommitsWithBasehead({
        ...this.repository,
        basehead: `${this.branch}...${DRAFT_BRANCH}`,
        per_page: 100,
      }));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
      const baseHead = await this.head(this.branch);
      if (!baseHead) {
        throw new Error(`The branch ${this.branch} does not exist in ${this.owner}/${this.repo}`, {
          cause: error,
        });
      }
      return { baseHead, draftHead: null, changes: new Map(), behind: false };
    }
    const baseHead = data.base_commit.sha;
    // The compare lists the draft's own commits, oldest first, up to 250; past that, read the ref.
    const listed = data.commits.at(-1)?.sha;
    const draftHead =
      data.ahead_by === 0
        ? data.merge_base_commit.sha
        : data.ahead_by <= data.commits.length && listed
          ? listed
          : await this.head(DRAFT_BRANCH);
    const changes = new Map<RepoPath, string | null>();
    for (const file of data.files ?? []) {
      changes.set(file.filename, file.status === 'removed' ? null : file.sha);
      if (file.status === 'renamed' && file.previous_filename)
        changes.set(file.previous_filename, null);
    }
    return { baseHead, draftHead, changes, behind: data.behind_by > 0 };
  }

  /** path → blob sha of every file in a commit; reads at the same moment share one request. */
  private files(commitSha: string): Promise<Map<RepoPath, string>> {
    let files = this.treeCache.get(commitSha);
    if (!files) {
      files = this.fetchFiles(commitSha);
      this.treeCache.set(commitSha, files);
      files.catch(() => this.treeCache.delete(commitSha));
    }
    return files;
  }

  private async fetchFiles(commitSha: string): Promise<Map<RepoPath, string>> {
    // GitHub reads a commit's tree by the commit's id: one call, not a commit read and a tree read.
    const { data: tree } = await this.octokit.rest.git.getTree({
      ...this.repository,
      tree_sha: commitSha,
      recursive: 'true',
    });
    if (tree.truncated) throw new Error('The repository tree is too large to read in one call');
    const files = new Map<RepoPath, string>();
    for (const entry of tree.tree) {
      if (entry.type === 'blob' && entry.path && entry.sha) files.set(entry.path, entry.sha);
    }
    return files;
  }

  private cacheBlob(sha: string, bytes: Uint8Array): void {
    // Content files are small; a few hundred of them is a few megabytes at most.
    if (this.blobCache.size > 1000) this.blobCache.clear();
    this.blobCache.set(sha, bytes);
  }

  private async blob(sha: string): Promise<Uint8Array> {
    const cached = this.blobCache.get(sha);
    if (cached) return cached;
    const { data } = await this.octokit.rest.git.getBlob({ ...this.repository, file_sha: sha });
    const bytes = new Uint8Array(
      Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8'),
    );
    this.cacheBlob(sha, bytes);
    return bytes;
  }
}
