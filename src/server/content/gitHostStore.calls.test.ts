import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { startFakeGitHub, type FakeGitHub } from '../testing/fakeGitHub.ts';
import { contentFiles } from '../testing/siteContentStores.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { GITHUB_BUSY_MESSAGE } from './gitHostBusy.ts';
import {
  createGitHubClient,
  DRAFT_BRANCH,
  GitHostStore,
  SELECTION_BRANCH,
} from './gitHostStore.ts';

/**
 * What one Content list view costs in GitHub API calls (GitHub allows 5,000 an hour per token or
 * App installation, and fewer at once), counted on the loopback fake with the site's real content,
 * through the real route; and GitHub's "busy" answers retried, then told to the editor plainly.
 */
const TOKEN = 'github_pat_test';
const BUDGET = 10;

let github: FakeGitHub;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  github = await startFakeGitHub({ token: TOKEN, files: await contentFiles() });
  const config = { owner: github.owner, repo: github.repo, branch: 'main' };
  const octokit = createGitHubClient(
    { store: 'github', ...config, apiUrl: github.baseUrl, auth: { type: 'token', token: TOKEN } },
    { retries: 2, baseDelayMs: 10, maxDelayMs: 50 },
  );
  t = await createTestApp({}, { contentStore: new GitHostStore(config, { octokit }) });
  admin = await signIn(t, 'admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await github?.close();
});

/** The GitHub requests one list view makes. */
async function listView(): Promise<string[]> {
  const before = github.requests.length;
  const res = await t.request('/api/admin/content', { headers: { Cookie: admin.cookie } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { collections: { entries: unknown[] }[] };
  expect(body.collections.flatMap((c) => c.entries).length).toBeGreaterThan(50);
  return github.requests.slice(before);
}

async function saveTestimonial(quoteSuffix: string) {
  const headers = { Cookie: admin.cookie };
  const entry = (await (
    await t.request('/api/admin/content/testimonials/karen-li', { headers })
  ).json()) as { en: Record<string, unknown>; es: Record<string, unknown>; version: string };
  const res = await t.request('/api/admin/content/testimonials/karen-li', {
    method: 'PUT',
    headers,
    json: {
      en: { ...entry.en, quote: `${String(entry.en.quote)} ${quoteSuffix}` },
      es: entry.es,
      version: entry.version,
      spanishReviewed: true,
    },
  });
  expect(res.status).toBe(200);
}

async function saveFaq(answerSuffix: string) {
  const headers = { Cookie: admin.cookie };
  const url = '/api/admin/content/faq/regions';
  const entry = (await (await t.request(url, { headers })).json()) as {
    en: Record<string, unknown>;
    es: Record<string, unknown>;
    version: string;
  };
  const res = await t.request(url, {
    method: 'PUT',
    headers,
    json: {
      en: { ...entry.en, answer: `${String(entry.en.answer)} ${answerSuffix}` },
      es: entry.es,
      version: entry.version,
      spanishReviewed: true,
    },
  });
  expect(res.status).toBe(200);
}

describe(`git host API calls per Content list view (${testBackend()})`, () => {
  it(`costs at most ${BUDGET} calls, from the first view on, with or without drafts`, async () => {
    const cold = await listView();
    expect(cold.length, cold.join('\n')).toBeLessThanOrEqual(BUDGET);
    // One tree read and one look at the branches, whatever the number of entries.
    expect(cold.filter((r) => r.includes('/git/trees/'))).toHaveLength(1);
    expect(cold.filter((r) => r.includes('/git/blobs/'))).toEqual([]);

    await saveTestimonial('We recommend them.');
    github.setStatuses(github.branchHead(DRAFT_BRANCH)!, [
      { context: 'netlify/site/deploy-preview', state: 'pending' },
    ]);
    // After the save's own reads have aged out, as an editor coming back to the list.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const withDraft = await listView();
    expect(withDraft.length, withDraft.join('\n')).toBeLessThanOrEqual(BUDGET);
    expect(withDraft.filter((r) => r.includes('/compare/'))).toHaveLength(1);
    expect(withDraft.filter((r) => r.includes('/git/ref/'))).toEqual([]);

    // An admin's selection waiting for its own checks: its pull request comes in the same list
    // of pull requests; only its checks are more.
    await saveFaq('Also on Saturdays.');
    const selected = await t.request('/api/admin/content/publish', {
      method: 'POST',
      headers: { Cookie: admin.cookie },
      json: {
        paths: [
          'src/content/testimonials/es/karen-li.yaml',
          'src/content/testimonials/karen-li.yaml',
        ].filter((path) => github.filesAt(DRAFT_BRANCH)[path] !== github.filesAt('main')[path]),
      },
    });
    expect(selected.status, await selected.text()).toBe(200);
    github.setStatuses(github.branchHead(SELECTION_BRANCH)!, [
      { context: 'netlify/site/deploy-preview', state: 'pending' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const withSelection = await listView();
    expect(withSelection.length, withSelection.join('\n')).toBeLessThanOrEqual(BUDGET);
    expect(withSelection.filter((r) => r.includes('/pulls'))).toHaveLength(1);
  });

  it('retries GitHub’s busy answers, and says "GitHub is busy" when they persist', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2100));
    github.busy(2, { status: 403, retryAfterSeconds: 0 });
    expect((await listView()).length).toBeGreaterThan(2);

    await new Promise((resolve) => setTimeout(resolve, 2100));
    github.busy(1000, { status: 429, retryAfterSeconds: 0 });
    const res = await t.request('/api/admin/content', { headers: { Cookie: admin.cookie } });
    github.busy(0);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: GITHUB_BUSY_MESSAGE });
  });
});
