import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookings,
  emailOutbox,
  firmHolidays,
  leads,
  rateLimitBuckets,
} from '../../../db/schema.ts';
import { firmWallToInstant } from '../../lib/booking/slots.ts';
import { localDate } from '../../lib/firmTime.ts';
import { MIN_FILL_TIME_MS, TOO_FAST_MESSAGE } from '../../lib/fillTime.ts';
import { BOOKING_CONFIRM_REQUEST_KIND } from '../booking/bookingEmails.ts';
import { runMailDelivery } from '../mail/deliver.ts';
import {
  createHost,
  daysAhead,
  getSlots,
  holdPayload,
  postHold,
  emptyBookingTables,
} from '../testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { site } from '../../lib/site.ts';
import { BOOKING_API_MESSAGES, HOLD_RATE_LIMITS, MAX_PENDING_HOLDS } from './booking.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_NOTIFY_EMAIL: 'staff@example.com' });
});
afterAll(async () => t.close());
beforeEach(() => emptyBookingTables(t.handle.db));

const db = () => t.handle.db;
const iso = (instant: number) => new Date(instant).toISOString();
/** A time on the firm's clock a few days ahead, clear of the minimum notice and the horizon. */
const firmTime = (daysFromToday: number, hour: number, minute = 0) =>
  iso(firmWallToInstant(daysAhead(daysFromToday), hour * 60 + minute));

/** An .ics with its folded lines (RFC 5545 §3.1) joined again. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

async function confirmLinkToken(bookingId: string): Promise<string> {
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, bookingId));
  const match = /\/book\/confirm\?token=([\w-]+)/.exec(mail!.textBody);
  return match![1]!;
}

describe(`GET /api/booking/status (${testBackend()})`, () => {
  it('off until a host has hours and a division, then on', async () => {
    const status = async () => (await (await t.request('/api/booking/status')).json()).enabled;
    expect(await status()).toBe(false);
    await createHost(db());
    expect(await status()).toBe(true);
  });
});

describe(`GET /api/booking/slots (${testBackend()})`, () => {
  it('lists the division’s times in UTC with the firm’s zone, never cached, naming no host', async () => {
    const host = await createHost(db());
    const res = await t.request(`/api/booking/slots?division=cannabis&from=${daysAhead(3)}&days=2`);
    expect(res.status).toBe(200);
    // A refetch after a 409 must not be answered from the browser's cache with the time just lost.
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = await res.json();
    expect(body.timeZone).toBe('America/New_York');
    // 9:00 to 16:00 every half hour, each the firm's free hour long.
    expect(site.consultationMinutes).toBe(60);
    expect(body.slots).toHaveLength(30);
    expect(body.slots[0]).toEqual({ start: firmTime(3, 9), end: firmTime(3, 10) });
    expect(JSON.stringify(body)).not.toContain(host);
  });

  it('another division, or no hosts at all: no times', async () => {
    await createHost(db(), { division: 'real-estate' });
    expect(await getSlots(t, 'cannabis')).toEqual([]);
    expect((await getSlots(t, 'real-estate')).length).toBeGreaterThan(0);
  });

  it('a bad query is a 400 naming the field', async () => {
    const res = await t.request('/api/booking/slots?division=pottery&from=2026-01-01');
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty('division');
    const tooMany = await t.request(
      `/api/booking/slots?division=cannabis&from=${daysAhead(1)}&days=90`,
    );
    expect(tooMany.status).toBe(400);
  });

  it('a day that is not on the calendar is a 400; days past the horizon have no times', async () => {
    await createHost(db());
    const slots = (from: string) =>
      t.request(`/api/booking/slots?division=cannabis&from=${from}&days=3`);
    const notADay = await slots('2026-02-30');
    expect(notADay.status).toBe(400);
    expect((await notADay.json()).fields).toHaveProperty('from');
    // Year 9999 was a 500: the schedules were read for instants the database cannot take.
    for (const from of [daysAhead(31), '9999-12-29']) {
      const res = await slots(from);
      expect(res.status).toBe(200);
      expect((await res.json()).slots).toEqual([]);
    }
  });

  it('a firm holiday closes the day', async () => {
    await createHost(db());
    await db()
      .insert(firmHolidays)
      .values({ day: daysAhead(4), name: 'Closed' });
    const slots = await getSlots(t, 'cannabis', 3, daysAhead(3));
    const dates = new Set(slots.map((s) => localDate(Date.parse(s.start))));
    expect([...dates]).toEqual([daysAhead(3), daysAhead(5)]);
  });
});

describe(`POST /api/booking/holds (${testBackend()})`, () => {
  it('holds the time for 20 minutes and queues the confirmation email in the visitor’s language', async () => {
    await createHost(db());
    const start = firmTime(3, 10);
    const res = await postHold(
      t,
      holdPayload(start, { locale: 'es', timeZone: 'America/Los_Angeles' }),
    );
    expect(res.status).toBe(201);
    const { holdId, expiresAt } = await res.json();
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(19);
    expect(minutes).toBeLessThanOrEqual(20.1);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, holdId));
    expect(row).toMatchObject({ status: 'held', division: 'cannabis', locale: 'es' });
    expect(row!.startsAt.toISOString()).toBe(start);
    // Meeting plus the 15-minute buffer after it.
    expect(row!.blockedUntil.getTime() - row!.startsAt.getTime()).toBe(
      (site.consultationMinutes + 15) * 60_000,
    );
    const mails = await db().select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: BOOKING_CONFIRM_REQUEST_KIND, relatedId: holdId });
    expect(mails[0]!.subject).toMatch(/^Confirme su consulta gratuita/);
    expect(mails[0]!.textBody).toContain('/es/book/confirm?token=');
    // The visitor's own time first, then Eastern time, as the Spanish pages write both.
    expect(mails[0]!.textBody).toContain(
      '7:00 a. m. hora del Pacífico (10:00 a. m. hora del Este)',
    );
  });

  it('the same time with one host: the second visitor gets 409 and nothing is stored', async () => {
    await createHost(db());
    const start = firmTime(3, 11);
    expect((await postHold(t, holdPayload(start))).status).toBe(201);
    const second = await postHold(t, holdPayload(start));
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe(BOOKING_API_MESSAGES.slotTaken);
    expect(await db().select().from(bookings)).toHaveLength(1);
    expect((await getSlots(t, 'cannabis', 1, daysAhead(3))).map((s) => s.start)).not.toContain(
      start,
    );
  });

  it('with two hosts the second visitor gets the other host; the third 409', async () => {
    const hosts = [await createHost(db()), await createHost(db())];
    const start = firmTime(3, 11);
    expect((await postHold(t, holdPayload(start))).status).toBe(201);
    expect((await postHold(t, holdPayload(start))).status).toBe(201);
    expect((await postHold(t, holdPayload(start))).status).toBe(409);
    const rows = await db().select().from(bookings);
    expect(rows.map((r) => r.teamMemberId).sort()).toEqual([...hosts].sort());
  });

  it.each([
    [
      'before the minimum notice',
      () => iso(Math.ceil((Date.now() + 3600_000) / 1800_000) * 1800_000),
      'too_soon',
    ],
    ['outside the hours', () => firmTime(3, 20), 'outside_hours'],
    ['off the half-hour grid', () => firmTime(3, 10, 10), 'outside_hours'],
    ['beyond the 30-day horizon', () => firmTime(32, 10), 'beyond_horizon'],
  ])('a time %s is refused with 422 and nothing stored', async (_, start, reason) => {
    await createHost(db());
    const res = await postHold(t, holdPayload(start()));
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual({ start: reason });
    expect(await db().select().from(bookings)).toHaveLength(0);
  });

  it.each([
    ['in year 1', '0001-01-01T00:00:00Z', 'too_soon'],
    ['in year 9999', '9999-12-31T14:00:00Z', 'beyond_horizon'],
  ])('a time %s is a 422, not a 500', async (_, start, reason) => {
    await createHost(db());
    const res = await postHold(t, holdPayload(start));
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual({ start: reason });
  });

  it('a time inside another booking’s buffer is refused with 422', async () => {
    await createHost(db());
    expect((await postHold(t, holdPayload(firmTime(3, 10)))).status).toBe(201);
    // The hour ends at 11:00 and its 15-minute buffer runs to 11:15.
    const res = await postHold(t, holdPayload(firmTime(3, 11)));
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual({ start: 'buffer' });
  });

  it('the mail pass marks holds past their time expired', async () => {
    await createHost(db());
    const { holdId } = await (await postHold(t, holdPayload(firmTime(3, 12)))).json();
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, holdId));
    await runMailDelivery(db(), { from: 'office@example.com' });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, holdId));
    expect(row!.status).toBe('expired');
  });

  it('an expired hold frees its time', async () => {
    await createHost(db());
    const start = firmTime(3, 12);
    const first = await (await postHold(t, holdPayload(start))).json();
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first.holdId));
    expect((await getSlots(t, 'cannabis', 1, daysAhead(3))).map((s) => s.start)).toContain(start);
    expect((await postHold(t, holdPayload(start))).status).toBe(201);
    const [old] = await db().select().from(bookings).where(eq(bookings.id, first.holdId));
    expect(old!.status).toBe('expired');
  });

  it(`a hold is released only by its own link: the same address cannot replace it, and holds no more than ${MAX_PENDING_HOLDS}`, async () => {
    await createHost(db());
    const email = 'same@example.com';
    const first = await (await postHold(t, holdPayload(firmTime(3, 10), { email }))).json();
    // A stranger typing the visitor's address, from another IP.
    const second = await postHold(t, holdPayload(firmTime(3, 14), { email }));
    expect(second.status).toBe(201);
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, first.holdId));
    expect(kept!.status).toBe('held');
    expect(
      await confirmLinkToken(first.holdId).then((token) =>
        t.request('/api/booking/confirm', { method: 'POST', json: { token } }),
      ),
    ).toHaveProperty('status', 200);
    // Confirming proves the address: its other pending hold is released.
    const [other] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, (await second.json()).holdId));
    expect(other!.status).toBe('expired');
  });

  it(`one address cannot hold more than ${MAX_PENDING_HOLDS} times at once (429 saying why)`, async () => {
    await createHost(db());
    const email = 'hoarder@example.com';
    const statuses = [];
    for (let i = 0; i <= MAX_PENDING_HOLDS; i++) {
      statuses.push((await postHold(t, holdPayload(firmTime(3, 9 + 2 * i), { email }))).status);
    }
    expect(statuses).toEqual([...Array(MAX_PENDING_HOLDS).fill(201), 429]);
    const refused = await postHold(t, holdPayload(firmTime(3, 15), { email }));
    expect((await refused.json()).message).toBe(BOOKING_API_MESSAGES.tooManyHolds(shippedFacts));
    expect(await db().select().from(bookings).where(eq(bookings.status, 'held'))).toHaveLength(
      MAX_PENDING_HOLDS,
    );
  });

  it(`one IP cannot hold more than ${MAX_PENDING_HOLDS} times at once, whatever the addresses`, async () => {
    await createHost(db());
    await createHost(db());
    const ip = '203.0.113.78';
    const statuses = [];
    for (let i = 0; i <= MAX_PENDING_HOLDS + 1; i++) {
      statuses.push((await postHold(t, holdPayload(firmTime(3, 9 + i)), ip)).status);
    }
    expect(statuses).toEqual([...Array(MAX_PENDING_HOLDS).fill(201), 429, 429]);
  });

  it('320 refused holds from one IP do not use up the site’s holds: a new visitor still gets 201 (M3)', async () => {
    await createHost(db());
    const ip = '203.0.113.79';
    const drain = holdPayload('2020-01-01T14:00:00.000Z', { email: 'drain@probe.test' });
    const statuses = new Map<number, number>();
    for (let i = 0; i < 320; i++) {
      const status = (await postHold(t, drain, ip)).status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(429)).toBeGreaterThanOrEqual(315);
    expect((await postHold(t, holdPayload(firmTime(3, 11)))).status).toBe(201);
    // Not one of them took a site token: they named no offered time.
    const [site] = await db()
      .select()
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, 'booking-hold-site'));
    expect(site!.tokens).toBeGreaterThan(HOLD_RATE_LIMITS.site.limit - 2);
  });

  it('spam defences: honeypot answers 201 and stores nothing; too fast is a 400', async () => {
    await createHost(db());
    const trap = await postHold(
      t,
      holdPayload(firmTime(3, 10), { website: 'http://spam.example' }),
    );
    expect(trap.status).toBe(201);
    expect(await db().select().from(bookings)).toHaveLength(0);
    expect(await db().select().from(emailOutbox)).toHaveLength(0);
    const quick = await postHold(
      t,
      holdPayload(firmTime(3, 10), { elapsedMs: MIN_FILL_TIME_MS - 1 }),
    );
    expect(quick.status).toBe(400);
    expect((await quick.json()).message).toBe(TOO_FAST_MESSAGE);
  });

  it('a missing or bad field is a 400 naming it', async () => {
    const res = await postHold(
      t,
      holdPayload(firmTime(3, 10), { name: 'A', timeZone: 'Mars/Base' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fields).sort()).toEqual(['name', 'timeZone']);
  });

  /** Ends a visitor's holds, as confirming or their 20 minutes would, so the rate limits show. */
  const releaseHolds = () =>
    db().update(bookings).set({ status: 'expired' }).where(eq(bookings.status, 'held'));

  it(`per IP: ${HOLD_RATE_LIMITS.ip.limit} holds an hour, then 429`, async () => {
    // Two hosts, so the daily cap of four per host stays out of the way.
    await createHost(db());
    await createHost(db());
    const ip = '203.0.113.77';
    const statuses = [];
    for (let i = 0; i <= HOLD_RATE_LIMITS.ip.limit; i++) {
      statuses.push((await postHold(t, holdPayload(firmTime(3, 9 + i)), ip)).status);
      await releaseHolds();
    }
    expect(statuses).toEqual([...Array(HOLD_RATE_LIMITS.ip.limit).fill(201), 429]);
  });

  it(`per address and IP: ${HOLD_RATE_LIMITS.email.limit} holds a day, then 429; the address from another IP is not blocked`, async () => {
    await createHost(db());
    const ip = '203.0.113.80';
    const statuses = [];
    for (let i = 0; i <= HOLD_RATE_LIMITS.email.limit; i++) {
      statuses.push(
        (await postHold(t, holdPayload(firmTime(3, 9 + 2 * i), { email: 'Busy@Example.com' }), ip))
          .status,
      );
      await releaseHolds();
    }
    expect(statuses).toEqual([...Array(HOLD_RATE_LIMITS.email.limit).fill(201), 429]);
    // The real owner of the address, elsewhere, can still book.
    expect(
      (await postHold(t, holdPayload(firmTime(3, 15), { email: 'busy@example.com' }))).status,
    ).toBe(201);
  });
});

describe(`POST /api/booking/confirm (${testBackend()})`, () => {
  it('confirms from the emailed link, makes a lead and tells both sides; twice is the same answer', async () => {
    await createHost(db());
    const start = firmTime(3, 15);
    const { holdId } = await (await postHold(t, holdPayload(start))).json();
    const token = await confirmLinkToken(holdId);
    const first = await t.request('/api/booking/confirm', { method: 'POST', json: { token } });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toEqual({
      start,
      end: iso(Date.parse(start) + site.consultationMinutes * 60_000),
      division: 'cannabis',
      timeZone: 'America/Chicago',
      icalUid: expect.stringMatching(/^booking-/),
      manageUrl: expect.stringMatching(/^\/book\/manage\?token=[\w-]{20,}$/),
    });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, holdId));
    expect(row).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    const [lead] = await db().select().from(leads);
    expect(row!.leadId).toBe(lead!.id);
    expect(lead).toMatchObject({ serviceType: 'Cannabis/Social Equity', status: 'new' });
    const mails = await db().select().from(emailOutbox);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'booking_confirm_request',
      'booking_confirmed_host',
      'booking_confirmed_staff',
      'booking_confirmed_visitor',
      'booking_host_reminder_1h',
      'booking_host_reminder_24h',
      'booking_reminder_1h',
      'booking_reminder_24h',
    ]);
    // Reminders wait in the outbox until 24 hours and 1 hour before the meeting.
    const due = (kind: string) => mails.find((m) => m.kind === kind)!.nextAttemptAt.getTime();
    expect(due('booking_reminder_24h')).toBe(Date.parse(start) - 24 * 3600_000);
    expect(due('booking_reminder_1h')).toBe(Date.parse(start) - 3600_000);
    expect(due('booking_host_reminder_1h')).toBe(Date.parse(start) - 3600_000);
    // The visitor and the host get the calendar invitation: one UID, METHOD:REQUEST.
    const invited = mails.filter((m) => m.icsBody);
    expect(invited.map((m) => m.kind).sort()).toEqual([
      'booking_confirmed_host',
      'booking_confirmed_visitor',
    ]);
    for (const mail of invited) {
      expect(mail.icsMethod).toBe('REQUEST');
      expect(mail.icsBody).toContain(`UID:${row!.icalUid.slice(0, 40)}`);
      expect(mail.icsBody).toContain('METHOD:REQUEST');
    }
    // The visitor's copy never carries their note; the host's (the firm's calendar) carries what
    // the host needs to make the call: name, phone, message.
    const visitorIcs = unfold(
      invited.find((m) => m.kind === 'booking_confirmed_visitor')!.icsBody!,
    );
    const hostIcs = unfold(invited.find((m) => m.kind === 'booking_confirmed_host')!.icsBody!);
    expect(visitorIcs).not.toContain('social equity license');
    expect(hostIcs).toContain('SUMMARY:Free consultation: Ada Lovelace\\, (413) 555-0100');
    expect(hostIcs).toContain('social equity license');

    const again = await t.request('/api/booking/confirm', { method: 'POST', json: { token } });
    expect(again.status).toBe(200);
    // The same booking; the manage link only once (its token is kept as a digest).
    const { manageUrl: _firstOnly, ...sameBooking } = body;
    expect(await again.json()).toEqual(sameBooking);
    expect(await db().select().from(leads)).toHaveLength(1);
    expect(await db().select().from(emailOutbox)).toHaveLength(8);
  });

  it('an unknown token or an expired hold: 404', async () => {
    await createHost(db());
    const { holdId } = await (await postHold(t, holdPayload(firmTime(3, 15)))).json();
    const token = await confirmLinkToken(holdId);
    const foreign = await t.request('/api/booking/confirm', {
      method: 'POST',
      json: { token: 'x'.repeat(43) },
    });
    expect(foreign.status).toBe(404);
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, holdId));
    const expired = await t.request('/api/booking/confirm', { method: 'POST', json: { token } });
    expect(expired.status).toBe(404);
    expect((await expired.json()).message).toBe(BOOKING_API_MESSAGES.confirmNotFound);
  });
});
