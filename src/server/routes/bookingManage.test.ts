import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../../db/schema.ts';
import { firmWallToInstant } from '../../lib/booking/slots.ts';
import {
  bookAndConfirm,
  createHost,
  daysAhead,
  getSlots,
  holdPayload,
  latestManageToken as latestManageTokenOf,
  postHold,
  emptyBookingTables,
} from '../testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { MANAGE_MESSAGES, RESCHEDULE_LIMIT } from './bookingManage.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => emptyBookingTables(t.handle.db));

const db = () => t.handle.db;
const at = (day: number, hour: number) =>
  new Date(firmWallToInstant(daysAhead(day), hour * 60)).toISOString();
const post = (path: string, json: unknown) =>
  t.request(`/api/booking/manage${path}`, { method: 'POST', json });

const book = (start: string) => bookAndConfirm(t, start);
const latestManageToken = (bookingId: string) => latestManageTokenOf(t, bookingId);

describe(`the manage link (${testBackend()})`, () => {
  it('shows the booking; a foreign token is 404', async () => {
    await createHost(db());
    const start = at(3, 10);
    const { token } = await book(start);
    const res = await post('', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ start, status: 'confirmed', division: 'cannabis' });
    const foreign = await post('', { token: 'y'.repeat(43) });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).message).toBe(MANAGE_MESSAGES.notFound);
  });

  it('cancel frees the time, mails METHOD:CANCEL to both, and a second cancel changes nothing', async () => {
    await createHost(db());
    const start = at(3, 10);
    const { id, token } = await book(start);
    expect((await getSlots(t, 'cannabis', 1, daysAhead(3))).map((s) => s.start)).not.toContain(
      start,
    );
    const res = await post('/cancel', { token });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('cancelled');
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'cancelled', icalSequence: 1 });
    expect((await getSlots(t, 'cannabis', 1, daysAhead(3))).map((s) => s.start)).toContain(start);
    const cancels = (await db().select().from(emailOutbox)).filter((m) => m.icsMethod === 'CANCEL');
    expect(cancels.map((m) => m.kind).sort()).toEqual([
      'booking_cancelled',
      'booking_cancelled_host',
    ]);
    // Worded by who cancelled: the visitor did, so not "we cancelled" (native review).
    const toVisitor = cancels.find((m) => m.kind === 'booking_cancelled')!;
    expect(toVisitor.textBody).toContain('You cancelled this consultation');
    expect(toVisitor.textBody).toContain('/book');
    const toHost = cancels.find((m) => m.kind === 'booking_cancelled_host')!;
    expect(toHost.textBody).toContain('cancelled by the visitor (manage link)');
    for (const mail of cancels) {
      expect(mail.icsMethod).toBe('CANCEL');
      expect(mail.icsBody).toContain('SEQUENCE:1');
      expect(mail.icsBody).toContain('STATUS:CANCELLED');
    }
    // No reminder is left for a cancelled meeting.
    const reminders = (await db().select().from(emailOutbox)).filter((m) =>
      m.kind.includes('reminder'),
    );
    expect(reminders).toEqual([]);
    expect((await post('/cancel', { token })).status).toBe(200);
    expect(
      (await db().select().from(emailOutbox)).filter((m) => m.icsMethod === 'CANCEL'),
    ).toHaveLength(2);
    // A cancelled booking cannot be moved back to life.
    expect((await post('/reschedule', { token, start: at(4, 10) })).status).toBe(404);
    // And someone else can book the freed time.
    expect((await postHold(t, holdPayload(start))).status).toBe(201);
  });

  it('reschedule into a taken time: 409 and the original unchanged', async () => {
    await createHost(db());
    const mine = await book(at(3, 10));
    await book(at(3, 14));
    const res = await post('/reschedule', { token: mine.token, start: at(3, 14) });
    expect(res.status).toBe(409);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, mine.id));
    expect(row).toMatchObject({ status: 'confirmed', icalSequence: 0 });
    expect(row!.startsAt.toISOString()).toBe(at(3, 10));
    expect((await post('', { token: mine.token })).status).toBe(200);
  });

  it('reschedule to a free time: moved, SEQUENCE raised, the old link spent and a new one mailed', async () => {
    await createHost(db());
    const { id, token } = await book(at(3, 10));
    const res = await post('/reschedule', { token, start: at(5, 11) });
    expect(res.status).toBe(200);
    expect((await res.json()).start).toBe(at(5, 11));
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ icalSequence: 1, status: 'confirmed' });
    expect((await post('', { token })).status).toBe(404);
    const fresh = await latestManageToken(id);
    expect(fresh).not.toBe(token);
    expect((await post('', { token: fresh })).status).toBe(200);
    const invites = (await db().select().from(emailOutbox)).filter((m) =>
      m.icsBody?.includes('SEQUENCE:1'),
    );
    expect(invites.map((m) => m.icsMethod)).toEqual(['REQUEST', 'REQUEST']);
    // Reminders follow the meeting to its new time.
    const reminders = (await db().select().from(emailOutbox)).filter(
      (m) => m.kind === 'booking_reminder_1h',
    );
    expect(reminders.map((m) => m.nextAttemptAt.toISOString())).toEqual([
      new Date(Date.parse(at(5, 11)) - 3600_000).toISOString(),
    ]);
    // The old time is open again.
    expect((await getSlots(t, 'cannabis', 1, daysAhead(3))).map((s) => s.start)).toContain(
      at(3, 10),
    );
  });

  it(`moves from the link are limited to ${RESCHEDULE_LIMIT.limit} an hour per booking (429 saying so); refused times do not count`, async () => {
    await createHost(db());
    const { id } = await book(at(3, 10));
    // A time not offered (22:00) is refused and costs no move.
    expect(
      (await post('/reschedule', { token: await latestManageToken(id), start: at(3, 22) })).status,
    ).toBe(422);
    const statuses = [];
    for (let i = 0; i <= RESCHEDULE_LIMIT.limit; i++) {
      const res = await post('/reschedule', {
        token: await latestManageToken(id),
        start: at(4 + i, 11),
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect((await res.json()).message).toBe(MANAGE_MESSAGES.tooManyMoves(shippedFacts));
    }
    expect(statuses).toEqual([...Array(RESCHEDULE_LIMIT.limit).fill(200), 429]);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row!.startsAt.toISOString()).toBe(at(3 + RESCHEDULE_LIMIT.limit, 11));
  });

  it('a new time in year 1 or 9999 is 422 naming why (it was a 500)', async () => {
    await createHost(db());
    const { token } = await book(at(3, 10));
    for (const [start, reason] of [
      ['0001-01-01T00:00:00Z', 'too_soon'],
      ['9999-12-31T14:00:00Z', 'beyond_horizon'],
    ]) {
      const res = await post('/reschedule', { token, start });
      expect(res.status).toBe(422);
      expect((await res.json()).fields).toEqual({ start: reason });
    }
  });

  it('a rule-breaking new time is 422; a link after the meeting is 404', async () => {
    await createHost(db());
    const { id, token } = await book(at(3, 10));
    expect((await post('/reschedule', { token, start: at(3, 22) })).status).toBe(422);
    // One clock reading: read four times, a millisecond between them put the blocked span's start
    // after the meeting's and broke the table's times check.
    const now = Date.now();
    await db()
      .update(bookings)
      .set({
        startsAt: new Date(now - 7200_000),
        endsAt: new Date(now - 5400_000),
        blockedFrom: new Date(now - 7200_000),
        blockedUntil: new Date(now - 4500_000),
      })
      .where(eq(bookings.id, id));
    expect((await post('', { token })).status).toBe(404);
  });
});
