import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

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
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
});

test('pages are served with the security headers', async ({ request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
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
