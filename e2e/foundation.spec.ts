import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

test('the API health check answers through the local server', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ok: true, db: 'pglite' });
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

test('/admin mounts the React app, which reaches the API', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto('/admin');
  await expect(page.getByTestId('admin-app')).toBeVisible();
  await expect(page.getByText('API ready (pglite)')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a deep admin link is served the same SPA', async ({ page }) => {
  const res = await page.goto('/admin/leads');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByTestId('admin-app')).toBeVisible();
});
