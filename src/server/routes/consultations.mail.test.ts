import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leads, emailOutbox } from '../../../db/schema.ts';
import { equityVerification, site } from '../../lib/site.ts';
import { createApp } from '../app.ts';
import { deliverDueEmails, smtpSender } from '../mail/deliver.ts';
import { freshIp, postConsultation, validConsultation } from '../testing/consultationFixtures.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { createTestApp, TEST_SITE_URL, testBackend, type TestApp } from '../testing/testApp.ts';

const STAFF = 'staff@example.com';

/** A local port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  t = await createTestApp({ STAFF_NOTIFY_EMAIL: STAFF });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await t.close();
});
beforeEach(async () => {
  await t.handle.db.delete(emailOutbox);
  await t.handle.db.delete(leads);
  sink.received.length = 0;
});

const outbox = () => t.handle.db.select().from(emailOutbox);
const byKind = async (kind: string) => (await outbox()).filter((m) => m.kind === kind);

describe(`consultation emails through the outbox (${testBackend()})`, () => {
  it('queues the staff notification and the acknowledgement in the lead’s own transaction', async () => {
    const res = await postConsultation(t, validConsultation());
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [lead] = await t.handle.db.select().from(leads).where(eq(leads.id, id));
    const mails = await outbox();
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'lead_acknowledgement',
      'lead_staff_notification',
    ]);
    for (const mail of mails) {
      expect(mail).toMatchObject({ relatedId: id, status: 'pending', attempts: 0, sentAt: null });
      // now() is the transaction's start time in PostgreSQL: equal stamps prove one transaction.
      expect(mail.createdAt.getTime()).toBe(lead!.createdAt.getTime());
    }
  });

  it('tells staff every field and links to the lead in the admin area', async () => {
    const res = await postConsultation(t, validConsultation());
    const { id } = await res.json();
    const [staff] = await byKind('lead_staff_notification');
    expect(staff!.toAddress).toBe(STAFF);
    expect(staff!.subject).toBe(
      'New consultation request [Social Equity]: “Ada Lovelace” (Cannabis/Social Equity)',
    );
    for (const text of [
      'Name: Ada Lovelace',
      'Email: ada@example.com',
      'Phone: (413) 555-0100',
      'Company: Analytical Engines LLC',
      'Service: Cannabis/Social Equity',
      'Social equity applicant: Yes',
      'I am applying for a social equity license in Holyoke and need help.',
      `${TEST_SITE_URL}/admin/leads?lead=${id}`,
    ]) {
      expect(staff!.textBody).toContain(text);
    }
    expect(staff!.htmlBody).toContain(`href="${TEST_SITE_URL}/admin/leads?lead=${id}"`);
  });

  it('acknowledges the visitor with what happens next, the response promise and our contacts', async () => {
    await postConsultation(t, validConsultation());
    await postConsultation(
      t,
      validConsultation({ email: 'bob@example.com', serviceType: 'Marketing', name: 'Bob' }),
    );
    const acks = await byKind('lead_acknowledgement');
    const equity = acks.find((m) => m.toAddress === 'ada@example.com')!;
    const other = acks.find((m) => m.toAddress === 'bob@example.com')!;
    expect(equity.textBody).toContain('within 24 hours');
    expect(equity.textBody).toContain(equityVerification.en);
    expect(other.textBody).toContain('within 24-48 hours');
    for (const mail of [equity, other]) {
      expect(mail.textBody).toContain('What happens next');
      expect(mail.textBody).toContain(site.phone);
      expect(mail.textBody).toContain(site.email);
      expect(mail.textBody).toContain(site.address.street);
    }
  });

  it('stores the visitor language and acknowledges a Spanish visitor in Spanish', async () => {
    await postConsultation(t, validConsultation({ email: 'ana@example.com', locale: 'es' }));
    await postConsultation(t, validConsultation({ email: 'ben@example.com' }));
    const stored = await t.handle.db.select().from(leads);
    const locales = Object.fromEntries(stored.map((lead) => [lead.email, lead.locale]));
    expect(locales).toEqual({ 'ana@example.com': 'es', 'ben@example.com': 'en' });

    const acks = await byKind('lead_acknowledgement');
    const spanish = acks.find((m) => m.toAddress === 'ana@example.com')!;
    expect(spanish.subject).toBe(`Recibimos su solicitud de consulta – ${site.name}`);
    expect(spanish.textBody).toContain('Próximos pasos');
    expect(spanish.textBody).toContain('en un plazo de 24 horas');
    expect(spanish.textBody).toContain(equityVerification.es);
    expect(spanish.textBody).toContain('cannabis y equidad social');
    expect(spanish.textBody).toContain(`Teléfono: ${site.phone}`);
    expect(spanish.htmlBody).toContain('<html lang="es">');
    const english = acks.find((m) => m.toAddress === 'ben@example.com')!;
    expect(english.subject).toBe(`We received your consultation request – ${site.name}`);
    // Staff read every lead in English, with the visitor's language named.
    const staff = await byKind('lead_staff_notification');
    expect(staff.map((m) => m.textBody).join('\n')).toContain('Language: Spanish');
  });

  it('refuses an unknown language with a 400 naming the field', async () => {
    const res = await postConsultation(t, validConsultation({ locale: 'fr' }));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty('locale');
  });

  it('escapes what the visitor wrote in HTML and keeps CR/LF out of every header', async () => {
    // A line break in a one-line field is refused before any mail is built.
    const injected = await postConsultation(
      t,
      validConsultation({ name: 'Eve\r\nBcc: victim@example.com' }),
    );
    expect(injected.status).toBe(400);
    expect((await injected.json()).fields).toHaveProperty('name');
    expect(await outbox()).toEqual([]);

    const res = await postConsultation(
      t,
      validConsultation({
        name: 'Eve Bcc: victim@example.com',
        company: '<b>Evil & Co</b>',
        message: '<script>alert("x")</script> and <img src=x onerror=alert(1)> here',
      }),
    );
    expect(res.status).toBe(201);
    const mails = await outbox();
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.htmlBody).not.toContain('<script>');
      expect(mail.htmlBody).not.toContain('<img');
    }
    const [staff] = await byKind('lead_staff_notification');
    expect(staff!.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(staff!.htmlBody).toContain('&lt;b&gt;Evil &amp; Co&lt;/b&gt;');

    // Delivered for real: the injected "Bcc" never becomes a header or a recipient.
    const sender = smtpSender(sink.url);
    await deliverDueEmails(t.handle.db, { from: 'site@example.com', send: sender.send });
    sender.close();
    expect(sink.received.map((m) => m.to).sort()).toEqual([['ada@example.com'], [STAFF]]);
    for (const mail of sink.received) {
      const headers = mail.raw.split(/\r\n\r\n/)[0]!;
      expect(headers).not.toMatch(/^bcc:/im);
    }
  });

  it('queues only the acknowledgement when STAFF_NOTIFY_EMAIL is not set', async () => {
    const app = createApp({
      db: t.handle.db,
      driver: t.handle.driver,
      config: { ...t.config, mail: { ...t.config.mail, staffNotifyEmail: undefined } },
    });
    const res = await app.request(
      '/api/consultations',
      {
        method: 'POST',
        body: JSON.stringify(validConsultation()),
        headers: { Origin: TEST_SITE_URL, 'Content-Type': 'application/json' },
      },
      { ip: freshIp() },
    );
    expect(res.status).toBe(201);
    expect((await outbox()).map((m) => m.kind)).toEqual(['lead_acknowledgement']);
  });

  it('a mail failure leaves the lead and its queued mail intact', async () => {
    const res = await postConsultation(t, validConsultation());
    const { id } = await res.json();
    sink.rejectNext(10);
    const failing = smtpSender(sink.url);
    const report = await deliverDueEmails(t.handle.db, {
      from: 'site@example.com',
      send: failing.send,
    });
    failing.close();
    expect(report).toEqual({ sent: 0, retrying: 2, failed: 0 });
    // A mail server that is not there at all fails the same way.
    const nobody = smtpSender(`smtp://127.0.0.1:${await closedPort()}`);
    const unreachable = await deliverDueEmails(t.handle.db, {
      from: 'site@example.com',
      send: nobody.send,
      now: () => new Date(Date.now() + 24 * 3600_000),
    });
    nobody.close();
    expect(unreachable.retrying).toBe(2);

    const stored = await t.handle.db.select().from(leads);
    expect(stored.map((l) => l.id)).toEqual([id]);
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 2, relatedId: id });
      expect(mail.lastError).toContain('ECONNREFUSED');
    }
  });

  it('200 concurrent valid submissions are all stored exactly once, each with its mail', async () => {
    const count = 200;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        postConsultation(
          t,
          validConsultation({ email: `burst${i}@example.com` }),
          `10.9.${i >> 8}.${i & 255}`,
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(count).fill(201));
    const ids = await Promise.all(responses.map(async (r) => (await r.json()).id as string));
    const stored = await t.handle.db.select().from(leads);
    expect(stored).toHaveLength(count);
    expect(new Set(stored.map((l) => l.id))).toEqual(new Set(ids));
    expect(new Set(stored.map((l) => l.email)).size).toBe(count);
    const mails = await outbox();
    expect(mails).toHaveLength(count * 2);
    expect(new Set(mails.map((m) => m.relatedId))).toEqual(new Set(ids));
  });
});
