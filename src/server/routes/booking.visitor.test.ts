import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../../db/schema.ts';
import { firmWallToInstant } from '../../lib/booking/slots.ts';
import { BOOKING_MESSAGES } from '../../lib/schemas/booking.ts';
import { site } from '../../lib/site.ts';
import {
  bookAndConfirm,
  createHost,
  daysAhead,
  emptyBookingTables,
  holdPayload,
  postHold,
} from '../testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { BOOKING_API_MESSAGES } from './booking.ts';

/** What the visitor is promised and asked for: the facts' length, a number to call, honest links. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_NOTIFY_EMAIL: 'staff@example.com' });
});
afterAll(async () => t.close());
beforeEach(() => emptyBookingTables(t.handle.db));

const db = () => t.handle.db;
const firmTime = (daysFromToday: number, hour: number) =>
  new Date(firmWallToInstant(daysAhead(daysFromToday), hour * 60)).toISOString();

describe(`a call needs a phone number (${testBackend()})`, () => {
  it.each([
    ['missing', { phone: undefined }],
    ['empty', { phone: '' }],
    ['too short to dial', { phone: '555-0100' }],
    ['not a number', { phone: 'call me maybe' }],
  ])('a hold with the phone %s is a 400 naming the field', async (_, overrides) => {
    await createHost(db());
    const res = await postHold(t, holdPayload(firmTime(3, 10), overrides));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ phone: BOOKING_MESSAGES.phone });
    expect(await db().select().from(bookings)).toHaveLength(0);
  });

  it('stores the number as E.164, however the visitor wrote it', async () => {
    await createHost(db());
    const res = await postHold(t, holdPayload(firmTime(3, 10), { phone: '1 (413) 555-0199' }));
    expect(res.status).toBe(201);
    const [row] = await db().select().from(bookings);
    expect(row!.phone).toBe('+14135550199');
  });
});

describe(`one length, the firm's facts (${testBackend()})`, () => {
  it.each(['en', 'es'] as const)(
    'the stored meeting, every visitor email and the .ics last the facts’ minutes (%s)',
    async (locale) => {
      await createHost(db());
      const start = firmTime(3, 10);
      const { id } = await bookAndConfirm(t, start, { locale });
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      const minutes = (row!.endsAt.getTime() - row!.startsAt.getTime()) / 60_000;
      expect(minutes).toBe(site.consultationMinutes);
      expect(minutes).toBe(60);

      const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));
      const said = locale === 'es' ? `de ${minutes} minutos` : `${minutes}-minute`;
      for (const kind of ['booking_confirm_request', 'booking_confirmed_visitor']) {
        expect(mails.find((m) => m.kind === kind)!.textBody).toContain(said);
      }
      const invitations = mails.filter((m) => m.icsBody);
      expect(invitations.length).toBeGreaterThan(0);
      for (const mail of invitations) {
        // UTC times (invite.ts): DTSTART:20261207T150000Z.
        const utc = (field: string) => {
          const [, d] = new RegExp(`^${field}:(\\d{8}T\\d{6}Z)`, 'm').exec(mail.icsBody!)!;
          return Date.parse(
            d!.replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, '$1-$2-$3T$4:$5:$6Z'),
          );
        };
        expect(new Date(utc('DTSTART')).toISOString()).toBe(start);
        expect((utc('DTEND') - utc('DTSTART')) / 60_000).toBe(minutes);
      }
    },
  );

  it('Spanish emails call the firm’s zone "hora del Este" and write "a. m."', async () => {
    await createHost(db());
    const { id } = await bookAndConfirm(t, firmTime(3, 10), {
      locale: 'es',
      timeZone: 'America/New_York',
    });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));
    const visitor = mails.find((m) => m.kind === 'booking_confirmed_visitor')!;
    expect(visitor.textBody).toContain('10:00 a. m. hora del Este');
    expect(visitor.textBody).not.toMatch(/oriental|a\.m\./);
  });
});

describe(`a confirmation link opened again (${testBackend()})`, () => {
  it('after a cancel says the consultation was cancelled (410), not that a hold ran out', async () => {
    await createHost(db());
    const held = await postHold(t, holdPayload(firmTime(3, 10)));
    const { holdId } = (await held.json()) as { holdId: string };
    const [request] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, holdId));
    const token = /confirm\?token=([\w-]+)/.exec(request!.textBody)![1];
    const confirm = () => t.request('/api/booking/confirm', { method: 'POST', json: { token } });
    const first = await confirm();
    expect(first.status).toBe(200);
    const { manageUrl } = (await first.json()) as { manageUrl: string };
    const manageToken = /token=([\w-]+)/.exec(manageUrl)![1];
    const cancel = await t.request('/api/booking/manage/cancel', {
      method: 'POST',
      json: { token: manageToken },
    });
    expect(cancel.status).toBe(200);

    const again = await confirm();
    expect(again.status).toBe(410);
    expect((await again.json()).message).toBe(BOOKING_API_MESSAGES.confirmCancelled);
  });
});
