import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { contrastRatio } from '../src/lib/contrast.ts';
import { E2E_ADMIN, ensureAdmin, signInWithApi } from './adminSession.ts';
import { contentServerPort, startContentServer, type ContentServer } from './contentServer.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { expectFocusVisible } from './focus.ts';
import { recordLiveAnnouncements } from './liveAnnouncements.ts';

/**
 * The content editor and the focus rule (README, "Focus after an action"): Save draft and Publish
 * leave focus on something a person can see; the markdown editor shows the site's focus ring; the
 * Preview toggle is named by its label alone; Shift+Tab never leaves a field under the sticky
 * header; the publish bar reads out only where publishing stands. A content server of its own
 * (a throw-away copy of the repository), as content-editor.spec.ts: saving writes files.
 *
 * Publishing here checks the bar, not the build: the copy's build is a stand-in that waits for the
 * test's go-ahead and then hands back the site served now in place of `astro build`, so
 * "Publishing…" is checked while it lasts and "Live at" follows without a whole Astro build
 * (content-editor.spec.ts publishes with the real one).
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

// A port of its own: the browser tests run two at a time, and two servers on one port would
// let a spec talk to another spec's server.
const PORT = contentServerPort(4);
let server: ContentServer;
const GO_AHEAD = '.data/stand-in-build-may-finish';
const standInBuild = (root: string) => `
const fs = require('node:fs');
const path = require('node:path');
const root = ${JSON.stringify(root)};
(function waitForGoAhead() {
  if (!fs.existsSync(path.join(root, ${JSON.stringify(GO_AHEAD)}))) return setTimeout(waitForGoAhead, 100);
  fs.cpSync(path.join(root, 'dist'), process.env.BUILD_OUT_DIR, { recursive: true });
})();
`;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startContentServer(PORT, {
    prepare: async (root) => {
      await writeFile(path.join(root, 'stand-in-build.cjs'), standInBuild(root));
      const file = path.join(root, 'package.json');
      const pkg = JSON.parse(await readFile(file, 'utf8')) as { scripts: { build: string } };
      // The build's steps before Astro's stay (the facts check, the chat knowledge the server
      // reloads after a publish); `astro build` and its post-step become the stand-in.
      const astro = 'astro build && tsx scripts/postbuild.ts';
      if (!pkg.scripts.build.includes(astro)) throw new Error(`no "${astro}" in the build`);
      pkg.scripts.build = pkg.scripts.build.replace(astro, 'node stand-in-build.cjs');
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

async function signedIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signInWithApi(page, server.baseURL, E2E_ADMIN);
  return page;
}

/** The share of the focused element hidden under the sticky admin header (0 = clear of it). */
const underHeader = (page: Page) =>
  page.evaluate(() => {
    const rect = document.activeElement!.getBoundingClientRect();
    const bottom = document.querySelector('header')!.getBoundingClientRect().bottom;
    return Math.max(0, Math.min(rect.bottom, bottom) - rect.top) / rect.height;
  });

test('the entry page: editor ring, Preview toggle, Shift+Tab clear of the header, Save draft keeps focus', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await page.goto('/admin/content/divisions/cannabis');
  const english = page.getByRole('region', { name: 'English' });
  const editor = english.getByRole('textbox', { name: 'Page text' });
  await expect(editor).toBeVisible();

  // The toggle says what it does; it is not also a pressed/unpressed toggle.
  const toggle = english.getByRole('button', { name: 'Preview' });
  await expect(toggle).not.toHaveAttribute('aria-pressed');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(english.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(english.getByRole('button', { name: 'Edit' })).not.toHaveAttribute('aria-pressed');
  await page.keyboard.press('Enter');

  // Tab into the markdown editor: a 3 px ring of at least 3:1 around it, not only the caret.
  await english.getByRole('button', { name: 'Preview' }).focus();
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  const ring = await editor.evaluate((content) => {
    let element: Element | null = content;
    for (let depth = 0; element && depth < 6; depth++, element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
        return { color: style.outlineColor, width: style.outlineWidth };
      }
    }
    return null;
  });
  expect(ring, 'the editor or its frame draws an outline when focused').not.toBeNull();
  expect(contrastRatio(ring!.color, '#ffffff')).toBeGreaterThanOrEqual(3);

  // Shift+Tab from the end of the page up to the header: no field is left under the sticky
  // header. The browser scrolls only a text field's caret line into view; before the fix,
  // "Search description", "Lead", "Card summary" and "Text" stopped 32-53 % under it.
  for (const viewport of [
    { width: 390, height: 800 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(viewport);
    await page.locator('textarea:visible, input:visible').last().focus();
    const covered: string[] = [];
    for (let step = 0; step < 120; step++) {
      await page.keyboard.press('Shift+Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement!;
        return {
          tag: active.tagName,
          inHeader: Boolean(active.closest('header')),
          name: active.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : '',
        };
      });
      if (where.inHeader) break;
      if (where.tag === 'TEXTAREA' || where.tag === 'INPUT') {
        // Measured once the page has scrolled (the fix scrolls in the next frame).
        await page.waitForTimeout(100);
        const share = await underHeader(page);
        if (share > 0.05) covered.push(`${where.name} ${Math.round(share * 100)} %`);
      }
    }
    expect(covered, `fields under the header at ${viewport.width} px`).toEqual([]);
  }

  // Save draft: the saved entry renders a new form; focus is on its Save draft.
  await english
    .getByLabel('Lead')
    .fill('We help equity applicants and legacy operators get licensed.');
  await page.getByRole('button', { name: 'Save draft' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expectFocusVisible(page, { name: 'Save draft' });
  await page.context().close();
});

test('Publish leaves focus on the publishing bar, which reads out only its status', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await page.goto('/admin/content');
  const publish = page.getByRole('button', { name: 'Publish drafts' });
  await expect(publish).toBeEnabled();
  const heard = await recordLiveAnnouncements(page);
  await publish.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('publish-state')).toHaveText('Publishing…');
  await expectFocusVisible(page, { name: 'Publishing' });
  await expectNoAxeViolations(page);
  await writeFile(path.join(server.root, GO_AHEAD), '');
  await expect(page.getByTestId('publish-state')).toHaveText(/Live at/, { timeout: 60_000 });
  const said = await heard();
  expect(said).toEqual(expect.arrayContaining(['Publishing…', expect.stringMatching(/^Live at/)]));
  // Not the whole bar (its list of drafts and its button) on every change.
  for (const text of said) expect(text).not.toMatch(/What publishing changes|Publish drafts/);
  await page.context().close();
});
