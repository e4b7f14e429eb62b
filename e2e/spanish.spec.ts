import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema.ts';
import { parseCsv } from '../src/server/testing/csv.ts';
import { consultationText } from '../src/components/islands/consultationText.ts';
import { adminPage } from './adminSession.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { recordLiveAnnouncements } from './liveAnnouncements.ts';
import { startMailedServer } from './mailedServer.ts';
import { publicRoutes, viewports } from './publicRoutes.ts';

/**
 * The Spanish site: every page under /es, the language switch, search-engine alternates,
 * the Spanish not-found page, the Spanish form through to the back office, CSV and the visitor's
 * email, and the offer of Spanish to browsers that prefer it.
 */
const spanishPath = (path: string) => (path === '/' ? '/es' : `/es${path}`);

let ipCounter = 0;
async function asNewVisitor(page: Page) {
  ipCounter++;
  await page.setExtraHTTPHeaders({ 'x-e2e-client-ip': `198.19.${process.pid % 250}.${ipCounter}` });
}

test('the language switch on a division page lands on its twin and back', async ({ page }) => {
  await page.goto('/cannabis');
  await page.getByRole('link', { name: 'Español' }).first().click();
  await expect(page).toHaveURL(/\/es\/cannabis$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Inicio');
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/cannabis$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('both versions name each other; the sitemap lists both with alternates', async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of ['/team', '/es/team']) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${baseURL}/team`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      `${baseURL}/es/team`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}/team`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${path}`,
    );
  }
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/es/cannabis</loc>`);
  expect(sitemap).toContain(`hreflang="es" href="${baseURL}/es/cannabis"`);
  expect(sitemap).not.toContain('/es/privacy-policy</loc>');
});

test('an unknown Spanish path answers 404 with the Spanish not-found page', async ({ page }) => {
  const res = await page.goto('/es/pagina-que-no-existe');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
});

// A few pages per test: small enough for the two workers to share them out (one test for every
// page took a minute on one worker while the other idled), few enough that a fresh browser
// context per test (its own cache: every stylesheet, font and image fetched again) stays cheap.
const spanishRoutes = [...publicRoutes, { path: '/offline', h1: '' }];
const PAGES_PER_TEST = 5;
const routeGroups = Array.from(
  { length: Math.ceil(spanishRoutes.length / PAGES_PER_TEST) },
  (_, i) => spanishRoutes.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST),
);

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`Spanish pages at ${viewportName} width`, () => {
    test.use({ viewport });

    for (const routes of routeGroups) {
      const paths = routes.map((route) => spanishPath(route.path));
      test(`${paths.join(', ')}: in Spanish, axe-clean, without sideways scrolling`, async ({
        page,
      }) => {
        for (const route of routes) {
          const res = await page.goto(spanishPath(route.path));
          expect(res?.status(), route.path).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', 'es');
          const h1 = page.getByRole('heading', { level: 1 });
          await expect(h1).toHaveCount(1);
          if (route.h1) await expect(h1, route.path).not.toHaveText(route.h1);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, route.path).toBeLessThanOrEqual(0);
          await expectNoAxeViolations(page);
        }
      });
    }
  });
}

test('a Spanish request: Spanish form and success screen, ES in the back office and the CSV', async ({
  page,
  browser,
  baseURL,
}) => {
  const token = `es${Date.now()}`;
  await asNewVisitor(page);
  await page.goto('/es/contact');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const shownAt = Date.now();
  await page.getByLabel('Nombre completo').fill(`Ana Rivera ${token}`);
  await page.getByLabel('Correo electrónico').fill(`ana.${token}@example.com`);
  await page.getByLabel('Servicio de interés').selectOption({ label: 'Bienes raíces' });
  await page.getByRole('button', { name: 'Solicitar consulta' }).click();
  // Spanish validation messages next to the fields.
  await expect(page.getByText('Cuéntenos con más detalle lo que necesita')).toBeVisible();
  await page.getByLabel('¿Cómo podemos ayudarle?').fill('Busco un local comercial en Holyoke.');
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, shownAt + 3300 - Date.now())));
  const heard = await recordLiveAnnouncements(page);
  await page.getByRole('button', { name: 'Solicitar consulta' }).click();
  const es = consultationText.es;
  await expect(page.getByRole('heading', { name: es.successHeading })).toBeFocused();
  await expect(page.getByText(es.successBefore)).toContainText('24 a 48 horas');
  // The toast shows, named in Spanish; only the focused heading reads the news out, once.
  await expect(page.getByRole('region', { name: 'Notificaciones (F8)' })).toBeAttached();
  await expect(page.getByText(es.receivedTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar notificación' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Dismiss/ })).toHaveCount(0);
  const readOut = (await heard()).filter((text) =>
    [es.successHeading, es.receivedTitle, es.receivedDescription].some((news) =>
      text.includes(news),
    ),
  );
  expect(readOut).toEqual([]);
  await expectNoAxeViolations(page);

  const admin = await adminPage(browser, baseURL!);
  await admin.goto(`/admin/leads?q=${token}`);
  const card = admin.getByRole('article').filter({ hasText: `Ana Rivera ${token}` });
  await expect(card.locator('[data-locale="es"]')).toHaveText(/ES/);
  const downloadPromise = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile((await (await downloadPromise).path())!, 'utf8');
  const [header, row] = parseCsv(text.slice(1));
  expect(row![header!.indexOf('Language')]).toBe('es');
  expect(row![header!.indexOf('Service')]).toBe('Real Estate');
  await admin.context().close();
});

test('the longer Spanish equity button wraps on a 320 px screen instead of scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/es/contact');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Soy solicitante de equidad social').check();
  const submit = page.getByRole('button', {
    name: consultationText.es.submitEquity,
  });
  await expect(submit).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('the visitor who wrote in Spanish gets the acknowledgement in Spanish', async ({
  browser,
}) => {
  const server = await startMailedServer();
  try {
    const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    await page.goto('/es/contact.html');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const shownAt = Date.now();
    await page.getByLabel('Nombre completo').fill('Luis Ortega');
    await page.getByLabel('Correo electrónico').fill('luis@example.com');
    await page
      .getByLabel('¿Cómo podemos ayudarle?')
      .fill('Quiero solicitar una licencia de equidad social.');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, shownAt + 3300 - Date.now())));
    await page.getByRole('button', { name: 'Solicitar consulta' }).click();
    await expect(page.getByRole('heading', { name: '¡Solicitud recibida!' })).toBeVisible();
    const [mail] = await server.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'luis@example.com'));
    expect(mail!.subject).toMatch(/^Recibimos su solicitud de consulta/);
    expect(mail!.textBody).toContain('Próximos pasos');
    await page.context().close();
  } finally {
    await server.close();
  }
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-US' });
  test('is offered the Spanish page on English pages, and can close the offer', async ({
    page,
  }) => {
    await page.goto('/team');
    const offer = page.getByRole('complementary', { name: 'Idioma' });
    await expect(offer).toBeVisible();
    await expectNoAxeViolations(page);
    await offer.getByRole('button', { name: 'Cerrar' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await offer.getByRole('link', { name: 'Lea esta página en español' }).click();
    await expect(page).toHaveURL(/\/es\/team$/);
    await expect(page.getByRole('complementary', { name: 'Idioma' })).toHaveCount(0);
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });
  test('is offered nothing', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByRole('complementary', { name: 'Idioma' })).toBeHidden();
  });
});
