import { expect, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { bookings, emailOutbox } from '../db/schema.ts';
import { bookingText } from '../src/components/islands/booking/bookingText.ts';
import type { Locale } from '../src/i18n/locales.ts';
import type { BookingServer } from './bookingServer.ts';
import { passMinimumFillTime } from './fixtures.ts';

/** Steps of booking in the browser, shared by the booking specs (mouse, not keyboard). */

/** The first day with times, then its first time at least a few minutes past the 24 h notice. */
export async function chooseFirstTime(page: Page): Promise<string> {
  await page.locator('[role="gridcell"] button:not([disabled])').first().click();
  const radios = page.getByRole('radiogroup').getByRole('radio');
  await expect(radios.first()).toBeVisible();
  for (const radio of await radios.all()) {
    const start = (await radio.getAttribute('value')) ?? '';
    // Typing the form takes time; a time on the notice's edge would be refused as too soon.
    if (Date.parse(start) - Date.now() > (24 * 60 + 5) * 60_000) {
      await radio.check();
      return start;
    }
  }
  throw new Error('no time clear of the minimum notice on the first day');
}

/** The visitor's details, typed into the booking form. */
export async function fillDetails(page: Page, email: string): Promise<void> {
  await page.locator('#consultation-name').fill('Ada Lovelace');
  await page.locator('#consultation-email').fill(email);
  await page.locator('#consultation-phone').fill('(413) 555-0100');
  await page
    .locator('#consultation-message')
    .fill('I am applying for a social equity license and need help.');
}

/** The confirmation link emailed for a hold by this address. */
export async function emailedConfirmLink(server: BookingServer, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const [booking] = await server.db.select().from(bookings).where(eq(bookings.email, email));
        if (!booking) return undefined;
        const mails = await server.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.relatedId, booking.id));
        link = mails
          .map((m) => /https?:\/\/\S+\/book\/confirm\?token=[\w-]+/.exec(m.textBody)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * On /book with a time chosen: details, "Book This Time", the emailed link opened, and the
 * confirmation page shown. Answers the manage link the page offers.
 */
export async function bookAndConfirmInBrowser(
  page: Page,
  server: BookingServer,
  locale: Locale,
  email = `visitor-${randomUUID().slice(0, 8)}@example.com`,
): Promise<{ manage: string; email: string }> {
  const text = bookingText[locale];
  // Each visitor its own client address: the per-IP hold limit stays out of the way.
  await page.setExtraHTTPHeaders({
    'x-e2e-client-ip': `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
  });
  await fillDetails(page, email);
  await passMinimumFillTime(page);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('heading', { name: text.heldHeading })).toBeVisible();
  await page.goto(await emailedConfirmLink(server, email));
  await expect(page.getByRole('heading', { name: text.confirmedHeading })).toBeVisible();
  const manage = await page.getByRole('link', { name: text.manageLink }).getAttribute('href');
  return { manage: manage!, email };
}
