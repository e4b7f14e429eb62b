import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, leads, MAIL_PRIORITIES } from '../../../db/schema.ts';
import {
  ACKNOWLEDGEMENTS_PER_DAY,
  ACKNOWLEDGEMENTS_PER_RECIPIENT,
} from '../mail/acknowledgementCaps.ts';
import { LEAD_ACKNOWLEDGEMENT_KIND } from '../mail/consultationEmails.ts';
import { postConsultation, validConsultation } from '../testing/consultationFixtures.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

// The acknowledgement mailed the visitor's own name and message to any address typed in the form,
// without limit: the contact form was a relay for anyone's text to anyone's inbox.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_NOTIFY_EMAIL: 'staff@example.com' });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.handle.db.delete(emailOutbox);
  await t.handle.db.delete(leads);
});

const acknowledgements = async () =>
  (await t.handle.db.select().from(emailOutbox)).filter(
    (mail) => mail.kind === LEAD_ACKNOWLEDGEMENT_KIND,
  );

describe(`the visitor acknowledgement cannot relay spam (${testBackend()})`, () => {
  it('carries a first name and none of the text the visitor wrote', async () => {
    const spam = 'Cheap watches at spam.example, reply now! Visit http://spam.example/offer';
    const res = await postConsultation(
      t,
      validConsultation({
        name: 'Ada Lovelace-Byron of spam.example',
        company: 'Click http://spam.example',
        message: spam,
      }),
    );
    expect(res.status).toBe(201);
    const [ack] = await acknowledgements();
    expect(ack!.textBody).toMatch(/^Hello Ada,$/m);
    for (const body of [ack!.textBody, ack!.htmlBody ?? '']) {
      expect(body).not.toContain('spam.example');
      expect(body).not.toContain('Lovelace');
      expect(body).not.toContain('Cheap watches');
    }
    // Staff still read everything.
    const [staff] = (await t.handle.db.select().from(emailOutbox)).filter(
      (mail) => mail.kind === 'lead_staff_notification',
    );
    expect(staff!.textBody).toContain(spam);
  });

  it('greets without a name when the first word is not a name', async () => {
    await postConsultation(
      t,
      validConsultation({ email: 'x@example.com', name: 'www.spam.example/buy Smith' }),
    );
    await postConsultation(
      t,
      validConsultation({ email: 'y@example.com', name: 'María José', locale: 'es' }),
    );
    const acks = await acknowledgements();
    const english = acks.find((mail) => mail.toAddress === 'x@example.com')!;
    expect(english.textBody).toMatch(/^Hello,$/m);
    expect(english.textBody).not.toContain('spam.example');
    const spanish = acks.find((mail) => mail.toAddress === 'y@example.com')!;
    expect(spanish.textBody).toMatch(/^Hola, María:$/m);
  });

  it('is visitor mail: queued behind security and staff mail', async () => {
    await postConsultation(t, validConsultation());
    const [ack] = await acknowledgements();
    expect(ack!.priority).toBe(MAIL_PRIORITIES.visitor);
  });

  it(`goes to one address at most ${ACKNOWLEDGEMENTS_PER_RECIPIENT} times a day; every lead is still stored and staff told`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postConsultation(t, validConsultation({ email: 'victim@example.com' })),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
    expect(await t.handle.db.select().from(leads)).toHaveLength(6);
    expect(await acknowledgements()).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT);
    const staff = (await t.handle.db.select().from(emailOutbox)).filter(
      (mail) => mail.kind === 'lead_staff_notification',
    );
    expect(staff).toHaveLength(6);
  });

  it(`stops after ${ACKNOWLEDGEMENTS_PER_DAY} acknowledgements a day in all`, async () => {
    // A day's worth already queued to other addresses.
    await t.handle.db.execute(sql`
      insert into email_outbox (kind, to_address, subject, text_body, priority)
      select ${LEAD_ACKNOWLEDGEMENT_KIND}, 'earlier-' || n || '@example.com', 's', 'b', ${MAIL_PRIORITIES.visitor}
      from generate_series(1, ${ACKNOWLEDGEMENTS_PER_DAY}) as n`);
    const res = await postConsultation(t, validConsultation({ email: 'fresh@example.com' }));
    expect(res.status).toBe(201);
    const acks = await acknowledgements();
    expect(acks).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY);
    expect(acks.some((mail) => mail.toAddress === 'fresh@example.com')).toBe(false);

    // A day later the earlier ones no longer count.
    await t.handle.db.execute(
      sql`update email_outbox set created_at = created_at - interval '25 hours'`,
    );
    await postConsultation(t, validConsultation({ email: 'fresh@example.com' }));
    expect((await acknowledgements()).some((mail) => mail.toAddress === 'fresh@example.com')).toBe(
      true,
    );
  });

  // Security probe 4, I13: `victim+1@`, `victim+2@` and `v.ictim@` each got three more.
  it('counts one inbox however its address is written (+tags, Gmail dots, googlemail)', async () => {
    for (const email of [
      'victim@gmail.com',
      'Victim+1@gmail.com',
      'v.ictim@gmail.com',
      'v.i.c.t.i.m+news@googlemail.com',
      'victim+2@gmail.com',
    ]) {
      expect((await postConsultation(t, validConsultation({ email }))).status).toBe(201);
    }
    expect(await acknowledgements()).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT);
    // Elsewhere a +tag is the same inbox too, but dots are part of the name.
    for (const email of [
      'pat@probe.test',
      'pat+1@probe.test',
      'pat+2@probe.test',
      'pat+3@probe.test',
    ]) {
      await postConsultation(t, validConsultation({ email }));
    }
    await postConsultation(t, validConsultation({ email: 'p.at@probe.test' }));
    const toProbe = (await acknowledgements()).filter((mail) =>
      mail.toAddress.endsWith('@probe.test'),
    );
    expect(toProbe.map((mail) => mail.toAddress).sort()).toEqual([
      'p.at@probe.test',
      'pat+1@probe.test',
      'pat+2@probe.test',
      'pat@probe.test',
    ]);
  });
});
