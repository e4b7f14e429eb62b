import { expect, test, type Page } from '@playwright/test';
import { DRAFT_BRANCH, SELECTION_BRANCH } from '../src/server/content/gitHostStore.ts';
import { startFakeGitHub, type FakeGitHub } from '../src/server/testing/fakeGitHub.ts';
import { contentFiles } from '../src/server/testing/siteContentStores.ts';
import { E2E_ADMIN, ensureAdmin, originHeaders, signInWithApi } from './adminSession.ts';
import { contentServerPort, startContentServer, type ContentServer } from './contentServer.ts';
import { draftTestimonialQuote } from './contentPublishing.ts';

/**
 * The production store in the browser: `npm start` with CONTENT_STORE=github against a loopback
 * fake of GitHub holding the site's content. The fake's commit statuses stand in for Netlify's
 * deploy preview and production deploy. The publish bar shows the pull request and each check as
 * it stands (pending, failed, passed), refuses to call a waiting or failed draft published, and
 * says "Live" only once the production deploy has passed.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });

// A port of its own: the browser tests run two at a time, and two servers on one port would
// let a spec talk to another spec's server.
const PORT = contentServerPort(3);
const TOKEN = 'github_pat_e2e';
const PREVIEW = 'netlify/site/deploy-preview';
const PRODUCTION = 'netlify/site/deploy';

let github: FakeGitHub;
let server: ContentServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  github = await startFakeGitHub({ token: TOKEN, files: await contentFiles() });
  server = await startContentServer(PORT, {
    env: {
      CONTENT_STORE: 'github',
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_TOKEN: TOKEN,
      GITHUB_API_URL: github.baseUrl,
    },
  });
  const context = await browser.newContext({ baseURL: server.baseURL });
  await ensureAdmin(context.request, server.baseURL);
  await context.close();
});
test.afterAll(async () => {
  await server?.close();
  await github?.close();
});

const draftHead = () => github.branchHead(DRAFT_BRANCH)!;

async function contentPage(page: Page) {
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
}

test('pending, failed and passed checks each show as such, and Live only after the deploy', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signInWithApi(page, server.baseURL, E2E_ADMIN);
  await draftTestimonialQuote(page, server.baseURL, 'They answered every call.');

  await contentPage(page);
  const pull = page.getByRole('link', { name: 'Pull request of the drafts' });
  await expect(pull).toHaveAttribute('href', /\/pull\/1$/);
  const summary = page.getByTestId('checks-summary');
  await expect(summary).toHaveText('Waiting for the deploy preview');
  // Publishing now is refused, and said so: no success.
  await page.getByRole('button', { name: 'Publish drafts' }).click();
  await expect(page.getByText('Not published yet').first()).toBeVisible();
  await expect(page.getByTestId('publish-state')).not.toContainText('Live');

  github.setStatuses(draftHead(), [
    { context: PREVIEW, state: 'pending', target_url: 'https://deploy-preview-1--site.example' },
  ]);
  await contentPage(page);
  await expect(summary).toHaveText('Waiting for the deploy preview');
  await expect(page.getByRole('list', { name: 'Checks' })).toHaveText(`${PREVIEW}: pending`);

  github.setStatuses(draftHead(), [
    { context: PREVIEW, state: 'failure', target_url: 'https://deploy-preview-1--site.example' },
  ]);
  await contentPage(page);
  await expect(summary).toHaveText(`Failed: ${PREVIEW}`);
  await expect(page.getByRole('list', { name: 'Checks' })).toHaveText(`${PREVIEW}: failed`);
  await page.getByRole('button', { name: 'Publish drafts' }).click();
  await expect(page.getByText('Not published', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Failed: ${PREVIEW}`).first()).toBeVisible();
  await expect(summary).toHaveText(`Failed: ${PREVIEW}`);
  await expect(page.getByTestId('publish-state')).not.toContainText('Live');
  expect(github.pulls[0]!.merged).toBe(false);

  github.setStatuses(draftHead(), [
    { context: PREVIEW, state: 'success', target_url: 'https://deploy-preview-1--site.example' },
  ]);
  await contentPage(page);
  await expect(summary).toHaveText('Checks passed: ready to publish');
  await expect(page.getByRole('list', { name: 'Checks' })).toHaveText(`${PREVIEW}: passed`);
  await page.getByRole('button', { name: 'Publish drafts' }).click();
  // Merged: the production deploy runs; not live yet.
  await expect(page.getByTestId('publish-state')).toHaveText('Publishing…');
  expect(github.pulls[0]!.merged).toBe(true);

  github.setStatuses(github.pulls[0]!.mergeCommitSha!, [{ context: PRODUCTION, state: 'success' }]);
  await expect(page.getByTestId('publish-state')).toHaveText(/^Live at /, { timeout: 15_000 });
  await context.close();
});

test('an admin publishes only the ticked entry: its own pull request, merged once its checks pass', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signInWithApi(page, server.baseURL, E2E_ADMIN);
  // Two drafted entries: Karen Li's quote (ticked) and a question's answer (left as a draft).
  await draftTestimonialQuote(page, server.baseURL, 'Chosen for publishing.');
  const faq = `${server.baseURL}/api/admin/content/faq/regions`;
  const entry = (await (await page.request.get(faq)).json()) as {
    en: Record<string, unknown>;
    es: Record<string, unknown>;
    version: string;
  };
  const saved = await page.request.put(faq, {
    headers: originHeaders(server.baseURL),
    data: {
      en: { ...entry.en, answer: `${String(entry.en.answer)} Not chosen.` },
      es: entry.es,
      version: entry.version,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await contentPage(page);
  await page.getByText('What publishing changes').click();
  await page.getByRole('checkbox', { name: /^Questions and answers:/ }).uncheck();
  await page.getByRole('button', { name: 'Publish 1 selected file' }).click();
  await expect(page.getByText('Not published yet').first()).toBeVisible();
  const selection = page.getByTestId('selection-checks');
  await expect(
    selection.getByRole('link', { name: 'Pull request of the selected entries' }),
  ).toHaveAttribute('href', /\/pull\/\d+$/);
  await expect(page.getByTestId('selection-summary')).toHaveText('Waiting for the deploy preview');

  github.setStatuses(github.branchHead(SELECTION_BRANCH)!, [
    { context: PREVIEW, state: 'success' },
  ]);
  await contentPage(page);
  await expect(page.getByTestId('selection-summary')).toHaveText('Checks passed: ready to publish');
  await page.getByRole('button', { name: 'Publish the selected entries' }).click();
  await expect(page.getByTestId('publish-state')).toHaveText('Publishing…');
  await expect(page.getByTestId('selection-checks')).toHaveCount(0);

  const live = github.filesAt('main');
  expect(live['src/content/testimonials/karen-li.yaml']).toContain('Chosen for publishing.');
  expect(live['src/content/faq/regions.yaml']).not.toContain('Not chosen.');
  // The question is still a draft, alone in the drafts' pull request.
  await expect(page.getByText('1 file saved as drafts.')).toBeVisible();
  await context.close();
});
