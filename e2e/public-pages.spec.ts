import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { readHtmlHead } from './htmlHead.ts';
import { publicRoutes, viewports } from './publicRoutes.ts';
import { equityVerificationForLenders } from '../src/lib/site.ts';

/**
 * Every public route: its head (canonical, robots, description, JSON-LD) once, from the served HTML;
 * at desktop and mobile width, the spec texts as rendered, its links and axe.
 */

function jsonLdTypes(blocks: unknown[]): string[] {
  expect(blocks.length).toBeGreaterThan(0);
  const types: string[] = [];
  for (const block of blocks) {
    const parsed = block as { '@context': string; '@graph': { '@type': string }[] };
    expect(parsed['@context']).toBe('https://schema.org');
    types.push(...parsed['@graph'].map((node) => node['@type']));
  }
  return types;
}

// What the <head> states does not depend on the width: checked once per route, on the served HTML.
for (const route of publicRoutes) {
  test(`${route.path} states its canonical address, robots, description and structured data`, async ({
    request,
    baseURL,
  }) => {
    const res = await request.get(route.path);
    expect(res.status()).toBe(200);
    const head = readHtmlHead(await res.text());
    const expectedUrl = new URL(route.path, baseURL).href;
    expect(head.link('canonical')).toBe(expectedUrl);
    expect(head.meta('og:url')).toBe(expectedUrl);
    expect(head.meta('robots')).toBe(route.noindex ? 'noindex, follow' : 'index, follow');
    expect(head.meta('description')).toMatch(/.{50,}/);
    expect(head.meta('keywords')).toMatch(/\w/);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('og:image')).toBe(new URL('/og-default.png', baseURL).href);

    const types = jsonLdTypes(head.jsonLd);
    expect([...new Set(types)].sort()).toEqual([...route.schemaTypes].sort());
    if (route.schemaTypes.includes('Service')) {
      expect(types.filter((t) => t === 'Service').length).toBeGreaterThanOrEqual(3);
    }
  });
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`public pages at ${viewportName} width`, () => {
    test.use({ viewport });

    for (const route of publicRoutes) {
      test(`${route.path} shows its content and links, and passes axe`, async ({ page }) => {
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
