import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../../db/schema.ts';
import { firmWallToInstant } from '../../lib/booking/slots.ts';
import {
  BOOKING_CANCELLED_STAFF_KIND,
  BOOKING_RESCHEDULED_STAFF_KIND,
} from '../booking/staffChangeEmail.ts';
import { bookAndConfirm, createHost, daysAhead, emptyBookingTables } from '../testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/** STAFF_NOTIFY_EMAIL hears of a move or a cancel from the manage link, as it hears of a booking. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_NOTIFY_EMAIL: 'staff@example.com' });
});
afterAll(async () => t.close());
beforeEach(() => emptyBookingTables(t.handle.db));

const at = (day: number, hour: number) =>
  new Date(firmWallToInstant(daysAhead(day), hour * 60)).toISOString();
const post = (path: string, json: unknown) =>
  t.request(`/api/booking/manage${path}`, { method: 'POST', json });
const staffMail = async (kind: string) =>
  (await t.handle.db.select().from(emailOutbox)).filter(
    (m) => m.kind === kind && m.toAddress === 'staff@example.com',
  );

describe(`staff are told of changes from the manage link (${testBackend()})`, () => {
  it('a reschedule mails STAFF_NOTIFY_EMAIL the old and the new time in ET, with the lead', async () => {
    await createHost(t.handle.db);
    const { id, token } = await bookAndConfirm(t, at(3, 10));
    expect(await staffMail(BOOKING_RESCHEDULED_STAFF_KIND)).toHaveLength(0);
    expect((await post('/reschedule', { token, start: at(4, 11) })).status).toBe(200);
    const [mail] = await staffMail(BOOKING_RESCHEDULED_STAFF_KIND);
    expect(mail!.relatedId).toBe(id);
    expect(mail!.subject).toMatch(/^Consultation moved: “Ada Lovelace” \(Cannabis/);
    expect(mail!.textBody).toContain('moved by the visitor (manage link)');
    expect(mail!.textBody).toMatch(/Was: .*10:00\sAM E[SD]T/);
    expect(mail!.textBody).toMatch(/Now: .*11:00\sAM E[SD]T/);
    const [row] = await t.handle.db.select().from(bookings);
    expect(mail!.textBody).toContain(`/admin/leads?lead=${row!.leadId}`);
  });

  it('a cancel mails STAFF_NOTIFY_EMAIL once; cancelling again sends nothing more', async () => {
    await createHost(t.handle.db);
    const { token } = await bookAndConfirm(t, at(3, 10));
    expect((await post('/cancel', { token })).status).toBe(200);
    expect((await post('/cancel', { token })).status).toBe(200);
    const mails = await staffMail(BOOKING_CANCELLED_STAFF_KIND);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Consultation cancelled: “Ada Lovelace”/);
    expect(mails[0]!.textBody).toContain('cancelled by the visitor (manage link)');
  });
});
