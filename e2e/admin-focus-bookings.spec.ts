import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { bookings, emailOutbox } from '../db/schema.ts';
import { firmWallToInstant } from '../src/lib/booking/slots.ts';
import { contrastRatio } from '../src/lib/contrast.ts';
import { createHost, daysAhead, holdPayload } from '../src/server/testing/booking.ts';
import { E2E_ADMIN, ensureAdmin, originHeaders, signInWithApi } from './adminSession.ts';
import { startBookingServer, type BookingServer } from './bookingServer.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { expectFocusVisible } from './focus.ts';

/**
 * The admin's focus rule on the Bookings and Availability pages (README, "Focus after an action"):
 * after cancel, move, Completed, save, remove, add time off and remove a holiday, focus is on what
 * changed, never on <body>. Also the availability form's own checks: field borders of 3:1, named
 * end fields, and errors that take focus. A booking server of its own, as booking-admin.spec.ts.
 */
let server: BookingServer;
let page: Page;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startBookingServer();
  const context = await browser.newContext({ baseURL: server.baseURL });
  page = await context.newPage();
  await ensureAdmin(page.request, server.baseURL);
  const admin = await signInWithApi(page, server.baseURL, E2E_ADMIN);
  await createHost(server.db, { memberId: admin.id });
});
test.afterAll(async () => {
  await page?.context().close();
  await server?.close();
});

const at = (day: number, hour: number) =>
  new Date(firmWallToInstant(daysAhead(day), hour * 60)).toISOString();

let visitor = 0;
/** A visitor books and confirms through the public API, as the booking page and email do. */
async function book(start: string, name: string): Promise<string> {
  visitor++;
  const hold = await page.request.post('/api/booking/holds', {
    data: holdPayload(start, { name, email: `focus-visitor-${visitor}@example.com` }),
    headers: { ...originHeaders(server.baseURL), 'x-e2e-client-ip': `198.51.100.${visitor}` },
  });
  expect(hold.status(), await hold.text()).toBe(201);
  const { holdId } = await hold.json();
  const [mail] = await server.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.relatedId, holdId));
  const token = /confirm\?token=([\w-]+)/.exec(mail!.textBody)![1];
  const confirmed = await page.request.post('/api/booking/confirm', {
    data: { token },
    headers: originHeaders(server.baseURL),
  });
  expect(confirmed.status()).toBe(200);
  return holdId;
}

/** Presses Enter on `button`, as a keyboard user does. */
async function press(button: ReturnType<Page['getByRole']>) {
  await button.focus();
  await page.keyboard.press('Enter');
}

test('cancel, move and Completed leave focus on the booking or its day', async () => {
  await book(at(3, 10), 'Grace Focus');
  await book(at(3, 12), 'Ada Focus');
  await book(at(4, 11), 'Alan Focus');
  await page.goto('/admin/bookings');
  await expect(page.getByRole('article')).toHaveCount(3);

  // Cancel: the booking leaves the agenda; focus goes to its day, which still has Ada.
  await press(page.getByRole('button', { name: 'Cancel the consultation with Grace Focus' }));
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel Consultation' });
  await cancelDialog.getByLabel('Reason for the visitor').fill('The host is away that day.');
  await press(cancelDialog.getByRole('button', { name: 'Cancel Consultation' }));
  await expect(page.getByText('Consultation Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  const day = await expectFocusVisible(page, { tag: 'h2' });
  expect(day.name).toMatch(/\w+day, \w+ \d+/);

  // Move: focus follows the booking to its new time.
  await press(page.getByRole('button', { name: 'Reschedule the consultation with Alan Focus' }));
  const moveDialog = page.getByRole('dialog', { name: 'Reschedule Consultation' });
  await moveDialog.getByLabel('Day').selectOption(daysAhead(5));
  await moveDialog.getByLabel('Time (Eastern)').selectOption(at(5, 15));
  await press(moveDialog.getByRole('button', { name: 'Move Consultation' }));
  await expect(page.getByText('Consultation Moved', { exact: true })).toBeVisible();
  await expectFocusVisible(page, { tag: 'article', name: /3:00 PM – 4:00 PM ET · Alan Focus/ });
  await expectNoAxeViolations(page);

  // Completed: the button stays where it was (it is not disabled under the focus while saving).
  const [alan] = await server.db.select().from(bookings).where(eq(bookings.name, 'Alan Focus'));
  const start = Date.now() - 3 * 3600_000;
  await server.db
    .update(bookings)
    .set({
      startsAt: new Date(start),
      endsAt: new Date(start + 1800_000),
      blockedFrom: new Date(start),
      blockedUntil: new Date(start + 2700_000),
    })
    .where(eq(bookings.id, alan!.id));
  await page.goto('/admin/bookings?when=past');
  const done = page.getByRole('button', {
    name: 'Mark the consultation with Alan Focus completed',
  });
  await press(done);
  await expect(page.getByText('Marked Completed', { exact: true })).toBeVisible();
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await expectFocusVisible(page, { name: 'Mark the consultation with Alan Focus completed' });
});

test('weekly hours: 3:1 borders, named end fields, and focus after remove and save', async () => {
  await page.goto('/admin/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  // Seven days of one window each: a start and an end field per day.
  const hours = page.getByRole('group', { name: /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/ });
  await expect(hours).toHaveCount(7);
  const fields = hours.locator('input[type="time"]');
  await expect(fields).toHaveCount(14);
  const borders = await fields.evaluateAll((inputs) =>
    inputs.map((input) => {
      const style = getComputedStyle(input);
      let surface: Element | null = input.parentElement;
      let background = 'rgba(0, 0, 0, 0)';
      while (surface && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
        background = getComputedStyle(surface).backgroundColor;
        surface = surface.parentElement;
      }
      return { border: style.borderTopColor, width: style.borderTopWidth, background };
    }),
  );
  for (const { border, width, background } of borders) {
    expect(width).not.toBe('0px');
    expect(contrastRatio(border, background), `${border} on ${background}`).toBeGreaterThanOrEqual(
      3,
    );
  }
  // Every field says which day and which end it is, not just "to".
  await expect(page.getByLabel('to', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Monday window 1 end time')).toHaveValue('17:00');
  await expect(page.getByLabel('Monday window 1 start time')).toHaveValue('09:00');

  // Remove a window: focus stays in that day, on the button that adds hours back.
  await press(page.getByRole('button', { name: 'Add hours on Monday' }));
  await expect(page.getByLabel('Monday window 2 end time')).toBeVisible();
  await press(page.getByRole('button', { name: 'Remove Monday window 2' }));
  await expect(page.getByLabel('Monday window 2 end time')).toHaveCount(0);
  await expectFocusVisible(page, { name: 'Add hours on Monday' });

  // Save: the button keeps focus (it is not disabled under it while saving).
  await press(page.getByRole('button', { name: 'Save Availability' }));
  await expect(page.getByText('Availability Saved', { exact: true })).toBeVisible();
  await expectFocusVisible(page, { name: 'Save Availability' });
});

test('time off and holidays: errors take focus; add and remove leave focus on the list', async () => {
  await page.goto('/admin/availability');
  const timeOff = page.getByRole('form', { name: 'Add time off' });
  await timeOff.getByLabel('From date').fill(daysAhead(8));
  await timeOff.getByLabel('Until date').fill(daysAhead(7));
  await press(timeOff.getByRole('button', { name: 'Add Time Off' }));
  await expect(timeOff.getByLabel('Until date')).toBeFocused();
  await expect(timeOff.getByLabel('Until date')).toHaveAccessibleDescription(
    'Time off ends after it starts',
  );
  await expectNoAxeViolations(page);

  // A valid range: focus on the new row of the list.
  await timeOff.getByLabel('Until date').fill(daysAhead(9));
  await timeOff.getByLabel('Reason (optional)').fill('Focus course');
  await press(timeOff.getByRole('button', { name: 'Add Time Off' }));
  await expect(page.getByText('Time Off Added', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: /Time off for/ });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectFocusVisible(page, { tag: 'li', name: /Focus course/ });

  // Remove it: the list is gone, focus on the section's heading.
  await press(list.getByRole('button', { name: /^Remove time off/ }));
  const removeTimeOff = page.getByRole('dialog', { name: 'Remove Time Off' });
  await expectNoAxeViolations(page);
  await press(removeTimeOff.getByRole('button', { name: 'Remove', exact: true }));
  await expect(page.getByText('Time Off Removed', { exact: true })).toBeVisible();
  await expectFocusVisible(page, { tag: 'h2', name: /^Time off for/ });

  // A holiday with nothing filled in: focus on the first field, its error read with it.
  const holiday = page.getByRole('form', { name: 'Add a firm holiday' });
  await press(holiday.getByRole('button', { name: 'Add Holiday' }));
  await expect(holiday.getByLabel('Day', { exact: true })).toBeFocused();
  await expect(holiday.getByLabel('Day', { exact: true })).toHaveAccessibleDescription(
    'Please choose the day',
  );
  await holiday.getByLabel('Day', { exact: true }).fill(daysAhead(10));
  await press(holiday.getByRole('button', { name: 'Add Holiday' }));
  await expect(holiday.getByLabel('Holiday name')).toBeFocused();
  await holiday.getByLabel('Holiday name').fill('Focus retreat');
  await press(holiday.getByRole('button', { name: 'Add Holiday' }));
  await expect(page.getByText('Holiday Added', { exact: true })).toBeVisible();
  await expectFocusVisible(page, { tag: 'li', name: /Focus retreat/ });

  await press(page.getByRole('button', { name: /^Remove Focus retreat/ }));
  const removeHoliday = page.getByRole('dialog', { name: 'Remove Holiday' });
  await press(removeHoliday.getByRole('button', { name: 'Remove', exact: true }));
  await expect(page.getByText('Holiday Removed', { exact: true })).toBeVisible();
  await expectFocusVisible(page, { tag: 'h2', name: 'Firm holidays' });
  await expectNoAxeViolations(page);
});
