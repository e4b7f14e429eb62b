import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { bookings } from '../db/schema.ts';
import { bookingText } from '../src/components/islands/booking/bookingText.ts';
import { consultationText } from '../src/components/islands/consultationText.ts';
import type { Locale } from '../src/i18n/locales.ts';
import { translator } from '../src/i18n/translate.ts';
import { createHost, holdPayload } from '../src/server/testing/booking.ts';
import { site } from '../src/lib/site.ts';
import { contrastRatio } from '../src/lib/contrast.ts';
import { startBookingServer, type BookingServer } from './bookingServer.ts';
import { expectNoAxeViolations, newAxeBuilder, passMinimumFillTime } from './fixtures.ts';
import {
  bookAndConfirmInBrowser,
  chooseFirstTime,
  emailedConfirmLink,
  fillDetails,
} from './bookingSteps.ts';

/** What a visitor meets on the booking pages, beyond the keyboard flow of booking.spec.ts. */
let server: BookingServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startBookingServer();
  await createHost(server.db);
});
test.afterAll(async () => server?.close());
// A visitor in the firm's zone unless a test says otherwise.
test.use({ timezoneId: 'America/New_York' });

const book = (locale: Locale) => `${server.baseURL}${locale === 'es' ? '/es' : ''}/book`;

test('every Book link is /book in the built HTML, before any script runs', async ({ request }) => {
  for (const [path, locale, expected] of [
    ['/', 'en', '/book'],
    ['/cannabis', 'en', '/book?division=cannabis'],
    ['/es/cannabis', 'es', '/es/book?division=cannabis'],
  ] as const) {
    const html = await (await request.get(`${server.baseURL}${path}`)).text();
    const t = translator(locale);
    const labels = [t('Book Free Consultation'), t('Book Free Consultation|header')];
    const links = [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)]
      .filter(([, , label]) => labels.includes(label!.trim()))
      .map(([, attributes]) => /href="([^"]*)"/.exec(attributes!)![1]!);
    expect(links.length, path).toBeGreaterThan(1);
    for (const href of links) expect(href, path).toMatch(/^(\/es)?\/book(\?division=[\w-]+)?$/);
    expect(links, path).toContain(expected);
  }
});

for (const locale of ['en', 'es'] as const) {
  test(`/book with no open times says so and takes a request in place (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = bookingText[locale];
    const fields = consultationText[locale];
    const empty = await startBookingServer();
    try {
      await page.goto(`${empty.baseURL}${locale === 'es' ? '/es' : ''}/book`);
      await expect(page.getByRole('heading', { name: text.bookingOffHeading })).toBeVisible();
      await expect(page.getByRole('grid')).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.submit })).toHaveCount(0);
      const form = page.getByRole('form', { name: fields.formLabel });
      await expect(form).toBeVisible();
      await expect(form.getByLabel(fields.message)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(locale === 'es' ? '/es/book' : '/book');
    } finally {
      await empty.close();
    }
  });
}

test('after a 409 the times are fetched fresh: the time just taken is gone', async ({ page }) => {
  test.setTimeout(90_000);
  const text = bookingText.en;
  await page.setExtraHTTPHeaders({ 'x-e2e-client-ip': '198.51.100.201' });
  await page.goto(book('en'));
  const start = await chooseFirstTime(page);
  await fillDetails(page, 'slow@example.com');
  // Someone else takes that time meanwhile.
  const other = await page.request.post(`${server.baseURL}/api/booking/holds`, {
    data: holdPayload(start, { email: 'quick@example.com' }),
    headers: { Origin: server.baseURL, 'x-e2e-client-ip': '198.51.100.202' },
  });
  expect(other.status()).toBe(201);
  await passMinimumFillTime(page);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.slotTaken })).toBeVisible();
  // The list shown now is the server's (the browser used to answer the refetch from its cache,
  // max-age=30, and offered the lost time again).
  await expect(page.locator(`input[name="booking-start"][value="${start}"]`)).toHaveCount(0);
  const [row] = await server.db
    .select()
    .from(bookings)
    .where(eq(bookings.email, 'slow@example.com'));
  expect(row).toBeUndefined();
});

test('the booking page names the zone with every time, one "Choose a day", Spanish calendar names', async ({
  page,
}) => {
  for (const locale of ['en', 'es'] as const) {
    const text = bookingText[locale];
    await page.goto(book(locale));
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('heading', { name: text.dateHeading, exact: true })).toHaveCount(1);
    // react-day-picker names its month navigation in English unless told.
    await expect(page.getByRole('navigation', { name: text.navLabel })).toBeVisible();
    const unique = await newAxeBuilder(page).withRules(['landmark-unique']).analyze();
    expect(unique.violations.map((v) => v.id)).toEqual([]);
    // No "0 times available" for a day without times.
    const labels = await page
      .locator('[role="gridcell"] button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    expect(labels.filter((l) => /\b0 (times|horarios)/.test(l))).toEqual([]);
    // Days with times are marked apart from the rest (not only by opacity).
    const open = page.locator('[role="gridcell"] button:not([disabled])').first();
    const closed = page.locator('[role="gridcell"] button[disabled]').first();
    const weight = (l: typeof open) => l.evaluate((b) => getComputedStyle(b).fontWeight);
    expect(Number(await weight(open))).toBeGreaterThan(Number(await weight(closed)));

    await chooseFirstTime(page);
    const zone = locale === 'es' ? 'hora del Este' : 'Eastern Time';
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(zone) })).toBeVisible();
    const times = await page.getByRole('radiogroup').locator('label').allTextContents();
    for (const time of times) {
      expect(time).toMatch(
        locale === 'es' ? /^\d{1,2}:\d\d [ap]\. m\. hora del Este$/ : / E[SD]T$/,
      );
    }
  }
});

test('a visitor a day ahead sees the Eastern time beside each slot, dated when it is another day', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto(book('en'));
  // Tokyo is 14 hours ahead of EST: a morning time there is the day before in Holyoke, so its
  // Eastern time carries that date; 11 PM there is 9 AM the same day. The first open day in Tokyo
  // can hold only those 11 PM times (the Eastern day before it had none: a weekend, a holiday),
  // so the next open days are tried too: the one after an Eastern working day has its mornings.
  // The calendar shows one month: a next open day in the month after is reached with Next month.
  const openDays = page.locator('[role="gridcell"] button:not([disabled])');
  // The month grid loads with the first times: counted before it is there, no day is open, and
  // the loop would reach for the next month (disabled when every open day is in this one).
  await expect(openDays.first()).toBeVisible();
  let labels: string[] = [];
  let crossDay: string[] = [];
  for (let tried = 0, inMonth = 0; tried < 3 && crossDay.length === 0; tried++, inMonth++) {
    if (inMonth === (await openDays.count())) {
      await page.getByRole('button', { name: 'Next month' }).click();
      inMonth = 0;
    }
    await openDays.nth(inMonth).click();
    labels = await page.getByRole('radiogroup').locator('label').allTextContents();
    crossDay = labels.filter((label) => / AM /.test(label.split('(')[0]!));
  }
  expect(crossDay.length).toBeGreaterThan(0);
  for (const label of labels) {
    expect(label).toMatch(/\((\w{3} \d{1,2}, )?\d{1,2}:\d\d [AP]M E[SD]T\)$/);
  }
  for (const label of crossDay) {
    expect(label).toMatch(/\(\w{3} \d{1,2}, \d{1,2}:\d\d [AP]M E[SD]T\)$/);
  }
  await context.close();
});

for (const width of [320, 390]) {
  test(`/book and /es/book fit ${width} px: no sideways scroll, the zone select not cut off`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const locale of ['en', 'es'] as const) {
      await page.goto(book(locale));
      await expect(page.getByRole('grid')).toBeVisible();
      await page.locator('[role="gridcell"] button:not([disabled])').first().click();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${locale} at ${width}`).toBeLessThanOrEqual(0);
      const select = page.locator('#booking-timezone');
      const cut = await select.evaluate((el: HTMLSelectElement) => {
        const probe = document.createElement('span');
        const style = getComputedStyle(el);
        probe.style.font = style.font;
        probe.style.whiteSpace = 'nowrap';
        probe.style.position = 'absolute';
        probe.textContent = el.selectedOptions[0]!.text;
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        const room =
          el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return needed - room;
      });
      expect(cut, `${locale} zone select at ${width}`).toBeLessThanOrEqual(0);
    }
  });
}

test('the manage page: the cancel question takes focus, Enter twice does not cancel, the button is visible', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const text = bookingText.en;
  await page.goto(book('en'));
  await chooseFirstTime(page);
  const { manage, email } = await bookAndConfirmInBrowser(page, server, 'en');
  await page.goto(manage);
  const opener = page.getByRole('button', { name: text.cancelBooking });
  await opener.focus();
  await page.keyboard.press('Enter');
  const question = page.getByText(/^Cancel your consultation on .+\?$/);
  await expect(question).toBeFocused();
  await expect(question).toContainText(/\d{4}/);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: text.cancelConfirm });
  await expect(confirm).toBeVisible();
  const [row] = await server.db.select().from(bookings).where(eq(bookings.email, email));
  expect(row!.status).toBe('confirmed');
  // Filled, not white on nothing (review 2, B1: #ffffff on the white card, 1:1).
  const colors = await confirm.evaluate((b) => {
    const style = getComputedStyle(b);
    return { text: style.color, background: style.backgroundColor };
  });
  expect(colors.background).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
  // axe in this state too: it files equal colours under "incomplete", which the helper measures.
  await expectNoAxeViolations(page);
  // One landmark name each: the hero and the card are not both "Manage your consultation".
  const unique = await newAxeBuilder(page).withRules(['landmark-unique']).analyze();
  expect(unique.violations.map((v) => v.id)).toEqual([]);
  // "No, keep it" puts focus back on the button that asked.
  await page.getByRole('button', { name: text.keepBooking }).click();
  await expect(opener).toBeFocused();
  // Choosing another time starts at the calendar, not on <body>.
  await page.getByRole('button', { name: text.moveBooking }).click();
  await expect(page.getByRole('heading', { name: text.dateHeading })).toBeFocused();
  // Moving without a time: the message is read out (an alert), not only written under the times.
  await page.getByRole('button', { name: text.moveSubmit }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: text.chooseTime })).toBeVisible();
  await expect(page.locator('#booking-times-heading')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the confirmation page: the year, the division, the length, add-to-calendar and the manage link; reopened after a cancel it says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const text = bookingText.es;
  await page.goto(book('es'));
  await chooseFirstTime(page);
  const { manage, email } = await bookAndConfirmInBrowser(page, server, 'es');
  const card = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.manageHeading);
  await expect(card).toContainText(/de 20\d\d/);
  await expect(card).toContainText(text.divisionLabels.cannabis);
  await expect(card).toContainText(`${site.consultationMinutes} minutos`);
  await expect(card).toContainText('hora del Este');
  const google = await page.getByRole('link', { name: text.googleCalendar }).getAttribute('href');
  expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
  const dates = new URL(google!).searchParams.get('dates')!;
  const [from, to] = dates
    .split('/')
    .map((d) =>
      Date.parse(d.replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, '$1-$2-$3T$4:$5:$6Z')),
    );
  expect((to! - from!) / 60_000).toBe(site.consultationMinutes);
  await expect(page.getByRole('link', { name: text.outlookCalendar })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\/calendar\//,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: text.icsDownload }).click();
  const ics = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of ics) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks).toString('utf8');
  const [row] = await server.db.select().from(bookings).where(eq(bookings.email, email));
  expect(file).toContain(`UID:${row!.icalUid}`);
  expect(file).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
  expect(manage).toMatch(/\/es\/book\/manage\?token=/);

  // Cancelled, then the confirmation email's link opened again.
  await page.goto(manage);
  await page.getByRole('button', { name: text.cancelBooking }).click();
  await page.getByRole('button', { name: text.cancelConfirm }).click();
  await expect(page.getByRole('heading', { name: text.cancelledHeading })).toBeFocused();
  await page.goto(await emailedConfirmLink(server, email));
  await expect(page.getByRole('heading', { name: text.confirmCancelledHeading })).toBeVisible();
  await expect(page.getByText('20 minutos')).toHaveCount(0);
});

export type { Page };
