import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, hostTimeOff, teamMembers } from '../../../db/schema.ts';
import { firmWallToInstant } from '../../lib/booking/slots.ts';
import { bookAndConfirm, createHost, daysAhead, emptyBookingTables } from '../testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { firmTime } from './hostEmails.ts';

/**
 * What hosts are told (booking review §4, §6, §7): a move that changes host takes the event off the
 * old host's calendar (CANCEL, same UID) with a notice, and gives the new host a "moved to you"
 * REQUEST rather than what reads as a second booking; the visitor's mail names the old and new time;
 * the host's invitation is in English with the visitor's name, phone and message.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_NOTIFY_EMAIL: 'staff@example.com' });
});
afterAll(async () => t.close());
beforeEach(() => emptyBookingTables(t.handle.db));

const db = () => t.handle.db;
const at = (day: number, hour: number) =>
  new Date(firmWallToInstant(daysAhead(day), hour * 60)).toISOString();
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

async function namedHost(name: string) {
  const id = await createHost(db());
  await db()
    .update(teamMembers)
    .set({ name, email: `${name.toLowerCase()}@example.com` })
    .where(eq(teamMembers.id, id));
  return { id, name, email: `${name.toLowerCase()}@example.com` };
}

const mailsOf = (bookingId: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, bookingId));

describe(`hosts are told of every change (${testBackend()})`, () => {
  it('a move to another host: the old host gets CANCEL and a notice, the new host a "moved to you" REQUEST', async () => {
    const rae = await namedHost('Rae');
    const sam = await namedHost('Sam');
    const from = at(3, 10);
    const to = at(5, 14);
    const { id, token } = await bookAndConfirm(t, from, { name: 'Ada Lovelace' });
    const [booked] = await db().select().from(bookings).where(eq(bookings.id, id));
    const [first, other] = booked!.teamMemberId === rae.id ? [rae, sam] : [sam, rae];
    // The first host is away at the new time, so only the other one can take it.
    await db()
      .insert(hostTimeOff)
      .values({
        teamMemberId: first.id,
        startsAt: new Date(Date.parse(to) - 3600_000),
        endsAt: new Date(Date.parse(to) + 3 * 3600_000),
      });
    const before = new Set((await mailsOf(id)).map((m) => m.id));
    const res = await t.request('/api/booking/manage/reschedule', {
      method: 'POST',
      json: { token, start: to },
    });
    expect(res.status).toBe(200);
    const [moved] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(moved).toMatchObject({ teamMemberId: other.id, icalSequence: 1 });
    // The new host's reminders are queued too; the notices are what this test is about.
    const mails = (await mailsOf(id)).filter(
      (m) => !before.has(m.id) && !m.kind.includes('reminder'),
    );

    const toOld = mails.filter((m) => m.toAddress === first.email);
    expect(toOld.map((m) => m.kind)).toEqual(['booking_moved_from_host']);
    expect(toOld[0]!.subject).toContain(`moved to ${other.name}`);
    expect(toOld[0]!.textBody).toContain(firmTime(new Date(from)));
    const cancel = unfold(toOld[0]!.icsBody!);
    expect(toOld[0]!.icsMethod).toBe('CANCEL');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain(`UID:${booked!.icalUid}`);
    expect(cancel).toContain('SEQUENCE:1');
    // The event it removes is the one at the old time.
    expect(cancel).toContain(`DTSTART:${from.replace(/[-:]/g, '').replace('.000', '')}`);

    const toNew = mails.filter((m) => m.toAddress === other.email);
    expect(toNew.map((m) => m.kind)).toEqual(['booking_moved_to_host']);
    expect(toNew[0]!.subject).toMatch(/^Consultation moved to you: “Ada Lovelace”/);
    expect(toNew[0]!.subject).not.toContain('booked with you');
    expect(toNew[0]!.textBody).toContain(`from ${first.name}`);
    expect(toNew[0]!.icsMethod).toBe('REQUEST');
    expect(unfold(toNew[0]!.icsBody!)).toContain(`UID:${booked!.icalUid}`);

    const staff = mails.find((m) => m.toAddress === 'staff@example.com');
    expect(staff?.textBody).toContain(`Host: ${first.name} → ${other.name}`);
  });

  it('the visitor’s move email names the old and the new time, in their language', async () => {
    await namedHost('Tia');
    const from = at(3, 10);
    const to = at(4, 11);
    const { id, token } = await bookAndConfirm(t, from, { locale: 'es', name: 'Elena Ruiz' });
    expect(
      (
        await t.request('/api/booking/manage/reschedule', {
          method: 'POST',
          json: { token, start: to },
        })
      ).status,
    ).toBe(200);
    const [mail] = (await mailsOf(id)).filter((m) => m.kind === 'booking_rescheduled_visitor');
    expect(mail!.subject).toMatch(/^Su consulta gratuita cambió de horario/);
    const was = /Antes: (.+)/.exec(mail!.textBody)![1]!;
    const now = /Ahora: (.+)/.exec(mail!.textBody)![1]!;
    expect(was).not.toBe(now);
    // Day names of the old and new dates (in the visitor's zone, America/Chicago).
    const day = (iso: string) =>
      new Intl.DateTimeFormat('es-US', { weekday: 'long', timeZone: 'America/Chicago' }).format(
        new Date(iso),
      );
    expect(was.toLowerCase()).toContain(day(from));
    expect(now.toLowerCase()).toContain(day(to));
    expect(mail!.textBody).toContain('/es/book/manage?token=');
  });

  it('the host’s invitation is in English with the visitor’s name, phone and message; the visitor’s stays Spanish', async () => {
    const host = await namedHost('Uma');
    const { id } = await bookAndConfirm(t, at(3, 10), {
      locale: 'es',
      name: 'Elena Ruiz',
      phone: '(617) 555-0142',
      message: 'Quiero abrir un dispensario en Boston.',
    });
    const mails = await mailsOf(id);
    const toHost = mails.find((m) => m.kind === 'booking_confirmed_host')!;
    expect(toHost.toAddress).toBe(host.email);
    const hostIcs = unfold(toHost.icsBody!);
    expect(hostIcs).toContain('SUMMARY:Free consultation: Elena Ruiz\\, (617) 555-0142');
    expect(hostIcs).toContain('Phone: (617) 555-0142');
    expect(hostIcs).toContain('Quiero abrir un dispensario en Boston.');
    expect(hostIcs).toContain('Speaks: Spanish');
    expect(toHost.textBody).toContain('Phone: (617) 555-0142');
    const visitorIcs = unfold(mails.find((m) => m.kind === 'booking_confirmed_visitor')!.icsBody!);
    expect(visitorIcs).toContain('consulta gratuita');
    expect(visitorIcs).not.toContain('dispensario');
  });

  it('reminders carry the manage link and the phone; the host gets theirs', async () => {
    const host = await namedHost('Vic');
    const { id } = await bookAndConfirm(t, at(3, 10), { phone: '(413) 555-0199' });
    const reminders = (await mailsOf(id)).filter((m) => m.kind.includes('reminder'));
    const visitor = reminders.filter((m) => m.kind.startsWith('booking_reminder'));
    expect(visitor).toHaveLength(2);
    for (const mail of visitor) {
      expect(mail.textBody).toMatch(/\/book\/manage\?token=[\w-]{40,}/);
      expect(mail.textBody).toMatch(/Call us at .*\d/);
    }
    const toHost = reminders.filter((m) => m.toAddress === host.email);
    expect(toHost.map((m) => m.kind).sort()).toEqual([
      'booking_host_reminder_1h',
      'booking_host_reminder_24h',
    ]);
    expect(toHost[0]!.textBody).toContain('Phone: (413) 555-0199');
  });
});
