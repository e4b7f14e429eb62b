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

    // Confirming sends the invitation as a text/calendar part, also at once.
    const token = /\/book\/confirm\?token=([\w-]+)/.exec(row!.textBody)![1];
    const confirmed = await t.request('/api/booking/confirm', { method: 'POST', json: { token } });
    expect(confirmed.status).toBe(200);
    const invitation = sink.received.find(
      (m) => m.to.includes('now@example.com') && m !== sink.received[0],
    );
    expect(invitation?.raw).toMatch(/text\/calendar; ?charset=utf-8; ?method=REQUEST/i);
  });
});
