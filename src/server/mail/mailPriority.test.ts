import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../db/schema.ts';
import { accountApprovedEmail } from './accountReviewEmails.ts';
import {
  staffNotificationEmail,
  visitorAcknowledgementEmail,
  type LeadForEmail,
} from './consultationEmails.ts';
import { deliverDueEmails, smtpSender } from './deliver.ts';
import { queueEmail } from './outbox.ts';
import { passwordResetLinkEmail } from './passwordResetEmail.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';

// Reset links waited behind 263 lead mails (oldest first, 20 a pass): at Netlify's 5-minute
// schedule a reset link (30 minutes) expired unsent while a few IPs kept submitting the form.
let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await t.close();
});

function lead(index: number): LeadForEmail {
  return {
    id: randomUUID(),
    name: `Visitor ${index}`,
    email: `visitor-${index}@example.com`,
    serviceType: 'Marketing',
    isSocialEquityApplicant: false,
    message: 'Please call me back about marketing.',
    createdAt: new Date(),
  };
}

describe(`mail delivery order (${testBackend()})`, () => {
  it('sends security mail first, then staff mail, then visitor mail, oldest first within each', async () => {
    const backlog = 263;
    for (let i = 0; i < backlog; i++) {
      await queueEmail(t.handle.db, visitorAcknowledgementEmail(lead(i), shippedFacts));
    }
    await queueEmail(
      t.handle.db,
      staffNotificationEmail(lead(1000), 'staff@example.com', 'http://localhost:4321'),
    );
    const owner = { id: randomUUID(), name: 'Maya', email: 'maya@example.com' };
    await queueEmail(t.handle.db, passwordResetLinkEmail(owner, 'http://localhost/reset?t=x'));
    await queueEmail(
      t.handle.db,
      accountApprovedEmail(
        { id: randomUUID(), name: 'Newcomer', email: 'new@example.com' },
        'Temp password 42 owl',
        'http://localhost:4321',
        new Date(),
      ),
    );

    const sender = smtpSender(sink.url);
    try {
      const report = await deliverDueEmails(t.handle.db, {
        from: 'site@example.com',
        send: sender.send,
        batchSize: 20,
      });
      expect(report.sent).toBe(20);
    } finally {
      sender.close();
    }
    // Which 20 went out proves the order they were taken in: the two security mails (queued last)
    // and the staff notice, then 17 visitor mails, none of them newer than any left waiting. (Rows
    // queued within the same clock tick tie on their due time, so which of two tied visitors went
    // first is not fixed; the sink may also see them arrive out of order over pooled connections.)
    const sent = sink.received.map((mail) => mail.to[0]!);
    expect(sent.filter((to) => !to.startsWith('visitor-')).sort()).toEqual([
      'maya@example.com',
      'new@example.com',
      'staff@example.com',
    ]);
    const sentVisitors = new Set(sent.filter((to) => to.startsWith('visitor-')));
    expect(sentVisitors.size).toBe(17);
    const outbox = await t.handle.db.select().from(emailOutbox);
    const visitorRows = outbox.filter((mail) => mail.toAddress.startsWith('visitor-'));
    const queuedAt = (to: string) =>
      visitorRows.find((mail) => mail.toAddress === to)!.createdAt.getTime();
    const newestSent = Math.max(...[...sentVisitors].map(queuedAt));
    const oldestWaiting = Math.min(
      ...visitorRows
        .filter((mail) => !sentVisitors.has(mail.toAddress))
        .map((mail) => mail.createdAt.getTime()),
    );
    expect(newestSent).toBeLessThanOrEqual(oldestWaiting);
    expect(outbox.filter((mail) => mail.status === 'pending')).toHaveLength(backlog - 17);
  }, 60_000);
});
