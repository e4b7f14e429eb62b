import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';

const SW_FILE = 'dist/sw.js';

/** Waits until /sw.js is active and controls the page; returns the controller's script URL. */
async function controlledBy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return `${registration.scope} ${navigator.serviceWorker.controller?.scriptURL ?? 'none'}`;
  });
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('the service worker installs with scope / and controls the page', async ({ page }) => {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  expect(await controlledBy(page)).toBe(`${origin}/ ${origin}/sw.js`);
  // The public pages, the offline page and the manifest were precached on install; no admin.
  const cached = await cachedUrls(page);
  for (const path of ['/', '/team', '/contact', '/offline', '/manifest.webmanifest']) {
    expect(cached).toContain(path);
  }
  expect(cached.filter((url) => url.startsWith('/admin'))).toEqual([]);
});

test('offline: visited and precached pages open; an unknown page shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledBy(page);
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Building Equity Through Enterprise',
  );

  // Never visited, but precached on install.
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Experienced Guides, Rooted in Community',
  );

  // Online, this path is the 404 page; offline, with nothing cached for it, the offline page.
  await page.goto('/a-page-never-visited');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expectNoAxeViolations(page);

  // Back online, "Try again" loads the address for real (here: the site's 404 page).
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('the API is never answered from the cache', async ({ page, context }) => {
  await page.goto('/');
  await controlledBy(page);
  const online = await page.evaluate(async () => (await fetch('/api/health')).status);
  expect(online).toBe(200);

  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    fetch('/api/health').then(
      (response) => `answered ${response.status}`,
      () => 'network error',
    ),
  );
  expect(offline).toBe('network error');
  expect((await cachedUrls(page)).filter((url) => url.startsWith('/api'))).toEqual([]);
});

/**
 * A deploy is simulated by changing dist/sw.js, which the test server reads per request. (Playwright's
 * routing cannot see the browser's own fetch of a worker script.) Restored afterwards; at worst a
 * parallel test's page sees a dialog, which Playwright dismisses.
 */
test('a new version waiting prompts for a reload, and accepting reloads onto it', async ({
  page,
}) => {
  await page.goto('/');
  await controlledBy(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.evaluate(() => {
    (window as { beforeUpdate?: boolean }).beforeUpdate = true;
  });

  const original = await readFile(SW_FILE, 'utf8');
  const reloaded = page.waitForEvent('framenavigated');
  try {
    await writeFile(SW_FILE, `${original}\n// next release ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect
      .poll(() => dialogs)
      .toEqual(['confirm: A new version is available! Reload to update?']);
    // Accepting activates the waiting worker, and the page reloads onto it.
    await reloaded;
    await page.waitForLoadState();
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      undefined,
    );
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        waiting: Boolean(registration.waiting),
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
    expect(firstWorker).toMatch(/\/sw\.js$/);
  } finally {
    await writeFile(SW_FILE, original);
  }
});
