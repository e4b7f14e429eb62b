import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, ensureAdmin, signInWithApi } from './adminSession.ts';
import { contentServerPort, startContentServer, type ContentServer } from './contentServer.ts';
import { draftTestimonialQuote } from './contentPublishing.ts';

/**
 * A publish whose build fails, on a throw-away copy of the repository whose build has one more
 * step this test adds: it refuses any content file holding REFUSED-BY-THE-BUILD, naming the file
 * by its absolute path as Astro does. The failed publish changes nothing (pages, drafts,
 * src/content) and says in plain words which entry to fix; a restart with broken content on disk
 * keeps serving the last good site.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });

// A port of its own: the browser tests run two at a time, and two servers on one port would
// let a spec talk to another spec's server.
const PORT = contentServerPort(2);
const MARKER = 'REFUSED-BY-THE-BUILD';
const ENTRY = 'src/content/testimonials/karen-li.yaml';
const REFUSE_STEP = `
const fs = require('node:fs');
const path = require('node:path');
for (const entry of fs.readdirSync('src/content', { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (fs.readFileSync(file, 'utf8').includes('${MARKER}')) {
    console.error('[InvalidContentEntryDataError] ' + path.resolve(file) + ': this build refuses ${MARKER}');
    process.exit(1);
  }
}
`;
const PAGES = ['/', '/impact', '/es/impact'];

let server: ContentServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startContentServer(PORT, {
    prepare: async (root) => {
      await writeFile(path.join(root, 'refuse-marked-content.cjs'), REFUSE_STEP);
      const file = path.join(root, 'package.json');
      const pkg = JSON.parse(await readFile(file, 'utf8')) as { scripts: { build: string } };
      pkg.scripts.build = `node refuse-marked-content.cjs && ${pkg.scripts.build}`;
      await writeFile(file, JSON.stringify(pkg, null, 2));
    },
  });
  const context = await browser.newContext({ baseURL: server.baseURL });
  await ensureAdmin(context.request, server.baseURL);
  await context.close();
});
test.afterAll(async () => {
  await server?.close();
});

const pages = async () =>
  Promise.all(PAGES.map(async (url) => (await fetch(`${server.baseURL}${url}`)).text()));

test('a publish whose build fails changes nothing, keeps the drafts and names the entry to fix', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signInWithApi(page, server.baseURL, E2E_ADMIN);
  const livePages = await pages();
  const onDisk = await readFile(path.join(server.root, ENTRY), 'utf8');
  await draftTestimonialQuote(page, server.baseURL, `Refused here: ${MARKER}.`);

  await page.goto('/admin/content');
  await expect(page.getByText('1 file saved as drafts.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish drafts' }).click();
  const state = page.getByTestId('publish-state');
  await expect(state).toContainText('Publishing failed: The site could not be built with', {
    timeout: 240_000,
  });
  await expect(state).toContainText('Testimonials: karen-li (English)');
  await expect(state).toContainText('Nothing was published and every draft is kept.');
  // Plain words: no server path, no build log.
  const shown = (await state.textContent()) ?? '';
  expect(shown).not.toContain(server.root);
  expect(shown).not.toMatch(/\/tmp\/|node_modules|\n\s+at /);

  // Nothing changed: the pages served, the file on disk; the drafts are all still there.
  expect(await pages()).toEqual(livePages);
  expect(await readFile(path.join(server.root, ENTRY), 'utf8')).toBe(onDisk);
  await page.reload();
  await expect(page.getByText('1 file saved as drafts.')).toBeVisible();
  await page.getByText('What publishing changes').click();
  await expect(page.getByRole('list', { name: 'Drafts to publish' })).toContainText('Karen Li');
  await context.close();
});

test('a restart with broken content on disk keeps serving the last good site', async () => {
  const livePages = await pages();
  // As a bad commit or a hand edit would leave it.
  const file = path.join(server.root, ENTRY);
  await writeFile(file, `${await readFile(file, 'utf8')}# ${MARKER}\n`);
  await server.restart();
  expect(await pages()).toEqual(livePages);
  expect((await fetch(`${server.baseURL}/api/health`)).status).toBe(200);
});
