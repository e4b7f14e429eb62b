import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../db/schema.ts';
import { createHost, daysAhead, holdPayload, postHold } from '../testing/booking.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { firmWallToInstant } from '../../lib/booking/slots.ts';

let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'office@example.com' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A link's token in a received message (quoted-printable soft breaks undone). */
function tokenIn(raw: string, page: 'confirm' | 'manage'): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return new RegExp(`/book/${page}\\?token=([\\w-]+)`).exec(text)![1]!;
}

describe(`booking mail leaves at once (${testBackend()})`, () => {
  it('the confirmation link is sent within the hold request, not at the next mail pass', async () => {
    await createHost(t.handle.db);
    const start = new Date(firmWallToInstant(daysAhead(3), 10 * 60)).toISOString();
    const res = await postHold(t, holdPayload(start, { email: 'now@example.com' }));
    expect(res.status).toBe(201);
    expect(sink.received.map((m) => m.to)).toEqual([['now@example.com']]);
    expect(sink.received[0]!.raw).toContain('/book/confirm?token=');
    const [row] = await t.handle.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });

    // Our copy no longer holds the link's key (L12); the visitor's mail does.
    expect(row!.textBody).toContain('/book/confirm?token=removed-after-delivery');
    const token = tokenIn(sink.received[0]!.raw, 'confirm');
    const confirmed = await t.request('/api/booking/confirm', { method: 'POST', json: { token } });
    expect(confirmed.status).toBe(200);
    const invitation = sink.received.find(
      (m) => m.to.includes('now@example.com') && m !== sink.received[0],
    );
    expect(invitation?.raw).toMatch(/text\/calendar; ?charset=utf-8; ?method=REQUEST/i);
  });

  // L12 (security-probe-4): 18 of 18 delivered confirmations still held their manage link.
  it('outbox rows of sent booking mail hold no confirm or manage token', async () => {
    await createHost(t.handle.db);
    const start = new Date(firmWallToInstant(daysAhead(4), 11 * 60)).toISOString();
    const email = 'scrub@example.com';
    expect((await postHold(t, holdPayload(start, { email }))).status).toBe(201);
    const request = sink.received.findLast((m) => m.to.includes(email))!;
    const confirmed = await t.request('/api/booking/confirm', {
      method: 'POST',
      json: { token: tokenIn(request.raw, 'confirm') },
    });
    expect(confirmed.status).toBe(200);
    const invitation = sink.received.findLast((m) => m.to.includes(email))!;
    const manageToken = tokenIn(invitation.raw, 'manage');
    // The visitor's own link still works: only our copy was cut.
    const moved = await t.request('/api/booking/manage/reschedule', {
      method: 'POST',
      json: { token: manageToken, start: new Date(Date.parse(start) + 3600_000).toISOString() },
    });
    expect(moved.status).toBe(200);
    const rows = await t.handle.db.select().from(emailOutbox);
    const sent = rows.filter((r) => r.kind.startsWith('booking_') && r.status === 'sent');
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const row of sent) {
      expect(`${row.textBody}\n${row.htmlBody ?? ''}\n${row.icsBody ?? ''}`).not.toMatch(
        /token=(?!removed-after-delivery)/,
      );
      expect(row.textBody).not.toContain(manageToken);
    }
  });
});
