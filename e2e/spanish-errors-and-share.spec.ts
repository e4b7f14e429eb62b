import { expect, test, type Page } from '@playwright/test';
import { consultationText } from '../src/components/islands/consultationText.ts';
import { bookingText } from '../src/components/islands/booking/bookingText.ts';
import { createHost } from '../src/server/testing/booking.ts';
import { startBookingServer, type BookingServer } from './bookingServer.ts';

/**
 * What a Spanish visitor meets when the API refuses a form (in Spanish, by the answer's code, never
 * the server's English), and what a shared /es link or an app installed from /es shows.
 */
const es = consultationText.es;
const ZERO_WIDTH_SPACE = '\u200b';
const NAME_MESSAGE = /^El nombre contiene un carácter invisible o de dirección del texto/;
/** Words of the API's English sentence ("name contains an invisible … character …; remove it"). */
const ENGLISH = /contains|invisible or|remove it|Some fields/i;

let ipCounter = 0;
async function asNewVisitor(page: Page) {
  ipCounter++;
  await page.setExtraHTTPHeaders({ 'x-e2e-client-ip': `198.20.${process.pid % 250}.${ipCounter}` });
}

/** The server refuses forms sent sooner than a person types (3 s). */
const waitForFillTime = (since: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, since + 3300 - Date.now())));

test('a zero-width space in the name on /es/contact: Spanish under the field and in the toast', async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto('/es/contact');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const since = Date.now();
  await page.getByLabel(es.name).fill(`Ana${ZERO_WIDTH_SPACE}Torres`);
  await page.getByLabel(es.email).fill('ana@example.com');
  await page.getByLabel(es.message).fill('Necesitamos ayuda con la licencia de nuestra tienda.');
  await waitForFillTime(since);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/consultations'));
  await page.getByRole('button', { name: es.submit }).click();
  const res = await answer;
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({
    code: 'validation_failed',
    fieldCodes: { name: 'invisible_characters' },
  });

  const underName = page.locator('#consultation-name-error');
  await expect(underName).toHaveText(NAME_MESSAGE);
  await expect(underName).not.toHaveText(ENGLISH);
  await expect(page.getByLabel(es.name)).toHaveAttribute('aria-invalid', 'true');
  const toast = page.getByRole('region', { name: /Notificaciones/ });
  await expect(toast.getByText(es.failedTitle)).toBeVisible();
  await expect(toast.getByText(NAME_MESSAGE)).toBeVisible();
  await expect(toast).not.toContainText(ENGLISH);
});

test.describe('the booking form', () => {
  let server: BookingServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startBookingServer();
    await createHost(server.db);
  });
  test.afterAll(async () => server?.close());

  test('a zero-width space in the name on /es/book: Spanish under the field and in the status', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto(`${server.baseURL}/es/book?division=cannabis`);
    await expect(
      page.getByRole('heading', { level: 1, name: bookingText.es.heading }),
    ).toBeVisible();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const since = Date.now();
    // The last day with times: clear of the 24-hour notice whatever the time of day.
    await page.locator('[role="gridcell"] button:not([disabled])').last().click();
    await page.getByRole('radiogroup').getByRole('radio').last().check();
    await page.getByLabel(es.name).fill(`Ana${ZERO_WIDTH_SPACE}`);
    await page.getByLabel(es.email).fill('ana@example.com');
    // A call booking needs a number to call.
    await page.getByLabel(es.phone).fill('(413) 555-0100');
    await page.getByLabel(es.message).fill('Necesitamos ayuda con la licencia de nuestra tienda.');
    await waitForFillTime(since);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/booking/holds'));
    await page.getByRole('button', { name: bookingText.es.submit }).click();
    expect((await answer).status()).toBe(400);

    await expect(page.locator('#consultation-name-error')).toHaveText(NAME_MESSAGE);
    await expect(page.locator('form p[role="status"]')).toHaveText(NAME_MESSAGE);
  });
});

test('/es pages share the Spanish card and alt, and link the manifest that opens /es', async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of ['/es', '/es/contact', '/es/impact']) {
    await page.goto(path);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new URL('/og-default-es.png', baseURL).href,
    );
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      new URL('/og-default-es.png', baseURL).href,
    );
    for (const alt of ['meta[property="og:image:alt"]', 'meta[name="twitter:image:alt"]']) {
      await expect(page.locator(alt)).toHaveAttribute(
        'content',
        'Legacy Equity Group: Patrimonio y equidad a través del emprendimiento',
      );
    }
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ lang: 'es', start_url: '/es' });
    expect(manifest.description).toMatch(/^Consultoría para solicitantes de equidad social/);
  }

  const image = await request.get('/og-default-es.png');
  expect(image.headers()['content-type']).toBe('image/png');
  const bytes = await image.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

  // English pages keep the English card and the manifest that opens /.
  await page.goto('/contact');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new URL('/og-default.png', baseURL).href,
  );
  const english = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect((await (await request.get(english!)).json()).start_url).toBe('/');
});
