import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { publicRoutes, viewports } from './publicRoutes.ts';
import { equityVerificationForLenders } from '../src/lib/site.ts';

/** Every public route at desktop and mobile width: spec texts, links, metadata, axe. */

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  const types: string[] = [];
  for (const block of blocks) {
    const parsed = JSON.parse(block) as { '@context': string; '@graph': { '@type': string }[] };
    expect(parsed['@context']).toBe('https://schema.org');
    types.push(...parsed['@graph'].map((node) => node['@type']));
  }
  return types;
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`public pages at ${viewportName} width`, () => {
    test.use({ viewport });

    for (const route of publicRoutes) {
      test(`${route.path} shows its content, links and metadata`, async ({ page, baseURL }) => {
        const res = await page.goto(route.path);
        expect(res?.status()).toBe(200);

        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveText(route.h1);

        const main = page.getByRole('main');
        for (const text of route.texts) {
          // innerText: only rendered text counts; case-insensitive because eyebrows are uppercased by CSS.
          await expect(main).toContainText(text, { useInnerText: true, ignoreCase: true });
        }
        for (const link of route.links) {
          const matches = main.getByRole('link', {
            name: link.name,
            exact: typeof link.name === 'string',
          });
          expect(await matches.count(), `link ${String(link.name)}`).toBeGreaterThan(0);
          for (const match of await matches.all()) {
            await expect(match).toHaveAttribute('href', link.href);
          }
        }

        const expectedUrl = new URL(route.path, baseURL).href;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', expectedUrl);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
          'content',
          expectedUrl,
        );
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
          'content',
          route.noindex ? 'noindex, follow' : 'index, follow',
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
        await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\w/);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
          'content',
          'summary_large_image',
        );
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          new URL('/og-default.png', baseURL).href,
        );

        const types = await jsonLdTypes(page);
        expect([...new Set(types)].sort()).toEqual([...route.schemaTypes].sort());
        if (route.schemaTypes.includes('Service')) {
          expect(types.filter((t) => t === 'Service').length).toBeGreaterThanOrEqual(3);
        }

        await expectNoAxeViolations(page);
      });
    }
  });
}

test('an unknown path answers 404 with the Page Not Found page and a way home', async ({
  page,
}) => {
  const res = await page.goto('/no-such-page/anywhere');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Building Equity Through Enterprise',
  );
});

test('the 404 page passes axe', async ({ page }) => {
  await page.goto('/missing');
  await expectNoAxeViolations(page);
});

// The sentence is built from t() texts and links; a dropped space read "Emailhello@…".
for (const [path, sentence] of [
  [
    '/verification-documents',
    `Email hello@legacyequitygroup.example or call (413) 555-0142. ${equityVerificationForLenders.en}`,
  ],
  [
    '/es/verification-documents',
    `Escriba a hello@legacyequitygroup.example o llame al (413) 555-0142. ${equityVerificationForLenders.es}`,
  ],
] as const) {
  test(`${path} reads its contact sentence with its spaces`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main p', { hasText: 'hello@' }).last()).toContainText(sentence);
  });
}
