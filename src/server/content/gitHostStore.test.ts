import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../testing/fakeGitHub.ts';
import { ContentPathError } from './contentPaths.ts';
import { StaleFileError, type ContentChange } from './contentStore.ts';
import { gitBlobSha } from './gitBlob.ts';
import { createGitHubClient, DRAFT_BRANCH, GitHostStore } from './gitHostStore.ts';

const TOKEN = 'github_pat_test';
const author = { name: 'Ana Editor', email: 'ana@example.com' };
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data);
const EN = 'src/content/testimonials/karen-li.yaml';
const ES = 'src/content/testimonials/es/karen-li.yaml';
const PHOTO = 'src/assets/team/new-hire.png';

function change(files: ContentChange['files']): ContentChange {
  return { files, message: 'Edit Karen Li', author };
}

describe('git host store (against a loopback fake of the GitHub API)', () => {
  let github: FakeGitHub;
  let store: GitHostStore;

  beforeEach(async () => {
    github = await startFakeGitHub({
      token: TOKEN,
      files: {
        [EN]: 'quote: Old\n',
        [ES]: 'quote: Viejo\n',
        'src/pages/index.astro': '---\n---\n',
        'package.json': '{}\n',
      },
    });
    store = new GitHostStore(
      { owner: github.owner, repo: github.repo, branch: 'main' },
      {
        octokit: createGitHubClient({
          store: 'github',
          owner: github.owner,
          repo: github.repo,
          branch: 'main',
          apiUrl: github.baseUrl,
          auth: { type: 'token', token: TOKEN },
        }),
      },
    );
  });

  afterEach(async () => {
    await github.close();
  });

  const commitsPosted = () =>
    github.requests.filter((r) => r.endsWith('/git/commits') && r.startsWith('POST'));

  it('reads published files with their git blob ids and lists only content files', async () => {
    const file = await store.read(EN);
    expect(file).toEqual({
      path: EN,
      bytes: bytes('quote: Old\n'),
      version: gitBlobSha(bytes('quote: Old\n')),
      draft: false,
    });
    expect(await store.read('src/content/testimonials/missing.yaml')).toBeNull();
    expect(await store.list('src/content')).toEqual([ES, EN]);
    expect((await store.status()).draftPaths).toEqual([]);
  });

  it('saves English, Spanish and a photo in one commit on the draft branch with one pull request', async () => {
    const en = (await store.read(EN))!;
    const es = (await store.read(ES))!;
    const mainBefore = github.branchHead('main');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { versions } = await store.saveDraft(
      change([
        { path: EN, bytes: bytes('quote: New\n'), expectedVersion: en.version },
        { path: ES, bytes: bytes('quote: Nuevo\n'), expectedVersion: es.version },
        { path: PHOTO, bytes: png, expectedVersion: null },
      ]),
    );
    expect(versions).toEqual({
      [EN]: gitBlobSha(bytes('quote: New\n')),
      [ES]: gitBlobSha(bytes('quote: Nuevo\n')),
      [PHOTO]: gitBlobSha(png),
    });
    expect(commitsPosted()).toHaveLength(1);
    const head = github.commit(github.branchHead(DRAFT_BRANCH)!)!;
    expect(head.parents).toEqual([mainBefore]);
    expect(head.author).toMatchObject(author);
    expect(github.filesAt(DRAFT_BRANCH)).toMatchObject({
      [EN]: 'quote: New\n',
      [ES]: 'quote: Nuevo\n',
    });
    expect(github.branchHead('main')).toBe(mainBefore);
    expect(github.pulls).toHaveLength(1);
    expect(github.pulls[0]).toMatchObject({ head: DRAFT_BRANCH, base: 'main', state: 'open' });

    expect(await store.read(EN)).toMatchObject({
      bytes: bytes('quote: New\n'),
      draft: true,
      version: versions[EN],
    });
    expect(text((await store.read(EN, { published: true }))?.bytes)).toBe('quote: Old\n');
    expect(await store.list('src/assets/team')).toEqual([PHOTO]);
    const status = await store.status();
    expect(status.draftPaths).toEqual([PHOTO, ES, EN]);
    expect(status.pullRequestUrl).toBe(`https://github.com/${github.owner}/${github.repo}/pull/1`);

    // A second save: another commit on the same branch, still one pull request.
    await store.saveDraft(
      change([{ path: EN, bytes: bytes('quote: Newer\n'), expectedVersion: versions[EN]! }]),
    );
    expect(commitsPosted()).toHaveLength(2);
    expect(github.pulls).toHaveLength(1);
  });

  it('answers StaleFileError (409) when the file changed on the branch, writing nothing', async () => {
    const opened = (await store.read(EN))!.version;
    await store.saveDraft(
      change([{ path: EN, bytes: bytes('quote: A\n'), expectedVersion: opened }]),
    );
    const head = github.branchHead(DRAFT_BRANCH);
    const stale = store.saveDraft(
      change([
        { path: ES, bytes: bytes('quote: B\n'), expectedVersion: (await store.read(ES))!.version },
        { path: EN, bytes: bytes('quote: B\n'), expectedVersion: opened },
      ]),
    );
    await expect(stale).rejects.toThrow(StaleFileError);
    await expect(stale).rejects.toMatchObject({
      path: EN,
      actualVersion: gitBlobSha(bytes('quote: A\n')),
    });
    expect(github.branchHead(DRAFT_BRANCH)).toBe(head);
    expect(commitsPosted()).toHaveLength(1);
  });

  it('lets exactly one of two concurrent saves from the same version win', async () => {
    const opened = (await store.read(EN))!.version;
    const results = await Promise.allSettled(
      ['one', 'two'].map((word) =>
        store.saveDraft(
          change([{ path: EN, bytes: bytes(`quote: ${word}\n`), expectedVersion: opened }]),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(StaleFileError);
    expect(github.pulls).toHaveLength(1);
  });

  it('publishes only when the checks pass, by merging the pull request', async () => {
    expect(await store.publish(author)).toEqual({ state: 'nothing-to-publish' });
    await store.saveDraft(
      change([
        {
          path: EN,
          bytes: bytes('quote: New\n'),
          expectedVersion: (await store.read(EN))!.version,
        },
        { path: ES, delete: true, expectedVersion: (await store.read(ES))!.version },
      ]),
    );
    const head = github.branchHead(DRAFT_BRANCH)!;
    // Nothing reported yet: wait.
    expect(await store.publish(author)).toEqual({ state: 'waiting-for-checks', checks: [] });
    const preview = 'https://deploy-preview-1--firm-site.netlify.app';
    github.setStatuses(head, [
      { context: 'netlify/firm-site/deploy-preview', state: 'success', target_url: preview },
    ]);
    github.setCheckRuns(head, [{ name: 'ci', status: 'in_progress' }]);
    expect(await store.publish(author)).toMatchObject({
      state: 'waiting-for-checks',
      checks: [
        { name: 'netlify/firm-site/deploy-preview', status: 'success', url: preview },
        { name: 'ci', status: 'pending' },
      ],
    });
    expect((await store.status()).previewUrl).toBe(preview);
    github.setCheckRuns(head, [{ name: 'ci', status: 'completed', conclusion: 'failure' }]);
    expect(await store.publish(author)).toMatchObject({
      state: 'failed',
      reason: 'Failed: ci',
    });
    expect(github.pulls[0]!.state).toBe('open');

    github.setCheckRuns(head, [{ name: 'ci', status: 'completed', conclusion: 'success' }]);
    expect(await store.publish(author)).toMatchObject({ state: 'publishing' });
    expect(github.pulls[0]).toMatchObject({ state: 'closed', merged: true });
    expect(github.filesAt('main')[EN]).toBe('quote: New\n');
    expect(github.filesAt('main')[ES]).toBeUndefined();
    expect(github.branchHead(DRAFT_BRANCH)).toBeUndefined();
    expect((await store.status()).draftPaths).toEqual([]);
    expect(await store.read(EN)).toMatchObject({ draft: false, bytes: bytes('quote: New\n') });

    // Live once the deploy of the merge commit reports success.
    expect((await store.status()).publish.state).toBe('publishing');
    github.setStatuses(github.pulls[0]!.mergeCommitSha!, [
      { context: 'netlify/firm-site/deploy', state: 'success' },
    ]);
    expect((await store.status()).publish).toEqual({ state: 'live', at: expect.any(Date) });
  });

  it('keeps the pull request mergeable when the deploy branch moves on under the draft', async () => {
    await store.saveDraft(
      change([
        {
          path: EN,
          bytes: bytes('quote: Draft\n'),
          expectedVersion: (await store.read(EN))!.version,
        },
      ]),
    );
    // A developer changes the Spanish file on main meanwhile.
    github.push('main', { [ES]: 'quote: De un desarrollador\n' });
    // The editor sees main's Spanish file (not drafted) and edits it.
    const es = (await store.read(ES))!;
    expect(es).toMatchObject({ draft: false, bytes: bytes('quote: De un desarrollador\n') });
    await store.saveDraft(
      change([{ path: ES, bytes: bytes('quote: Editado\n'), expectedVersion: es.version }]),
    );
    const head = github.commit(github.branchHead(DRAFT_BRANCH)!)!;
    expect(head.parents).toHaveLength(2);
    github.setStatuses(github.branchHead(DRAFT_BRANCH)!, [{ context: 'ci', state: 'success' }]);
    expect((await store.publish(author)).state).toBe('publishing');
    expect(github.filesAt('main')).toMatchObject({
      [EN]: 'quote: Draft\n',
      [ES]: 'quote: Editado\n',
    });
  });

  it('reports a merge GitHub refuses as failed, not as an error', async () => {
    await store.saveDraft(
      change([
        {
          path: EN,
          bytes: bytes('quote: Draft\n'),
          expectedVersion: (await store.read(EN))!.version,
        },
      ]),
    );
    github.setStatuses(github.branchHead(DRAFT_BRANCH)!, [{ context: 'ci', state: 'success' }]);
    // The same file changed on main after the draft's last save: a real conflict.
    github.push('main', { [EN]: 'quote: Conflicting\n' });
    expect(await store.publish(author)).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(/cannot merge/),
    });
    expect(github.filesAt('main')[EN]).toBe('quote: Conflicting\n');
  });

  it('refuses paths outside the content folders before calling GitHub', async () => {
    const before = github.requests.length;
    for (const bad of ['src/content/../package.json', 'src/pages/index.astro', '/etc/passwd']) {
      await expect(
        store.saveDraft(change([{ path: bad, bytes: bytes('x'), expectedVersion: null }])),
      ).rejects.toThrow(ContentPathError);
      await expect(store.read(bad)).rejects.toThrow(ContentPathError);
    }
    expect(github.requests.length).toBe(before);
  });
});

describe('git host store with a GitHub App', () => {
  it('exchanges the App key for an installation token and uses it', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const github = await startFakeGitHub({
      appPublicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      files: { [EN]: 'quote: Old\n' },
    });
    try {
      const octokit = createGitHubClient({
        store: 'github',
        owner: github.owner,
        repo: github.repo,
        branch: 'main',
        apiUrl: github.baseUrl,
        auth: {
          type: 'app',
          appId: '12345',
          installationId: '678',
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        },
      });
      const store = new GitHostStore(
        { owner: github.owner, repo: github.repo, branch: 'main' },
        { octokit },
      );
      expect(text((await store.read(EN))?.bytes)).toBe('quote: Old\n');
      expect(github.requests).toContain('POST /app/installations/678/access_tokens');
    } finally {
      await github.close();
    }
  });
});
