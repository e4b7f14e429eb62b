import { expect, test } from '@playwright/test';
import { publicRoutes, viewports } from './publicRoutes.ts';
import { recognitionBadges } from './siteContent.ts';

/** Site chrome: desktop bar and Services dropdown, mobile header and bottom bar, footer, JS budget. */

test.describe('desktop navigation', () => {
  test.use({ viewport: viewports.desktop });

  test('the top bar lists the spec links and marks the current page', async ({ page }) => {
    await page.goto('/team');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByText('Services', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Social Equity Impact' })).toHaveAttribute(
      'href',
      '/impact',
    );
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Book Free Consultation' }),
    ).toHaveAttribute('href', '/book');

    await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  for (const [path, label] of [
    ['/', 'Home'],
    ['/impact', 'Social Equity Impact'],
    ['/contact', 'Contact'],
  ] as const) {
    test(`${path} marks "${label}" as the current page`, async ({ page }) => {
      await page.goto(path);
      const current = page
        .getByRole('navigation', { name: 'Main' })
        .locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
    });
  }

  test('a division page marks its entry in the Services menu as current', async ({ page }) => {
    await page.goto('/marketing');
    const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Marketing');
    await expect(current).toHaveAttribute('href', '/marketing');
  });

  test('the Services dropdown opens and closes with the mouse', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const realEstate = nav.getByRole('link', { name: 'Real Estate' });
    await expect(realEstate).toBeHidden();
    await nav.getByText('Services', { exact: true }).click();
    for (const [name, href] of [
      ['Cannabis & Social Equity', '/cannabis'],
      ['Real Estate', '/real-estate'],
      ['Marketing', '/marketing'],
      ['Clean Energy', '/clean-energy'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // A click elsewhere closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(realEstate).toBeHidden();

    await nav.getByText('Services', { exact: true }).click();
    await realEstate.click();
    await expect(page).toHaveURL(/\/real-estate$/);
  });

  test('the Services dropdown works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.locator('summary', { hasText: 'Services' });
    await nav.getByRole('link', { name: 'Home', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Cannabis & Social Equity' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Cannabis & Social Equity' })).toBeFocused();
    // Escape closes the menu and returns focus to its toggle.
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Cannabis & Social Equity' })).toBeHidden();
    await expect(toggle).toBeFocused();
    // Space opens it too; tabbing past the last entry closes it.
    await page.keyboard.press(' ');
    await expect(nav.getByRole('link', { name: 'Clean Energy' })).toBeVisible();
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Social Equity Impact' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Clean Energy' })).toBeHidden();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/impact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the mobile bottom bar is not shown on desktop', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: viewports.mobile });

  test('the header shows only the logo and the language link; the bottom bar carries the links', async ({
    page,
  }) => {
    await page.goto('/impact');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Legacy Equity Group home/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/impact',
    );
    // Role queries skip hidden elements: logo and language are all a mobile visitor can reach here.
    await expect(header.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const bar = page.getByRole('navigation', { name: 'Mobile' });
    await expect(bar).toBeVisible();
    const expected = [
      ['Home', '/'],
      ['Services', '/cannabis'],
      ['Impact', '/impact'],
      ['Team', '/team'],
      ['Contact', '/contact'],
    ];
    const links = bar.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, [name, href]] of expected.entries()) {
      await expect(links.nth(index)).toHaveText(name!);
      await expect(links.nth(index)).toHaveAttribute('href', href!);
    }
    await expect(bar.locator('[aria-current="page"]')).toHaveText('Impact');
  });

  test('the bottom bar never covers the end of the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const copyright = page.getByText(/© \d{4}/);
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    const copyBox = await copyright.boundingBox();
    const barBox = await bar.boundingBox();
    expect(copyBox && barBox && copyBox.y + copyBox.height <= barBox.y).toBe(true);
  });

  test('pages do not scroll sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const route of publicRoutes) {
      await page.goto(route.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, route.path).toBeLessThanOrEqual(0);
    }
  });
});

test('the footer carries the banner, contact facts, links, badges and copyright', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/real-estate');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'See our verified impact' })).toHaveAttribute(
    'href',
    '/impact',
  );
  await expect(footer).toContainText('200 High Street, Suite 3, Holyoke, MA 01040');
  await expect(footer.getByRole('link', { name: '(413) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+14135550142',
  );
  await expect(
    footer.getByRole('link', { name: 'hello@legacyequitygroup.example' }),
  ).toHaveAttribute('href', 'mailto:hello@legacyequitygroup.example');
  await expect(footer.getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
    'href',
    '/admin/login',
  );
  for (const name of ['Privacy Policy', 'Terms of Service', 'Impact Report', 'Clean Energy']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const badge of recognitionBadges) {
    await expect(footer.getByText(badge, { exact: true })).toBeVisible();
  }
  // The site is built moments before the test run, so the build year is this year.
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Legacy Equity Group, LLC.`);
});

test("the copyright year is the reader's year, without a rebuild after New Year", async ({
  page,
}) => {
  // A reader on New Year's Day 2031 of a site built earlier.
  await page.clock.setFixedTime(new Date('2031-01-01T00:00:05'));
  const response = await page.goto('/');
  expect(await response!.text()).toContain(
    `© <span data-copyright-year>${new Date().getFullYear()}</span>`,
  );
  await expect(page.locator('footer[data-chrome]')).toContainText(
    '© 2031 Legacy Equity Group, LLC.',
  );
});

test('paths under /admin render without the public chrome', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByTestId('admin-app')).toBeVisible();
  await expect(page.locator('[data-chrome]')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('content pages load no framework JavaScript', async ({ page }) => {
  // /contact hosts the consultation form island (its own issue, own budget), so it is not listed.
  const contentPages = publicRoutes.map((r) => r.path).filter((p) => p !== '/contact');
  for (const path of contentPages) {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    page.removeAllListeners('request');
    // The one script allowed is the chat button's tiny bootstrap (and Vite's dynamic-import helper);
    // React and the panel load only when the visitor opens the chat (e2e/chat.spec.ts).
    expect(
      scripts.filter((s) => !/\/_astro\/(ChatLauncher\.[^/]+|preload-helper\.[^/]+)\.js$/.test(s)),
      path,
    ).toEqual([]);
    await expect(page.locator('astro-island')).toHaveCount(0);
    // Inline scripts are the tiny ones we wrote (menu, analytics hook, print button).
    const inlineBytes = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')]
        .map((s) => s.textContent?.length ?? 0)
        .reduce((a, b) => a + b, 0),
    );
    expect(inlineBytes, path).toBeLessThan(2048);
  }
});
