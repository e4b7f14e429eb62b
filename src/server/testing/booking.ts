import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  bookings,
  emailOutbox,
  firmHolidays,
  hostDivisions,
  hostWeeklyHours,
  leads,
  rateLimitBuckets,
  teamMembers,
} from '../../../db/schema.ts';
import type { Database } from '../../../db/client.ts';
import { nextDate } from '../../lib/booking/slots.ts';
import { localDate } from '../../lib/firmTime.ts';
import type { SlotsAnswer } from '../../lib/schemas/booking.ts';
import type { DivisionId } from '../../lib/site.ts';
import { freshIp } from './consultationFixtures.ts';
import type { TestApp } from './testApp.ts';

/**
 * A clean slate for a booking test: no bookings, mails, leads, holidays or rate-limit counts, and
 * no staff unless `keepStaff` (a suite that signed its people in once). Bookings go before the
 * leads and hosts they point to.
 */
export async function emptyBookingTables(
  db: Database,
  { keepStaff = false }: { keepStaff?: boolean } = {},
): Promise<void> {
  await db.delete(bookings);
  await db.delete(emailOutbox);
  await db.delete(leads);
  if (!keepStaff) await db.delete(teamMembers);
  await db.delete(firmHolidays);
  await db.delete(rateLimitBuckets);
}

/**
 * Booking test helpers: hosts inserted directly (any hours, any division) and the body of
 * POST /api/booking/holds as the booking page sends it.
 */
export async function createHost(
  db: Database,
  options: {
    division?: DivisionId;
    /** [weekday, start minute, end minute]; default every day, 9:00 to 17:00 ET. */
    windows?: [number, number, number][];
    /** An existing team member to make a host (a signed-in test user); default a new one. */
    memberId?: string;
  } = {},
): Promise<string> {
  const id =
    options.memberId ??
    (
      await db
        .insert(teamMembers)
        .values({
          email: `host-${randomUUID().slice(0, 8)}@example.com`,
          password: 'x',
          name: 'Host',
        })
        .returning({ id: teamMembers.id })
    )[0]!.id;
  const windows =
    options.windows ??
    [0, 1, 2, 3, 4, 5, 6].map((d) => [d, 9 * 60, 17 * 60] as [number, number, number]);
  await db.insert(hostWeeklyHours).values(
    windows.map(([weekday, startMinute, endMinute]) => ({
      teamMemberId: id,
      weekday,
      startMinute,
      endMinute,
    })),
  );
  await db
    .insert(hostDivisions)
    .values({ teamMemberId: id, division: options.division ?? 'cannabis' });
  return id;
}

export function holdPayload(start: string, overrides: Record<string, unknown> = {}) {
  return {
    division: 'cannabis',
    start,
    name: 'Ada Lovelace',
    email: `ada-${randomUUID().slice(0, 8)}@example.com`,
    phone: '(413) 555-0100',
    company: 'Analytical Engines LLC',
    isSocialEquityApplicant: true,
    message: 'I am applying for a social equity license in Holyoke and need help.',
    website: '',
    elapsedMs: 12_000,
    locale: 'en',
    timeZone: 'America/Chicago',
    ...overrides,
  };
}

export function postHold(t: TestApp, json: unknown, ip = freshIp()) {
  return t.request('/api/booking/holds', { method: 'POST', json, ip });
}

export async function getSlots(
  t: TestApp,
  division = 'cannabis',
  days = 7,
  from = localDate(Date.now()),
): Promise<SlotsAnswer['slots']> {
  const res = await t.request(`/api/booking/slots?division=${division}&from=${from}&days=${days}`);
  if (res.status !== 200) throw new Error(`slots: ${res.status} ${await res.text()}`);
  return ((await res.json()) as SlotsAnswer).slots;
}

/** The first firm date at least two days ahead (clear of the minimum notice). */
export const daysAhead = (n: number) => nextDate(localDate(Date.now()), n);

/** Holds and confirms a time as a visitor would; answers the booking id and its manage token. */
export async function bookAndConfirm(
  t: TestApp,
  start: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; token: string }> {
  const held = await postHold(t, holdPayload(start, overrides));
  if (held.status !== 201) throw new Error(`hold: ${held.status} ${await held.text()}`);
  const { holdId } = (await held.json()) as { holdId: string };
  const [request] = await t.handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.relatedId, holdId));
  const confirmToken = /confirm\?token=([\w-]+)/.exec(request!.textBody)![1];
  const res = await t.request('/api/booking/confirm', {
    method: 'POST',
    json: { token: confirmToken },
  });
  if (res.status !== 200) throw new Error(`confirm: ${res.status}`);
  return { id: holdId, token: await latestManageToken(t, holdId) };
}

/** The manage token in the newest invitation mailed to the visitor. */
export async function latestManageToken(t: TestApp, bookingId: string): Promise<string> {
  const mails = await t.handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.relatedId, bookingId))
    .orderBy(desc(emailOutbox.createdAt));
  const withLink = mails.find(
    (m) =>
      ['booking_confirmed_visitor', 'booking_rescheduled_visitor'].includes(m.kind) &&
      /manage\?token=/.test(m.textBody),
  );
  return /manage\?token=([\w-]+)/.exec(withLink!.textBody)![1]!;
}
