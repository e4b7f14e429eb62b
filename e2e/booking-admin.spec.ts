import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { bookings, emailOutbox } from '../db/schema.ts';
import { firmWallToInstant } from '../src/lib/booking/slots.ts';
import { localDate } from '../src/lib/firmTime.ts';
import { createHost, daysAhead, holdPayload } from '../src/server/testing/booking.ts';
import {
  createStaffMember,
  E2E_ADMIN,
  ensureAdmin,
  originHeaders,
  signInWithApi,
} from './adminSession.ts';
import { startBookingServer, type BookingServer } from './bookingServer.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { expectFocusVisible } from './focus.ts';

/**
 * The staff Bookings page on a booking server of its own: the agenda by Eastern day, cancel after
 * a confirmation and move a consultation for the visitor with the keyboard, mark one that has
 * happened, and the lead's "Booked for" line.
 */
let server: BookingServer;
let page: Page;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  // A fresh database and its migrations: slow on a busy machine, once per file.
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
  const email = `visitor-${visitor}@example.com`;
  const hold = await page.request.post('/api/booking/holds', {
    data: holdPayload(start, { name, email }),
    headers: { ...originHeaders(server.baseURL), 'x-e2e-client-ip': `192.0.2.${visitor}` },
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

const rowOf = async (id: string) =>
  (await server.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

test('the agenda lists upcoming consultations by Eastern day; cancel asks first', async () => {
  const grace = await book(at(3, 10), 'Grace Hopper');
  await book(at(4, 11), 'Alan Turing');
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const item = page.getByRole('article', { name: /Grace Hopper/ });
  await expect(item).toContainText('10:00 AM – 11:00 AM ET · Grace Hopper');
  await expect(item).toContainText('Cannabis');
  await expect(item.getByRole('link', { name: 'Open lead of Grace Hopper' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Keyboard: the cancel button opens a confirmation; keeping the consultation changes nothing.
  await item.getByRole('button', { name: 'Cancel the consultation with Grace Hopper' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel Consultation' });
  await expect(dialog).toContainText('Grace Hopper');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusVisible(page, { name: 'Cancel the consultation with Grace Hopper' });
  expect((await rowOf(grace)).status).toBe('confirmed');

  await item.getByRole('button', { name: 'Cancel the consultation with Grace Hopper' }).focus();
  await page.keyboard.press('Enter');
  // The visitor is told why: no reason, no cancel.
  await dialog.getByRole('button', { name: 'Cancel Consultation' }).focus();
  await page.keyboard.press('Enter');
  const reason = dialog.getByLabel('Reason for the visitor');
  await expect(reason).toHaveAccessibleDescription(/Tell the visitor why/);
  await expectFocusVisible(page);
  await expectNoAxeViolations(page);
  expect((await rowOf(grace)).status).toBe('confirmed');
  await reason.fill('Our consultant is ill that day.');
  await dialog.getByRole('button', { name: 'Cancel Consultation' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Consultation Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectFocusVisible(page);
  const cancelled = await rowOf(grace);
  expect(cancelled).toMatchObject({
    status: 'cancelled',
    cancelReason: 'Our consultant is ill that day.',
  });
  const [toVisitor] = await server.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'booking_cancelled'));
  expect(toVisitor!.textBody).toContain('Reason: Our consultant is ill that day.');
});

test('a pending hold shows on the agenda, marked pending, with no actions', async () => {
  const hold = await page.request.post('/api/booking/holds', {
    data: holdPayload(at(6, 9), { name: 'Katherine Johnson', email: 'kj@example.com' }),
    headers: { ...originHeaders(server.baseURL), 'x-e2e-client-ip': '192.0.2.200' },
  });
  expect(hold.status()).toBe(201);
  await page.goto('/admin/bookings');
  const item = page.getByRole('article', { name: /Katherine Johnson/ });
  await expect(item).toContainText('Pending: not confirmed yet');
  await expect(item).toContainText('The visitor has not confirmed yet.');
  await expect(item.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await server.db.delete(bookings).where(eq(bookings.email, 'kj@example.com'));
});

test('staff move a consultation for the visitor to another open time', async () => {
  await page.goto('/admin/bookings');
  const item = page.getByRole('article', { name: /Alan Turing/ });
  await item.getByRole('button', { name: 'Reschedule the consultation with Alan Turing' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reschedule Consultation' });
  const day = dialog.getByLabel('Day');
  await expect(day).toBeVisible();
  await expectNoAxeViolations(page);
  const target = at(5, 15);
  await day.selectOption(daysAhead(5));
  await dialog.getByLabel('Time (Eastern)').selectOption(target);
  await dialog.getByRole('button', { name: 'Move Consultation' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Consultation Moved', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: /Alan Turing/ })).toContainText(
    '3:00 PM – 4:00 PM ET',
  );
  await expectFocusVisible(page);
  const [row] = await server.db.select().from(bookings).where(eq(bookings.name, 'Alan Turing'));
  expect(row!.startsAt.toISOString()).toBe(target);
  expect(row!.icalSequence).toBe(1);

  // The lead that booked says when, in the list and in its dialog.
  await page.goto('/admin/leads');
  const card = page.getByRole('article').filter({ hasText: 'Alan Turing' });
  await expect(card).toContainText(/Booked for \w{3}, \w{3} \d+, \d{4}, 3:00\sPM ET/);
  await card.getByRole('button', { name: 'Alan Turing' }).click();
  await expect(page.getByRole('dialog')).toContainText(/Booked for .*3:00\sPM ET/);
  await expectNoAxeViolations(page);
});

test('a consultation that has happened is marked completed on the past agenda', async () => {
  const [row] = await server.db.select().from(bookings).where(eq(bookings.name, 'Alan Turing'));
  const start = Date.now() - 3 * 3600_000;
  await server.db
    .update(bookings)
    .set({
      startsAt: new Date(start),
      endsAt: new Date(start + 1800_000),
      blockedFrom: new Date(start),
      blockedUntil: new Date(start + 2700_000),
    })
    .where(eq(bookings.id, row!.id));
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { name: 'No Upcoming Bookings' })).toBeVisible();
  // A keyboard user changes the filter; focus stays on it while the other agenda loads.
  const show = page.getByRole('combobox', { name: 'Show', exact: true });
  await show.focus();
  await show.selectOption('past');
  await expect(page).toHaveURL(/when=past/);
  await expect(
    page.getByRole('button', { name: 'Mark the consultation with Alan Turing completed' }),
  ).toBeVisible();
  await expect(show).toBeFocused();
  const done = page.getByRole('button', {
    name: 'Mark the consultation with Alan Turing completed',
  });
  await done.focus();
  await page.keyboard.press('Enter');
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await expectFocusVisible(page);
  expect((await rowOf(row!.id)).status).toBe('completed');
  await expectNoAxeViolations(page);
});

test('an admin adds time off and a firm holiday on the Availability page; both close slots', async () => {
  const slotDays = async () => {
    const res = await page.request.get(
      `/api/booking/slots?division=cannabis&from=${daysAhead(8)}&days=3`,
    );
    const { slots } = (await res.json()) as { slots: { start: string }[] };
    return new Set(slots.map((s) => localDate(Date.parse(s.start))));
  };
  expect(await slotDays()).toEqual(new Set([daysAhead(8), daysAhead(9), daysAhead(10)]));

  await page.goto('/admin/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  const timeOff = page.getByRole('form', { name: 'Add time off' });
  await expect(page.getByText('No upcoming time off.')).toBeVisible();
  await expect(page.getByText('No upcoming holidays.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A range that ends before it starts is refused on the form, next to the field.
  await timeOff.getByLabel('From date').fill(daysAhead(8));
  await timeOff.getByLabel('Until date').fill(daysAhead(7));
  await timeOff.getByRole('button', { name: 'Add Time Off' }).click();
  await expect(timeOff.getByLabel('Until date')).toHaveAccessibleDescription(
    'Time off ends after it starts',
  );
  await expect(timeOff.getByLabel('Until date')).toBeFocused();
  await expectFocusVisible(page);

  // The whole of day 8 (Eastern), with the keyboard.
  await timeOff.getByLabel('Until date').fill(daysAhead(9));
  await timeOff.getByLabel('From time').fill('00:00');
  await timeOff.getByLabel('Until time').fill('00:00');
  await timeOff.getByLabel('Reason (optional)').fill('Course');
  await timeOff.getByRole('button', { name: 'Add Time Off' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Time Off Added', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: /Time off for/ });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('12:00 AM ET');
  await expect(list).toContainText('Course');
  await expectFocusVisible(page);
  expect(await slotDays()).toEqual(new Set([daysAhead(9), daysAhead(10)]));

  // A firm holiday on day 10.
  const holiday = page.getByRole('form', { name: 'Add a firm holiday' });
  await holiday.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(holiday.getByLabel('Holiday name')).toHaveAccessibleDescription(
    'Please name the holiday',
  );
  await expectFocusVisible(page);
  await holiday.getByLabel('Day', { exact: true }).fill(daysAhead(10));
  await holiday.getByLabel('Holiday name').fill('Firm retreat');
  await holiday.getByRole('button', { name: 'Add Holiday' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Holiday Added', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Upcoming firm holidays' })).toContainText(
    'Firm retreat',
  );
  await expectFocusVisible(page);
  expect(await slotDays()).toEqual(new Set([daysAhead(9)]));
  // The same day again: the server's 409 shows under the day.
  await holiday.getByLabel('Day', { exact: true }).fill(daysAhead(10));
  await holiday.getByLabel('Holiday name').fill('Again');
  await holiday.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(holiday.getByLabel('Day', { exact: true })).toHaveAccessibleDescription(
    'This day is already a firm holiday',
  );
  await expectFocusVisible(page);
  await expectNoAxeViolations(page);

  // Removing asks first; Escape keeps it, confirming removes it.
  const removeTimeOff = list.getByRole('button', { name: /^Remove time off/ });
  await removeTimeOff.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove Time Off' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(removeTimeOff).toBeFocused();
  await removeTimeOff.click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Time Off Removed', { exact: true })).toBeVisible();
  await expect(page.getByText('No upcoming time off.')).toBeVisible();
  await expectFocusVisible(page);
  expect(await slotDays()).toEqual(new Set([daysAhead(8), daysAhead(9)]));
});

test('an employee reads the firm holidays on the Availability page and cannot change them', async ({
  browser,
}) => {
  const added = await page.request.post('/api/admin/holidays', {
    data: { day: daysAhead(12), name: 'Staff training day' },
    headers: originHeaders(server.baseURL),
  });
  expect(added.status()).toBe(201);
  const member = await createStaffMember(browser, server.baseURL, 'employee');
  const context = await browser.newContext({ baseURL: server.baseURL });
  const employee = await context.newPage();
  await signInWithApi(employee, server.baseURL, member);

  await employee.goto('/admin/availability');
  await expect(employee.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  const holidays = employee.getByRole('list', { name: 'Upcoming firm holidays' });
  await expect(holidays).toContainText('Staff training day');
  await expect(employee.getByText('Only admins can change them.')).toBeVisible();
  await expect(holidays.getByRole('button')).toHaveCount(0);
  await expect(employee.getByRole('form', { name: 'Add a firm holiday' })).toHaveCount(0);
  // Their own hours and time off only: no choice of team member.
  await expect(
    employee.getByRole('heading', { name: `Time off for ${member.name}` }),
  ).toBeVisible();
  await expect(employee.getByLabel('Team member')).toHaveCount(0);
  await expectNoAxeViolations(employee);

  // The server says the same: an employee adds no holiday.
  const refused = await employee.request.post('/api/admin/holidays', {
    data: { day: daysAhead(13), name: 'Mine' },
    headers: originHeaders(server.baseURL),
  });
  expect(refused.status()).toBe(403);
  await context.close();
});
