import { expect, test, type Page } from '@playwright/test';
import { bookingText } from '../src/components/islands/booking/bookingText.ts';
import type { Locale } from '../src/i18n/locales.ts';
import { createHost } from '../src/server/testing/booking.ts';
import { startBookingServer, type BookingServer } from './bookingServer.ts';
import { expectEveryClassStyled } from './classCoverage.ts';
import { bookAndConfirmInBrowser, chooseFirstTime } from './bookingSteps.ts';
import { publicRoutes } from './publicRoutes.ts';

/**
 * Every class a public page's DOM uses has a rule in the CSS that page loads, in both languages
 * and in the states the browser tests reach: a page that renders an island without the islands'
 * stylesheet fails here (it did: /book/manage had no rule for bg-danger, "Yes, Cancel It" was
 * white on white).
 */
let server: BookingServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startBookingServer();
  await createHost(server.db);
});
test.afterAll(async () => server?.close());

const inLocale = (locale: Locale, path: string) =>
  locale === 'es' ? (path === '/' ? '/es' : `/es${path}`) : path;

for (const locale of ['en', 'es'] as const) {
  test(`every public page styles every class it uses (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of publicRoutes) {
      await page.goto(`${server.baseURL}${inLocale(locale, route.path)}`);
      await expectEveryClassStyled(page, inLocale(locale, route.path));
    }
    // The chat panel, opened.
    await page.goto(`${server.baseURL}${inLocale(locale, '/')}`);
    await page.locator('button[data-chat-launcher], #chat-launcher').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectEveryClassStyled(page, `${inLocale(locale, '/')} with the chat open`);
  });

  test(`every booking step styles every class it uses (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = bookingText[locale];
    const check = (state: string) => expectEveryClassStyled(page, `${locale} ${state}`);

    await page.goto(`${server.baseURL}${inLocale(locale, '/book')}`);
    await expect(page.getByRole('grid')).toBeVisible();
    await check('/book, calendar');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.chooseTime })).toBeVisible();
    await check('/book, no time chosen');
    await chooseFirstTime(page);
    await check('/book, time chosen');

    const { manage } = await bookAndConfirmInBrowser(page, server, locale);
    await check('/book/confirm, confirmed');
    await page.goto(manage);
    await page.getByRole('button', { name: text.cancelBooking }).click();
    await expect(page.getByRole('button', { name: text.cancelConfirm })).toBeVisible();
    await check('/book/manage, asking to cancel');
    await page.getByRole('button', { name: text.keepBooking }).click();
    await page.getByRole('button', { name: text.moveBooking }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await check('/book/manage, choosing another time');
    await page.getByRole('button', { name: text.cancelBooking }).click();
    await page.getByRole('button', { name: text.cancelConfirm }).click();
    await expect(page.getByRole('heading', { name: text.cancelledHeading })).toBeVisible();
    await check('/book/manage, cancelled');

    await page.goto(
      `${server.baseURL}${inLocale(locale, '/book/confirm')}?token=${'x'.repeat(43)}`,
    );
    await expect(page.getByRole('heading', { name: text.confirmFailedHeading })).toBeVisible();
    await check('/book/confirm, link not valid');
  });
}

export type { Page };
