import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, teamMembers, leads, emailOutbox, staffDigests } from '../../../db/schema.ts';
import { createTeamMember } from '../testing/auth.ts';
import { createLead } from '../testing/leads.ts';
import { createTestApp, testBackend, TEST_SITE_URL, type TestApp } from '../testing/testApp.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';
import { isDigestTime, runOverdueDigest } from './overdueDigest.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  const db = t.handle.db;
  await db.delete(emailOutbox);
  await db.delete(staffDigests);
  await db.delete(leads);
  await db.delete(teamMembers);
});

const hours = shippedFacts.site.hours;
const settings = { siteUrl: TEST_SITE_URL, staffNotifyEmail: 'staff@example.com', hours };
const outbox = () => t.handle.db.select().from(emailOutbox).orderBy(emailOutbox.toAddress);
// Fixed clocks, New York time in the comments.
const MONDAY_0805 = new Date('2026-11-23T13:05:00Z'); // Mon 23 Nov 08:05 EST
const MONDAY_1130 = new Date('2026-11-23T16:30:00Z'); // Mon 11:30 EST
const TUESDAY_0800 = new Date('2026-11-24T13:00:00Z'); // Tue 08:00 EST

async function seed() {
  // Wednesday 10:00 EST, not equity: due Friday 10:00 → overdue on Monday.
  const late = await createLead(t, {
    name: 'Late Larry',
    createdAt: new Date('2026-11-18T15:00:00Z'),
  });
  // Friday 10:00 EST, equity: due Monday 10:00 → not yet at 08:05, overdue on Tuesday.
  const equity = await createLead(t, {
    name: 'Equity Eve',
    serviceType: 'Cannabis/Social Equity',
    isSocialEquityApplicant: true,
    createdAt: new Date('2026-11-20T15:00:00Z'),
  });
  // Old but already contacted: never in a digest.
  await createLead(t, {
    name: 'Handled Hal',
    status: 'contacted',
    createdAt: new Date('2026-11-02T15:00:00Z'),
  });
  return { late, equity };
}

describe('digest time (weekdays from 08:00 New York time)', () => {
  it('follows New York time in winter and summer, and skips weekends', () => {
    expect(isDigestTime(new Date('2026-11-23T12:59:00Z'))).toBe(false); // 07:59 EST
    expect(isDigestTime(new Date('2026-11-23T13:00:00Z'))).toBe(true); // 08:00 EST
    expect(isDigestTime(new Date('2026-07-06T12:00:00Z'))).toBe(true); // 08:00 EDT
    expect(isDigestTime(new Date('2026-07-06T11:59:00Z'))).toBe(false); // 07:59 EDT
    expect(isDigestTime(new Date('2026-11-23T17:00:00Z'))).toBe(false); // noon EST
    expect(isDigestTime(new Date('2026-11-21T14:00:00Z'))).toBe(false); // Saturday 09:00
    expect(isDigestTime(new Date('2026-11-22T14:00:00Z'))).toBe(false); // Sunday 09:00
  });
});

describe(`overdue digest (${testBackend()})`, () => {
  it('queues one email to STAFF_NOTIFY_EMAIL listing only overdue leads, with links', async () => {
    const { late } = await seed();
    const result = await runOverdueDigest(t.handle.db, settings, MONDAY_0805);
    expect(result).toEqual({ sent: true, day: '2026-11-23', overdue: 1, recipients: 1 });
    const [mail, ...rest] = await outbox();
    expect(rest).toHaveLength(0);
    expect(mail).toMatchObject({
      kind: 'overdue_digest',
      toAddress: 'staff@example.com',
      status: 'pending',
      subject: 'Overdue leads 2026-11-23: 1 new lead is waiting for a reply',
    });
    expect(mail?.textBody).toContain('Late Larry (Real Estate)');
    expect(mail?.textBody).toContain(`${TEST_SITE_URL}/admin/leads?lead=${late.id}`);
    expect(mail?.textBody).toContain('received 2026-11-18 10:00, reply was due 2026-11-20 10:00');
    expect(mail?.textBody).not.toContain('Equity Eve');
    expect(mail?.textBody).not.toContain('Handled Hal');
    expect(mail?.htmlBody).toContain(`href="${TEST_SITE_URL}/admin/leads?lead=${late.id}"`);
  });

  it('never sends twice for the same day, even from two workers at once', async () => {
    await seed();
    const [a, b] = await Promise.all([
      runOverdueDigest(t.handle.db, settings, MONDAY_0805),
      runOverdueDigest(t.handle.db, settings, MONDAY_0805),
    ]);
    expect([a.sent, b.sent].sort()).toEqual([false, true]);
    expect(await runOverdueDigest(t.handle.db, settings, MONDAY_1130)).toEqual({
      sent: false,
      day: '2026-11-23',
      reason: 'already_sent',
    });
    expect(await outbox()).toHaveLength(1);

    // The next morning is a new day: the equity lead (due Monday 10:00) has joined.
    const tuesday = await runOverdueDigest(t.handle.db, settings, TUESDAY_0800);
    expect(tuesday).toEqual({ sent: true, day: '2026-11-24', overdue: 2, recipients: 1 });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toContain(
      'Overdue leads 2026-11-24: 2 new leads are waiting for a reply',
    );
  });

  it('sends nothing outside digest time or when nothing is overdue', async () => {
    await seed();
    const saturday = new Date('2026-11-28T14:00:00Z');
    expect(await runOverdueDigest(t.handle.db, settings, saturday)).toMatchObject({
      sent: false,
      reason: 'not_digest_time',
    });
    expect(
      await runOverdueDigest(t.handle.db, settings, new Date('2026-11-23T12:30:00Z')),
    ).toMatchObject({ sent: false, reason: 'not_digest_time' });
    await t.handle.db.delete(leads);
    expect(await runOverdueDigest(t.handle.db, settings, MONDAY_0805)).toMatchObject({
      sent: false,
      reason: 'nothing_overdue',
    });
    expect(await outbox()).toHaveLength(0);
    // Nothing claimed the day: a lead that turns overdue later in the morning still gets its digest.
    expect(await t.handle.db.select().from(staffDigests)).toHaveLength(0);
  });

  it('leaves out a late lead its online booking answers, as the leads page does', async () => {
    await seed();
    const booked = async (
      name: string,
      status: 'confirmed' | 'completed' | 'no_show',
      at: string,
    ) => {
      const lead = await createLead(t, { name, createdAt: new Date('2026-11-18T15:00:00Z') });
      const startsAt = new Date(at);
      await t.handle.db.insert(bookings).values({
        leadId: lead.id,
        division: 'real-estate',
        status,
        startsAt,
        endsAt: new Date(+startsAt + 30 * 60_000),
        blockedFrom: startsAt,
        blockedUntil: new Date(+startsAt + 60 * 60_000),
        name,
        email: lead.email,
        message: lead.message,
        visitorTimeZone: 'America/New_York',
        icalUid: `digest-${lead.id}@example.com`,
      });
    };
    await booked('Ahead Ada', 'confirmed', '2026-11-24T15:00:00Z'); // meeting tomorrow
    await booked('Kept Kim', 'completed', '2026-11-20T15:00:00Z');
    await booked('Missed Max', 'no_show', '2026-11-20T15:00:00Z');
    await booked('Unmarked Uma', 'confirmed', '2026-11-20T15:00:00Z'); // past, never marked kept
    const result = await runOverdueDigest(t.handle.db, settings, MONDAY_0805);
    expect(result).toMatchObject({ sent: true, overdue: 3 });
    const [mail] = await outbox();
    for (const name of ['Late Larry', 'Missed Max', 'Unmarked Uma']) {
      expect(mail?.textBody).toContain(name);
    }
    expect(mail?.textBody).not.toContain('Ahead Ada');
    expect(mail?.textBody).not.toContain('Kept Kim');
    await t.handle.db.delete(bookings);
  });

  it('goes to every admin (not employees) when STAFF_NOTIFY_EMAIL is unset', async () => {
    await seed();
    await createTeamMember(t, { role: 'admin', email: 'boss@example.com' });
    await createTeamMember(t, { role: 'admin', email: 'chief@example.com' });
    await createTeamMember(t, { role: 'employee', email: 'helper@example.com' });
    const result = await runOverdueDigest(
      t.handle.db,
      { siteUrl: TEST_SITE_URL, hours },
      MONDAY_0805,
    );
    expect(result).toMatchObject({ sent: true, recipients: 2 });
    expect((await outbox()).map((m) => m.toAddress)).toEqual([
      'boss@example.com',
      'chief@example.com',
    ]);
  });
});
