import { expect, test, type Page } from '@playwright/test';
import { indexablePaths, viewports } from './publicRoutes.ts';
import { orderedTeam } from './siteContent.ts';

/** Crawlers, structured data, analytics, print, images and layout stability. */

type Node = Record<string, unknown> & { '@type': string };

async function graph(page: Page): Promise<Node[]> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return (JSON.parse(text ?? '{}') as { '@graph': Node[] })['@graph'];
}

test('the sitemap lists exactly the indexable pages, in English and Spanish', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  expect(await index.text()).toContain(new URL('/sitemap-0.xml', baseURL).href);

  const res = await request.get('/sitemap-0.xml');
  expect(res.status()).toBe(200);
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const spanish = indexablePaths.map((p) => (p === '/' ? '/es' : `/es${p}`));
  const expected = [...indexablePaths, ...spanish].map((p) => new URL(p, baseURL).href);
  expect([...locs].sort()).toEqual([...expected].sort());
  expect(locs.some((l) => l?.includes('/admin'))).toBe(false);
});

test('every page describes itself in at most 160 characters, in English and Spanish', async ({
  request,
}) => {
  // Search results cut a longer description mid-sentence.
  const spanish = indexablePaths.map((p) => (p === '/' ? '/es' : `/es${p}`));
  const tooLong: string[] = [];
  for (const path of [...indexablePaths, ...spanish]) {
    const html = await (await request.get(path)).text();
    const content = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(content, `${path} has a description`).toBeTruthy();
    const text = content!
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    if (text.length > 160) tooLong.push(`${path} (${text.length}): ${text}`);
  }
  expect(tooLong).toEqual([]);
});

test('robots.txt keeps crawlers out of /admin and points at the sitemap', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Disallow: \/admin$/m);
  expect(body).toContain(`Sitemap: ${new URL('/sitemap-index.xml', baseURL).href}`);
});

test('the firm appears on every page as a ProfessionalService with the spec facts', async ({
  page,
}) => {
  await page.goto('/contact');
  const firm = (await graph(page)).find((n) => n['@type'] === 'ProfessionalService');
  expect(firm).toMatchObject({
    name: 'Legacy Equity Group',
    telephone: '+14135550142',
    email: 'hello@legacyequitygroup.example',
    address: { addressLocality: 'Holyoke', addressRegion: 'MA' },
    openingHours: 'Mo-Fr 09:00-17:00',
    openingHoursSpecification: {
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '17:00',
    },
  });
  const areas = (firm?.areaServed as { name: string }[]).map((a) => a.name);
  expect(areas).toEqual(['Massachusetts', 'Rhode Island', 'Connecticut', 'New York']);
});

test('division pages describe their services; FAQ and breadcrumbs match the page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/clean-energy');
  const nodes = await graph(page);
  const services = nodes.filter((n) => n['@type'] === 'Service');
  expect(services).toHaveLength(4);
  for (const service of services) {
    expect(service.serviceType).toBe('Clean Energy');
    expect(service.name).toEqual(expect.any(String));
    expect(service.description).toEqual(expect.any(String));
    expect((service.areaServed as unknown[]).length).toBe(4);
  }
  await expect(page.getByRole('heading', { name: String(services[0]?.name) })).toBeVisible();

  const faq = nodes.find((n) => n['@type'] === 'FAQPage');
  const questions = (faq?.mainEntity as { name: string }[]).map((q) => q.name);
  for (const question of questions) {
    await expect(page.locator('summary', { hasText: question })).toBeVisible();
  }

  const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList');
  expect(crumbs?.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', baseURL).href },
    {
      '@type': 'ListItem',
      position: 2,
      name: 'Clean Energy',
      item: new URL('/clean-energy', baseURL).href,
    },
  ]);
});

test('/team lists each leader as a Person with a reachable photo', async ({ page, request }) => {
  await page.goto('/team');
  const people = (await graph(page)).filter((n) => n['@type'] === 'Person');
  expect(people.map((p) => p.name)).toEqual(orderedTeam.map((member) => member.name));
  for (const person of people) {
    expect(person).toMatchObject({
      jobTitle: expect.any(String),
      description: expect.any(String),
      email: expect.stringContaining('@'),
    });
    const photo = await request.get(String(person.image));
    expect(photo.status()).toBe(200);
  }
});

test('the share image is a real 1200×630 PNG', async ({ request }) => {
  const res = await request.get('/og-default.png');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const bytes = await res.body();
  // PNG IHDR: width and height are big-endian at offsets 16 and 20.
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
});

test('team portraits are optimised pictures with dimensions; the lower one loads lazily', async ({
  page,
}) => {
  await page.goto('/team');
  const pictures = page.locator('main picture');
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first().locator('source[type="image/avif"]')).toHaveCount(1);
  await expect(pictures.first().locator('source[type="image/webp"]')).toHaveCount(1);
  const images = page.locator('main picture img');
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
    await expect(img).toHaveAttribute('alt', /portrait/);
  }
  await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
});

test.describe('analytics', () => {
  test('a page view with the path is sent when a global gtag exists', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { __calls: calls, gtag: (...args: unknown[]) => calls.push(args) });
    });
    await page.goto('/team');
    const calls = await page.evaluate(
      () => (window as unknown as { __calls: unknown[][] }).__calls,
    );
    expect(calls).toContainEqual(['config', expect.any(String), { page_path: '/team' }]);
  });

  test('without gtag nothing breaks and nothing loads from elsewhere', async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    const urls: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => urls.push(r.url()));
    await page.goto('/impact', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
    expect(urls.filter((u) => !u.startsWith(String(baseURL)))).toEqual([]);
  });
});

test.describe('printable pages', () => {
  for (const path of ['/impact-report', '/verification-documents']) {
    test(`${path} prints without the site chrome`, async ({ page }) => {
      await page.addInitScript(() => {
        window.print = () => Object.assign(window, { __printed: true });
      });
      await page.goto(path);
      const button = page.getByRole('button', { name: 'Print / Save as PDF' });
      await button.click();
      expect(
        await page.evaluate(() => (window as unknown as { __printed?: boolean }).__printed),
      ).toBe(true);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      await expect(button).toBeHidden();
    });
  }
});

// The booking links' pages replace a loading line with their answer (here: a link without a
// token, "not valid"), which moved the footer before their card kept the answer's height: a CLS of
// 0.076 in Lighthouse. The bound is a tenth of the "good" line (0.1): it catches a jump like that
// one, while a sub-pixel nudge a starved CI machine once measured on the home page (0.0009, seen
// once in dozens of runs and never again) is not a visible shift. A failure names what moved.
const CLS_BOUND = 0.01;
for (const path of ['/', '/book/confirm', '/book/manage', '/es/book/confirm']) {
  test(`${path} does not shift while it loads (CLS under ${CLS_BOUND})`, async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      Object.assign(window, { __shifts: shifts });
      type Shift = PerformanceEntry & {
        value: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const describe = (source: NonNullable<Shift['sources']>[number]) => {
        const node = source.node;
        const name =
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
            : (node?.nodeName ?? 'unknown');
        const { y: from } = source.previousRect;
        return `${name} from y=${from} to y=${source.currentRect.y}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          shifts.push({ value: entry.value, moved: (entry.sources ?? []).map(describe) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(CLS_BOUND);
  });
}
