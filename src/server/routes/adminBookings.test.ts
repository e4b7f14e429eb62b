import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, leads } from '../../../db/schema.ts';
import { firmWallToInstant } from '../../lib/booking/slots.ts';
import { site } from '../../lib/site.ts';
import { BOOKING_CANCELLED_STAFF_KIND } from '../booking/staffChangeEmail.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import {
  bookAndConfirm,
  createHost,
  daysAhead,
  getSlots,
  holdPayload,
  latestManageToken,
  postHold,
  emptyBookingTables,
} from '../testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { ADMIN_BOOKING_MESSAGES } from './adminBookings.ts';

/**
 * The staff Bookings page's API: the agenda, how a consultation went, and cancel or move on the
 * visitor's behalf. The employee hosts cannabis, the colleague marketing; the admin hosts nothing.
 */
let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;
let colleague: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ STAFF_NOTIFY_EMAIL: 'staff@example.com' });
  admin = await signIn(t, 'admin');
  employee = await signIn(t, 'employee');
  colleague = await signIn(t, 'employee');
  await createHost(t.handle.db, { memberId: employee.member.id, division: 'cannabis' });
  await createHost(t.handle.db, { memberId: colleague.member.id, division: 'marketing' });
});
afterAll(async () => t.close());
beforeEach(() => emptyBookingTables(t.handle.db, { keepStaff: true }));

const at = (day: number, hour: number) =>
  new Date(firmWallToInstant(daysAhead(day), hour * 60)).toISOString();
const as = (who: SignedIn, path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(`/api/admin/bookings${path}`, { ...init, headers: { Cookie: who.cookie } });
type AgendaRow = { id: string; startsAt: string; hostId: string; hostName: string; leadId: string };
const agenda = async (who: SignedIn, query = '') => {
  const res = await as(who, query);
  expect(res.status).toBe(200);
  return ((await res.json()) as { bookings: AgendaRow[] }).bookings;
};
/** Moves a booking an hour and a half into the past, as if the meeting had happened. */
async function happened(id: string) {
  const start = Date.now() - 5400_000;
  await t.handle.db
    .update(bookings)
    .set({
      startsAt: new Date(start),
      endsAt: new Date(start + 1800_000),
      blockedFrom: new Date(start),
      blockedUntil: new Date(start + 2700_000),
    })
    .where(eq(bookings.id, id));
}
const statusOf = async (id: string) =>
  (await t.handle.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe(`GET /api/admin/bookings (${testBackend()})`, () => {
  it('admins see every upcoming booking in time order with host and lead; employees their own', async () => {
    const later = await bookAndConfirm(t, at(4, 10));
    const sooner = await bookAndConfirm(t, at(3, 11), { division: 'marketing' });
    const list = await agenda(admin);
    expect(list.map((b) => b.id)).toEqual([sooner.id, later.id]);
    expect(list[0]).toMatchObject({
      startsAt: at(3, 11),
      hostId: colleague.member.id,
      hostName: colleague.member.name,
      division: 'marketing',
      status: 'confirmed',
      name: 'Ada Lovelace',
    });
    const [lead] = await t.handle.db.select().from(leads).where(eq(leads.id, list[0]!.leadId));
    expect(lead).toBeDefined();
    expect((await agenda(employee)).map((b) => b.id)).toEqual([later.id]);
    expect((await agenda(colleague)).map((b) => b.id)).toEqual([sooner.id]);
    expect((await agenda(admin, `?host=${employee.member.id}`)).map((b) => b.id)).toEqual([
      later.id,
    ]);
  });

  it('an employee asking for someone else’s agenda is 403; a bad filter is 400', async () => {
    expect((await as(employee, `?host=${colleague.member.id}`)).status).toBe(403);
    expect((await agenda(employee, `?host=${employee.member.id}`)).length).toBe(0);
    expect((await as(admin, '?when=someday')).status).toBe(400);
    expect((await as(admin, '?host=nobody')).status).toBe(400);
  });

  it('past meetings are on the past agenda, newest first; cancelled ones and ended holds on neither', async () => {
    const old = await bookAndConfirm(t, at(3, 10));
    await happened(old.id);
    const upcoming = await bookAndConfirm(t, at(3, 12));
    await bookAndConfirm(t, at(3, 14)).then(({ id }) =>
      as(admin, `/${id}/cancel`, { method: 'POST', json: { reason: 'The host is ill.' } }),
    );
    const ended = await (await postHold(t, holdPayload(at(4, 9)))).json();
    await t.handle.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, ended.holdId));
    expect((await agenda(admin)).map((b) => b.id)).toEqual([upcoming.id]);
    expect((await agenda(admin, '?when=past')).map((b) => b.id)).toEqual([old.id]);
  });

  it('a pending hold is on the upcoming agenda, marked held with when it ends; staff cannot act on it', async () => {
    const { holdId } = await (await postHold(t, holdPayload(at(3, 16)))).json();
    const [row] = (await agenda(employee)) as (AgendaRow & {
      status: string;
      holdExpiresAt: string;
    })[];
    expect(row).toMatchObject({ id: holdId, status: 'held', hostId: employee.member.id });
    expect(Date.parse(row!.holdExpiresAt)).toBeGreaterThan(Date.now());
    const cancel = await as(admin, `/${holdId}/cancel`, {
      method: 'POST',
      json: { reason: 'Not yours to cancel.' },
    });
    expect(cancel.status).toBe(404);
  });
});

describe(`PATCH /api/admin/bookings/:id (${testBackend()})`, () => {
  it('marks a meeting that has started completed or no-show; not before it starts', async () => {
    const { id } = await bookAndConfirm(t, at(3, 10));
    const early = await as(employee, `/${id}`, { method: 'PATCH', json: { status: 'completed' } });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(ADMIN_BOOKING_MESSAGES.notYet);
    await happened(id);
    const done = await as(employee, `/${id}`, { method: 'PATCH', json: { status: 'completed' } });
    expect(done.status).toBe(200);
    expect((await done.json()).status).toBe('completed');
    const missed = await as(admin, `/${id}`, { method: 'PATCH', json: { status: 'no_show' } });
    expect(missed.status).toBe(200);
    expect((await statusOf(id)).status).toBe('no_show');
  });

  it('403 on a colleague’s booking whatever the body, 404 for an unknown one, 400 for a bad status', async () => {
    const { id } = await bookAndConfirm(t, at(3, 10));
    await happened(id);
    const foreign = await as(colleague, `/${id}`, { method: 'PATCH', json: { status: 'x' } });
    expect(foreign.status).toBe(403);
    const unknown = await as(admin, '/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      json: { status: 'completed' },
    });
    expect(unknown.status).toBe(404);
    expect((await as(admin, `/${id}`, { method: 'PATCH', json: { status: 'held' } })).status).toBe(
      400,
    );
    expect((await statusOf(id)).status).toBe('confirmed');
  });
});

describe(`cancel and reschedule on the visitor’s behalf (${testBackend()})`, () => {
  it('the host cancels: the time is free, CANCEL goes to visitor and host, staff are told who did it', async () => {
    const start = at(3, 10);
    const { id, token } = await bookAndConfirm(t, start, { email: 'grace@example.com' });
    const res = await as(employee, `/${id}/cancel`, {
      method: 'POST',
      json: { reason: 'The host is ill.' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('cancelled');
    expect((await statusOf(id)).status).toBe('cancelled');
    const mails = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));
    const cancels = mails.filter((m) => m.icsMethod === 'CANCEL');
    expect(cancels.map((m) => m.toAddress).sort()).toEqual(
      ['grace@example.com', employee.member.email].sort(),
    );
    const note = mails.find((m) => m.kind === BOOKING_CANCELLED_STAFF_KIND);
    expect(note?.textBody).toContain(`cancelled by ${employee.member.name} (staff)`);
    expect((await getSlots(t, 'cannabis', 1, daysAhead(3))).map((s) => s.start)).toContain(start);
    // Twice is a conflict; the visitor's link shows it cancelled.
    expect(
      (
        await as(employee, `/${id}/cancel`, {
          method: 'POST',
          json: { reason: 'The host is ill.' },
        })
      ).status,
    ).toBe(409);
    const seen = await t.request('/api/booking/manage', { method: 'POST', json: { token } });
    expect((await seen.json()).status).toBe('cancelled');
  });

  it('a staff cancel needs a reason (400 naming it); the visitor’s email gives it, the phone and a rebook link', async () => {
    const { id } = await bookAndConfirm(t, at(3, 10), { email: 'ella@example.com', locale: 'es' });
    const missing = await as(employee, `/${id}/cancel`, { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields).toHaveProperty('reason');
    expect((await statusOf(id)).status).toBe('confirmed');
    const reason = 'La anfitriona está enferma.';
    const res = await as(employee, `/${id}/cancel`, { method: 'POST', json: { reason } });
    expect(res.status).toBe(200);
    expect((await statusOf(id)).cancelReason).toBe(reason);
    const [toVisitor] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, id), eq(emailOutbox.kind, 'booking_cancelled')));
    expect(toVisitor!.toAddress).toBe('ella@example.com');
    expect(toVisitor!.textBody).toContain(`Motivo: ${reason}`);
    expect(toVisitor!.textBody).toContain(site.phone);
    expect(toVisitor!.textBody).toContain('/es/book');
    expect(toVisitor!.textBody).toContain('tuvimos que cancelar');
    expect(toVisitor!.icsBody).toContain('METHOD:CANCEL');
  });

  it('the host’s own cancellation email does not say the visitor cancelled', async () => {
    const { id } = await bookAndConfirm(t, at(3, 10), { name: 'Grace Hopper' });
    expect(
      (
        await as(employee, `/${id}/cancel`, {
          method: 'POST',
          json: { reason: 'The host is ill.' },
        })
      ).status,
    ).toBe(200);
    const mails = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));
    const toHost = mails.find(
      (m) => m.icsMethod === 'CANCEL' && m.toAddress === employee.member.email,
    );
    expect(toHost?.textBody).toContain('The free consultation with Grace Hopper');
    expect(toHost?.textBody).not.toContain('Grace Hopper cancelled');
  });

  it('a colleague cannot cancel or move someone else’s booking (403), an admin can', async () => {
    const { id } = await bookAndConfirm(t, at(3, 10));
    expect(
      (
        await as(colleague, `/${id}/cancel`, {
          method: 'POST',
          json: { reason: 'The host is ill.' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await as(colleague, `/${id}/reschedule`, {
          method: 'POST',
          json: { start: at(4, 10) },
        })
      ).status,
    ).toBe(403);
    expect((await statusOf(id)).status).toBe('confirmed');
    expect(
      (await as(admin, `/${id}/cancel`, { method: 'POST', json: { reason: 'The host is ill.' } }))
        .status,
    ).toBe(200);
  });

  it('a past meeting cannot be cancelled or moved (409)', async () => {
    const { id } = await bookAndConfirm(t, at(3, 10));
    await happened(id);
    const res = await as(admin, `/${id}/cancel`, {
      method: 'POST',
      json: { reason: 'The host is ill.' },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(ADMIN_BOOKING_MESSAGES.over);
  });

  it('staff move a booking: the visitor gets the REQUEST with SEQUENCE 1 and a new link, the old one is spent', async () => {
    const { id, token } = await bookAndConfirm(t, at(3, 10), { email: 'grace@example.com' });
    const res = await as(admin, `/${id}/reschedule`, {
      method: 'POST',
      json: { start: at(5, 15) },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).startsAt).toBe(at(5, 15));
    expect(await statusOf(id)).toMatchObject({ icalSequence: 1, status: 'confirmed' });
    const invite = (await t.handle.db.select().from(emailOutbox)).find(
      (m) => m.toAddress === 'grace@example.com' && m.icsBody?.includes('SEQUENCE:1'),
    );
    expect(invite?.icsMethod).toBe('REQUEST');
    const old = await t.request('/api/booking/manage', { method: 'POST', json: { token } });
    expect(old.status).toBe(404);
    const fresh = await latestManageToken(t, id);
    const seen = await t.request('/api/booking/manage', { method: 'POST', json: { token: fresh } });
    expect((await seen.json()).start).toBe(at(5, 15));
  });

  it('into a taken time: 409 and the original unchanged; a time we do not offer: 422', async () => {
    const mine = await bookAndConfirm(t, at(3, 10));
    await bookAndConfirm(t, at(3, 14));
    const taken = await as(employee, `/${mine.id}/reschedule`, {
      method: 'POST',
      json: { start: at(3, 14) },
    });
    expect(taken.status).toBe(409);
    const row = await statusOf(mine.id);
    expect(row.startsAt.toISOString()).toBe(at(3, 10));
    expect(row.icalSequence).toBe(0);
    const night = await as(employee, `/${mine.id}/reschedule`, {
      method: 'POST',
      json: { start: at(3, 22) },
    });
    expect(night.status).toBe(422);
  });
});

describe(`the lead of a booking (${testBackend()})`, () => {
  it('the lead’s emails include its booking’s, with their state; an admin retries a failed one', async () => {
    const { id } = await bookAndConfirm(t, at(3, 10));
    const { leadId } = await statusOf(id);
    const list = await t.request(`/api/admin/consultations/${leadId}/mail`, {
      headers: { Cookie: employee.cookie },
    });
    const rows = (await list.json()) as { id: string; kind: string; status: string }[];
    expect(rows.map((r) => r.kind)).toEqual(
      expect.arrayContaining([
        'booking_confirm_request',
        'booking_confirmed_visitor',
        'booking_confirmed_host',
        'booking_reminder_24h',
      ]),
    );
    const invitation = rows.find((r) => r.kind === 'booking_confirmed_visitor')!;
    await t.handle.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 6, lastError: 'timeout' })
      .where(eq(emailOutbox.id, invitation.id));
    const again = await t.request(`/api/admin/consultations/${leadId}/mail`, {
      headers: { Cookie: employee.cookie },
    });
    expect(((await again.json()) as typeof rows).find((r) => r.id === invitation.id)?.status).toBe(
      'failed',
    );
    const retry = await t.request(`/api/admin/mail/${invitation.id}/retry`, {
      method: 'POST',
      headers: { Cookie: admin.cookie },
    });
    expect(retry.status).toBe(200);
  });

  it('the lead and the leads list carry the booking (“Booked for …”), its outcome once marked', async () => {
    const { id } = await bookAndConfirm(t, at(3, 10));
    const { leadId } = await statusOf(id);
    const lead = await t.request(`/api/admin/consultations/${leadId}`, {
      headers: { Cookie: employee.cookie },
    });
    expect((await lead.json()).booking).toEqual({ status: 'confirmed', startsAt: at(3, 10) });
    await happened(id);
    await as(admin, `/${id}`, { method: 'PATCH', json: { status: 'no_show' } });
    const page = await t.request('/api/admin/consultations', {
      headers: { Cookie: employee.cookie },
    });
    const listed = (await page.json()).leads.find((l: { id: string }) => l.id === leadId);
    expect(listed.booking.status).toBe('no_show');
  });
});
