import { access, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentStore, RepoPath } from '../content/contentStore.ts';
import {
  createGitHubClient,
  DRAFT_BRANCH,
  SELECTION_BRANCH,
  GitHostStore,
} from '../content/gitHostStore.ts';
import { WorkingTreeStore } from '../content/workingTreeStore.ts';
import { startFakeGitHub } from './fakeGitHub.ts';

/**
 * Both content stores holding a copy of the site's real content, so a route test can run once per
 * store (`describe.each(siteContentStores)`): the working tree on a temporary folder, and the git
 * host against a loopback fake of GitHub whose deploy branch holds the same files.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const CONTENT = 'src/content';

export interface SiteContentStore {
  store: ContentStore;
  /** Whether a file is on the published site (the working tree's files, the deploy branch's tree). */
  isPublished(file: RepoPath): Promise<boolean>;
  /** Lets an admin publish: the git host merges only once the draft's checks have passed. */
  passChecks(): void;
  close(): Promise<void>;
}

export interface SiteContentStoreKind {
  kind: ContentStore['kind'];
  start(): Promise<SiteContentStore>;
}

async function workingTree(): Promise<SiteContentStore> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-content-'));
  await cp(path.join(REPO, CONTENT), path.join(root, CONTENT), { recursive: true });
  return {
    store: new WorkingTreeStore(root),
    isPublished: (file) =>
      access(path.join(root, file)).then(
        () => true,
        () => false,
      ),
    passChecks: () => {},
    close: () => rm(root, { recursive: true, force: true }),
  };
}

/** The site's real content files, by repository path (a fake git host's first commit). */
export async function contentFiles(): Promise<Record<RepoPath, Uint8Array>> {
  const names = await readdir(path.join(REPO, CONTENT), { recursive: true, withFileTypes: true });
  const files: Record<RepoPath, Uint8Array> = {};
  for (const entry of names.filter((name) => name.isFile())) {
    const absolute = path.join(entry.parentPath, entry.name);
    files[path.relative(REPO, absolute).split(path.sep).join('/')] = await readFile(absolute);
  }
  return files;
}

async function gitHost(): Promise<SiteContentStore> {
  const token = 'github_pat_test';
  const github = await startFakeGitHub({ token, files: await contentFiles() });
  const config = { owner: github.owner, repo: github.repo, branch: 'main' };
  const octokit = createGitHubClient({
    store: 'github',
    ...config,
    apiUrl: github.baseUrl,
    auth: { type: 'token', token },
  });
  return {
    store: new GitHostStore(config, { octokit }),
    isPublished: async (file) => file in github.filesAt(config.branch),
    passChecks: () => {
      for (const branch of [DRAFT_BRANCH, SELECTION_BRANCH]) {
        const head = github.branchHead(branch);
        if (head) github.setStatuses(head, [{ context: 'ci', state: 'success' }]);
      }
    },
    close: () => github.close(),
  };
}

export const siteContentStores: SiteContentStoreKind[] = [
  { kind: 'working-tree', start: workingTree },
  { kind: 'git-host', start: gitHost },
];
