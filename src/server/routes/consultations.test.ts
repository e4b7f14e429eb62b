import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leads, emailOutbox } from '../../../db/schema.ts';
import { SERVICE_TYPES } from '../../lib/domain.ts';
import { postConsultation, validConsultation } from '../testing/consultationFixtures.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const storedLeads = () => t.handle.db.select().from(leads);
const mails = () => t.handle.db.select().from(emailOutbox);

async function clearTables() {
  await t.handle.db.delete(emailOutbox);
  await t.handle.db.delete(leads);
}

/** A refused request answers 400 naming `field`, and stores neither a lead nor a mail. */
async function expectRefused(json: unknown, field: string, message?: string) {
  const res = await postConsultation(t, json);
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.fields).toHaveProperty(field);
  if (message) expect(body.fields[field]).toBe(message);
  expect(await storedLeads()).toHaveLength(0);
  expect(await mails()).toHaveLength(0);
  return body;
}

describe(`POST /api/consultations (${testBackend()})`, () => {
  beforeEach(clearTables);

  it('stores a valid request as a new lead and answers 201 with its id and time', async () => {
    const sent = validConsultation();
    const res = await postConsultation(t, sent);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id']);
    const [lead] = await storedLeads();
    // Every field as sent (the payload is already trimmed and lower-case), less the anti-bot ones.
    const { website: _honeypot, elapsedMs: _fillTime, ...fields } = sent;
    expect(lead).toMatchObject({
      id: body.id,
      ...fields,
      status: 'new',
      assignedTo: null,
      notes: null,
      contactedAt: null,
    });
    expect(new Date(body.createdAt).getTime()).toBe(lead!.createdAt.getTime());
  });

  it('trims every text field and lower-cases the email', async () => {
    const res = await postConsultation(
      t,
      validConsultation({
        name: '  Grace Hopper  ',
        email: '  Grace.Hopper@Example.COM ',
        phone: ' 555 ',
        company: '  Navy ',
        message: '   Need help with solar for our warehouse.   ',
      }),
    );
    expect(res.status).toBe(201);
    const [lead] = await storedLeads();
    expect(lead).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace.hopper@example.com',
      phone: '555',
      company: 'Navy',
      message: 'Need help with solar for our warehouse.',
    });
  });

  it('stores empty or missing phone and company as absent, and defaults the equity flag to false', async () => {
    const body = validConsultation({ phone: '  ', company: '' });
    delete body.isSocialEquityApplicant;
    expect((await postConsultation(t, body)).status).toBe(201);
    const minimal = validConsultation({ email: 'b@example.com' });
    delete minimal.phone;
    delete minimal.company;
    delete minimal.website;
    expect((await postConsultation(t, minimal)).status).toBe(201);
    const rows = await storedLeads();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.phone).toBeNull();
      expect(row.company).toBeNull();
    }
    expect(rows.find((r) => r.email === 'ada@example.com')?.isSocialEquityApplicant).toBe(false);
  });

  it.each(SERVICE_TYPES)('accepts the service type %s', async (serviceType) => {
    expect((await postConsultation(t, validConsultation({ serviceType }))).status).toBe(201);
    expect((await storedLeads())[0]?.serviceType).toBe(serviceType);
  });

  it('never stores the equity flag for a service that does not offer it', async () => {
    const res = await postConsultation(
      t,
      validConsultation({ serviceType: 'Real Estate', isSocialEquityApplicant: true }),
    );
    expect(res.status).toBe(201);
    expect((await storedLeads())[0]?.isSocialEquityApplicant).toBe(false);
  });

  describe('validation rules (the required messages)', () => {
    it.each([
      ['name', 'A', 'Name must be at least 2 characters'],
      ['name', '   A   ', 'Name must be at least 2 characters'],
      ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['email', '', 'Please enter a valid email address'],
      ['email', 'ada@', 'Please enter a valid email address'],
      ['email', `${'a'.repeat(250)}@example.com`, 'Email must be at most 254 characters'],
      ['phone', '1'.repeat(41), 'Phone must be at most 40 characters'],
      ['company', 'c'.repeat(201), 'Company must be at most 200 characters'],
      ['message', 'Too short', 'Please provide more details about your needs'],
      ['message', '    short     ', 'Please provide more details about your needs'],
      ['message', 'm'.repeat(5001), 'Message must be at most 5000 characters'],
      ['serviceType', 'Legal', 'Please choose one of the listed services'],
      ['serviceType', 'cannabis/social equity', 'Please choose one of the listed services'],
    ])('%s = %j → 400 "%s"', async (field, value, message) => {
      await expectRefused(validConsultation({ [field]: value }), field, message);
    });

    it('accepts the boundaries: name 2 and 100, message 10 and 5,000, email 254', async () => {
      const local = 'a'.repeat(254 - '@example.com'.length);
      const edge = validConsultation({
        name: 'Al',
        message: '0123456789',
        email: `${local}@example.com`,
      });
      expect((await postConsultation(t, edge)).status).toBe(201);
      const long = validConsultation({ name: 'n'.repeat(100), message: 'm'.repeat(5000) });
      expect((await postConsultation(t, long)).status).toBe(201);
      expect(await storedLeads()).toHaveLength(2);
    });

    it.each([
      ['CR/LF inside', 'ada@example.com\r\nBcc: victim@example.com'],
      ['a trailing CR/LF', 'ada@example.com\r\n'],
      ['a bare LF', 'ada@exam\nple.com'],
    ])('refuses an email with %s', async (_, email) => {
      await expectRefused(
        validConsultation({ email }),
        'email',
        'Please enter a valid email address',
      );
    });
  });

  describe('bad input stores nothing', () => {
    it.each(['name', 'email', 'serviceType', 'message'])('missing %s → 400', async (field) => {
      const body = validConsultation();
      delete body[field];
      await expectRefused(body, field);
    });

    it.each([
      ['name', ['Ada', 'Lovelace']],
      ['name', { first: 'Ada' }],
      ['name', null],
      ['name', 42],
      ['email', ['ada@example.com']],
      ['email', null],
      ['phone', { number: 1 }],
      ['phone', null],
      ['company', ['x']],
      ['serviceType', ['Real Estate']],
      ['serviceType', null],
      ['isSocialEquityApplicant', 'true'],
      ['isSocialEquityApplicant', null],
      ['isSocialEquityApplicant', 1],
      ['message', { text: 'hello there friends' }],
      ['message', null],
      ['website', ['http://spam.example']],
      ['elapsedMs', '5000'],
      ['elapsedMs', -1],
      ['elapsedMs', 1.5],
    ])('%s of the wrong type (%j) → 400', async (field, value) => {
      await expectRefused(validConsultation({ [field]: value }), field);
    });

    it.each(['name', 'email', 'phone', 'company', 'message'])(
      'a 10,000-character %s → 400',
      async (field) => {
        await expectRefused(validConsultation({ [field]: 'x'.repeat(10_000) }), field);
      },
    );

    it.each([
      ['status', 'qualified'],
      ['id', '3f2b8a2e-6c1d-4b7a-9e0f-1a2b3c4d5e6f'],
      ['createdAt', '2020-01-01T00:00:00Z'],
      ['notes', 'VIP'],
      ['assignedTo', '3f2b8a2e-6c1d-4b7a-9e0f-1a2b3c4d5e6f'],
    ])('an extra key %s → 400', async (key, value) => {
      const body = await expectRefused(validConsultation({ [key]: value }), 'body');
      expect(body.message).toContain(key);
    });

    it('a __proto__ key → 400 and no prototype pollution', async () => {
      const raw = JSON.stringify(validConsultation()).replace(
        /^\{/,
        '{"__proto__":{"status":"qualified","isAdmin":true},',
      );
      const res = await t.request('/api/consultations', {
        method: 'POST',
        body: raw,
        headers: { 'Content-Type': 'application/json' },
        ip: '192.0.2.77',
      });
      expect(res.status).toBe(400);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(await storedLeads()).toHaveLength(0);
    });

    it.each([
      ['an array', '[]'],
      ['null', 'null'],
      ['a string', '"hello"'],
      ['malformed JSON', '{"name": "Ada",'],
      ['an empty object', '{}'],
    ])('a body that is %s → 400', async (_, raw) => {
      const res = await t.request('/api/consultations', {
        method: 'POST',
        body: raw,
        headers: { 'Content-Type': 'application/json' },
        ip: '192.0.2.78',
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBeTruthy();
      expect(await storedLeads()).toHaveLength(0);
    });

    it('a 1 MB body → 413', async () => {
      const res = await postConsultation(
        t,
        validConsultation({ message: 'x'.repeat(1024 * 1024) }),
      );
      expect(res.status).toBe(413);
      expect((await res.json()).message).toMatch(/too large/i);
      expect(await storedLeads()).toHaveLength(0);
    });

    it('a text/plain body → 415', async () => {
      const res = await t.request('/api/consultations', {
        method: 'POST',
        body: JSON.stringify(validConsultation()),
        headers: { 'Content-Type': 'text/plain' },
        ip: '192.0.2.79',
      });
      expect(res.status).toBe(415);
      expect(await storedLeads()).toHaveLength(0);
    });

    it('a form-encoded body from another site → 403', async () => {
      const res = await t.request('/api/consultations', {
        method: 'POST',
        body: 'name=Ada&email=ada%40example.com',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
        },
      });
      expect(res.status).toBe(403);
      expect(await storedLeads()).toHaveLength(0);
    });

    it('GET is not a way to read or create leads', async () => {
      const res = await t.request('/api/consultations');
      expect(res.status).toBe(404);
    });
  });
});
