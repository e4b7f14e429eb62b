import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../db/schema.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';
import {
  backoffDelayMs,
  deliverDueEmails,
  runMailDelivery,
  SMTP_TIMEOUTS,
  smtpSender,
} from './deliver.ts';
import { startMailInterval } from './mailInterval.ts';
import { queueEmail } from './outbox.ts';
import { accountApprovedEmail, SCRUBBED_PASSWORD } from './accountReviewEmails.ts';

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
beforeEach(async () => {
  await t.handle.db.delete(emailOutbox);
  sink.received.length = 0;
  sink.rejectNext(0);
});

const FROM = 'Legacy Equity Group <no-reply@example.com>';
const rows = () => t.handle.db.select().from(emailOutbox).orderBy(emailOutbox.toAddress);
const queue = (to: string, subject = 'Hello') =>
  queueEmail(t.handle.db, {
    kind: 'test',
    priority: 'staff',
    to,
    subject,
    text: `Body for ${to}`,
    html: `<p>${to}</p>`,
  });

function sender() {
  const s = smtpSender(sink.url);
  return {
    ...s,
    run: (options: Partial<Parameters<typeof deliverDueEmails>[1]> = {}) =>
      deliverDueEmails(t.handle.db, { from: FROM, send: s.send, ...options }),
  };
}

describe(`mail delivery worker against a local SMTP sink (${testBackend()})`, () => {
  it('delivers a temporary password, then scrubs it from the stored mail', async () => {
    const password = 'Temp-Pass 4 Ada!';
    const request = { id: crypto.randomUUID(), name: 'Ada', email: 'ada@example.com' };
    await queueEmail(
      t.handle.db,
      accountApprovedEmail(request, password, 'http://localhost:4321', new Date()),
    );
    const s = sender();
    expect(await s.run()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    s.close();
    expect(sink.received[0]?.raw).toContain(password);
    const [row] = await rows();
    expect(row?.status).toBe('sent');
    expect(row?.textBody).not.toContain(password);
    expect(row?.textBody).toContain(SCRUBBED_PASSWORD);
    expect(row?.textBody).toContain('ada@example.com');
  });

  it('sends due mail over SMTP and marks it sent', async () => {
    await queue('a@example.com', 'First');
    await queue('b@example.com', 'Second');
    const s = sender();
    expect(await s.run()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    s.close();
    expect(sink.received.map((m) => m.to)).toEqual(
      expect.arrayContaining([['a@example.com'], ['b@example.com']]),
    );
    const first = sink.received.find((m) => m.to[0] === 'a@example.com')!;
    expect(first.from).toBe('no-reply@example.com');
    expect(first.raw).toMatch(/^Subject: First$/m);
    expect(first.raw).toContain('Body for a@example.com');
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    // Sent mail is never sent again.
    const again = sender();
    expect(await again.run()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    again.close();
    expect(sink.received).toHaveLength(2);
  });

  it('retries a temporary failure after an exponential backoff', async () => {
    await queue('retry@example.com');
    // A second ahead: rows carry the database clock (microseconds), Date.now() only milliseconds.
    const start = Date.now() + 1000;
    const at = (ms: number) => () => new Date(start + ms);
    const base = 60_000;
    sink.rejectNext(2);
    const s = sender();

    expect(await s.run({ now: at(0), baseDelayMs: base })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/451|busy/i);
    expect(row!.nextAttemptAt.getTime()).toBe(start + base);

    // Not due yet: nothing is attempted.
    expect(await s.run({ now: at(base - 1000), baseDelayMs: base })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });

    expect(await s.run({ now: at(base), baseDelayMs: base })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime()).toBe(start + base + 2 * base);

    expect(await s.run({ now: at(3 * base), baseDelayMs: base })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    s.close();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sink.received.map((m) => m.to)).toEqual([['retry@example.com']]);
  });

  it('gives up after the last attempt and marks the mail failed with the error', async () => {
    await queue('never@example.com');
    sink.rejectNext(100);
    const s = sender();
    // A second ahead: rows carry the database clock (microseconds), Date.now() only milliseconds.
    const start = Date.now() + 1000;
    const reports = [];
    for (let i = 0; i < 3; i++) {
      reports.push(
        await s.run({
          now: () => new Date(start + i * 3600_000),
          maxAttempts: 3,
          baseDelayMs: 1000,
        }),
      );
    }
    s.close();
    expect(reports).toEqual([
      { sent: 0, retrying: 1, failed: 0 },
      { sent: 0, retrying: 1, failed: 0 },
      { sent: 0, retrying: 0, failed: 1 },
    ]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row!.lastError).toMatch(/busy/i);
    // A failed mail is not picked up again.
    const later = sender();
    expect(await later.run({ now: () => new Date(start + 30 * 24 * 3600_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    later.close();
  });

  it('two workers at once send each mail exactly once', async () => {
    for (let i = 0; i < 10; i++) await queue(`w${i}@example.com`);
    const a = sender();
    const b = sender();
    const [ra, rb] = await Promise.all([a.run({ batchSize: 10 }), b.run({ batchSize: 10 })]);
    a.close();
    b.close();
    expect(ra.sent + rb.sent).toBe(10);
    expect(sink.received).toHaveLength(10);
    expect(new Set(sink.received.map((m) => m.to[0])).size).toBe(10);
  });

  it('starts no send once the run is out of time, and leaves the rest due for the next run', async () => {
    for (let i = 0; i < 5; i++) await queue(`late${i}@example.com`);
    let clock = 1_000_000;
    const s = smtpSender(sink.url);
    const report = await deliverDueEmails(t.handle.db, {
      from: FROM,
      // Each send takes 10 s of the run's time.
      send: async (message) => {
        await s.send(message);
        clock += 10_000;
      },
      clock: () => clock,
      startSendsBefore: 1_000_000 + 15_000,
    });
    s.close();
    expect(report).toEqual({ sent: 2, retrying: 0, failed: 0, deferred: 3 });
    expect(sink.received).toHaveLength(2);
    const left = (await rows()).filter((row) => row.status === 'pending');
    expect(left).toHaveLength(3);
    // Not counted as an attempt, and not hidden behind the 5-minute lease.
    for (const row of left) expect(row.attempts).toBe(0);
    const next = sender();
    expect(await next.run()).toEqual({ sent: 3, retrying: 0, failed: 0 });
    next.close();
  });

  it('a run killed mid-send leaves no mail stuck: the lease runs out and the next run sends it', async () => {
    for (let i = 0; i < 3; i++) await queue(`killed${i}@example.com`);
    // The killed run: rows claimed (lease committed), then the process dies inside the first send.
    const killed = deliverDueEmails(t.handle.db, { from: FROM, send: () => new Promise(() => {}) });
    await expect
      .poll(async () => (await rows()).filter((r) => r.nextAttemptAt > new Date()).length)
      .toBe(3);
    void killed;
    const start = Date.now();
    // Within the lease another run leaves them alone …
    const early = sender();
    expect(await early.run()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    early.close();
    // … after it, they are sent, once each.
    const after = sender();
    const report = await after.run({ now: () => new Date(start + 5 * 60_000 + 1_000) });
    after.close();
    expect(report).toEqual({ sent: 3, retrying: 0, failed: 0 });
    expect(sink.received.map((m) => m.to[0]).sort()).toEqual([
      'killed0@example.com',
      'killed1@example.com',
      'killed2@example.com',
    ]);
  });

  it('sends a whole run over one SMTP connection', async () => {
    for (let i = 0; i < 4; i++) await queue(`pooled${i}@example.com`);
    const before = sink.connections();
    const s = sender();
    expect(await s.run()).toEqual({ sent: 4, retrying: 0, failed: 0 });
    s.close();
    expect(sink.connections() - before).toBe(1);
  });

  it('gives up on a server that never greets within the greeting timeout', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    await queue('silent@example.com');
    const s = smtpSender(`smtp://127.0.0.1:${port}`);
    const started = Date.now();
    const report = await deliverDueEmails(t.handle.db, { from: FROM, send: s.send });
    const took = Date.now() - started;
    s.close();
    silent.close();
    expect(report).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(took).toBeGreaterThanOrEqual(SMTP_TIMEOUTS.greetingTimeout - 100);
    expect(took).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout + 5_000);
    expect((await rows())[0]!.lastError).toMatch(/greeting/i);
  });

  it('without SMTP_URL nothing is attempted and mail stays pending', async () => {
    await queue('waiting@example.com');
    expect(await runMailDelivery(t.handle.db, { from: FROM })).toBe('not-configured');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('runMailDelivery sends over SMTP_URL', async () => {
    await queue('configured@example.com');
    expect(await runMailDelivery(t.handle.db, { from: FROM, smtpUrl: sink.url })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    const [row] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'configured@example.com'));
    expect(row?.status).toBe('sent');
  });
});

describe('backoffDelayMs', () => {
  it('doubles from the base delay and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, 60_000, 600_000))).toEqual([
      60_000, 120_000, 240_000, 480_000, 600_000,
    ]);
  });
});

describe(`local mail interval (${testBackend()})`, () => {
  it('does nothing without SMTP_URL, and delivers on start when configured', async () => {
    await t.handle.db.delete(emailOutbox);
    await queue('interval@example.com');
    const idle = startMailInterval(t.handle.db, { from: FROM });
    await idle();
    expect((await rows())[0]?.status).toBe('pending');

    const stop = startMailInterval(t.handle.db, { from: FROM, smtpUrl: sink.url }, 60_000);
    await stop();
    expect((await rows())[0]?.status).toBe('sent');
  });
});
