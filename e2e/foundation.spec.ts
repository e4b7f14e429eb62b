import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';

/** The policy Astro writes into the page (astro.config.mjs, security.csp). */
async function pagePolicy(page: Page): Promise<string> {
  return (
    (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? ''
  );
}

test('the API health check answers through the local server', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ ok: true, db: 'pglite', schema: { current: true } });
});

test('the home page renders with its headline', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Building Equity Through Enterprise',
  );
  await expectNoAxeViolations(page);
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const res = await page.goto('/this-page-does-not-exist');
  expect(res?.status()).toBe(404);
  // The 404 answer carries the same security headers as every page.
  const headers = res!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(await pagePolicy(page)).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
});

test('pages are served with the security headers and their CSP', async ({ page }) => {
  const res = await page.goto('/');
  // A <meta> policy cannot forbid framing, so that part is a header (netlify.toml).
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res?.headers()['x-content-type-options']).toBe('nosniff');
  // The rest is Astro's <meta> policy: every inline script allowed by its hash, none by 'unsafe-inline'.
  const csp = await pagePolicy(page);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
});

test('public pages and the staff SPA run under their CSP without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content.Security.Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  for (const path of ['/', '/es', '/contact', '/impact-report', '/admin']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 5000); // visible-on-scroll islands hydrate too
    await page.waitForLoadState('networkidle');
    expect(await pagePolicy(page), path).not.toBe('');
  }
  expect(violations).toEqual([]);
});

test('/admin mounts the React SPA, which asks the API and sends a signed-out visitor to login', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    // The signed-out check of /api/auth/me answers 401 by design; the browser logs that fetch.
    if (msg.type() === 'error' && !/401/.test(msg.text())) errors.push(msg.text());
  });
  await page.goto('/admin');
  await expect(page.getByTestId('admin-app')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a deep admin link is served the same SPA, never cached', async ({ page }) => {
  const res = await page.goto('/admin/leads');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByTestId('admin-app')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads$/);
});
