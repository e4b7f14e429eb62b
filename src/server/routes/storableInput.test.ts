import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkingTreeStore } from '../content/workingTreeStore.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * Security probe 4, L8 and I16: the four inputs that answered 500 (each a value JavaScript takes and
 * the database or the YAML writer does not), and unknown keys in entry data written to the files.
 * Each is the probe's own request; every one must be a 4xx that names the field.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
let root: string;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storable-input-'));
  await cp(path.join(REPO, 'src/content'), path.join(root, 'src/content'), { recursive: true });
  t = await createTestApp({}, { contentStore: new WorkingTreeStore(root) });
  admin = await signIn(t, 'admin', { name: 'Ada Admin' });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const as = () => ({ Cookie: admin.cookie });

async function faqRegions() {
  const res = await t.request('/api/admin/content/faq/regions', { headers: as() });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    en: Record<string, unknown>;
    es: Record<string, unknown>;
    version: string;
  };
}

describe(`inputs the database refuses answer 4xx, not 500 (${testBackend()})`, () => {
  it('a leads cursor dated year 0000 is a 400 naming the cursor', async () => {
    const cursor = Buffer.from(
      '0000-01-01T00:00:00.000000Z|00000000-0000-4000-8000-000000000000',
    ).toString('base64url');
    const res = await t.request(`/api/admin/consultations?cursor=${cursor}`, { headers: as() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      'cursor',
    );
  });

  it('time off starting in year 0000 is a 400 naming the field and the range', async () => {
    for (const start of ['0000-01-01T00:00:00Z', '0000-12-31T23:59:59.999Z']) {
      const res = await t.request(`/api/admin/availability/${admin.member.id}`, {
        method: 'PUT',
        headers: as(),
        json: {
          weekly: [{ weekday: 1, start: '09:00', end: '17:00' }],
          divisions: ['cannabis'],
          timeOff: [{ start, end: '2031-01-02T00:00:00Z' }],
        },
      });
      expect(res.status, start).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(body.fields['timeOff.0.start']).toMatch(/0001 and 9999/);
    }
  });

  it('a lead contacted in year 0000 is a 400, not 500', async () => {
    const created = await t.request('/api/consultations', {
      method: 'POST',
      json: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        serviceType: 'Cannabis/Social Equity',
        isSocialEquityApplicant: true,
        message: 'I am applying for a social equity license in Holyoke and need help.',
        website: '',
        elapsedMs: 12_000,
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const res = await t.request(`/api/admin/consultations/${id}`, {
      method: 'PATCH',
      headers: as(),
      json: { contactedAt: '0001-01-01T00:00:00+05:00' },
    });
    expect(res.status).toBe(400);
  });

  it('DELETE /api/admin/holidays/%00 and other non-dates are a 400 naming the day', async () => {
    for (const day of ['%00', '2026-02-30', '0000-01-01', 'today']) {
      const res = await t.request(`/api/admin/holidays/${day}`, {
        method: 'DELETE',
        headers: as(),
      });
      expect(res.status, day).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
        'day',
      );
    }
    // A real day that is no holiday is still simply not found.
    const missing = await t.request('/api/admin/holidays/2031-07-05', {
      method: 'DELETE',
      headers: as(),
    });
    expect(missing.status).toBe(404);
  });
});

describe(`entry data: no unknown keys, no deep nesting (${testBackend()})`, () => {
  const nestedArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('a 5,000-deep array or 3,000-deep object in an extra field is a 400, and nothing is written', async () => {
    const before = await readFile(path.join(root, 'src/content/faq/regions.yaml'), 'utf8');
    for (const deep of [nestedArray(5000), nestedObject(3000)]) {
      const entry = await faqRegions();
      const json = JSON.stringify({ en: entry.en, es: entry.es, version: entry.version });
      const body = `${json.slice(0, -1)},"extra":${deep}}`.replace(
        '"en":{',
        `"en":{"extra":${deep},`,
      );
      const res = await t.request('/api/admin/content/faq/regions', {
        method: 'PUT',
        headers: { ...as(), 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/nested more than/);
    }
    expect(await readFile(path.join(root, 'src/content/faq/regions.yaml'), 'utf8')).toBe(before);
  });

  it('unknown keys in entry data are refused by name (I16), at the top and inside a field', async () => {
    const entry = await faqRegions();
    const res = await t.request('/api/admin/content/faq/regions', {
      method: 'PUT',
      headers: as(),
      json: {
        en: { ...entry.en, constructor: { prototype: { x: 1 } }, x: 1 },
        es: entry.es,
        version: entry.version,
      },
    });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      'en.constructor': 'is not a field of this entry',
      'en.x': 'is not a field of this entry',
    });
    const file = await readFile(path.join(root, 'src/content/faq/regions.yaml'), 'utf8');
    expect(file).not.toContain('constructor');
  });

  it('the entry as read saves again (no field the editor shows is refused)', async () => {
    const entry = await faqRegions();
    const res = await t.request('/api/admin/content/faq/regions', {
      method: 'PUT',
      headers: as(),
      json: { en: entry.en, es: entry.es, version: entry.version },
    });
    expect(res.status).toBe(200);
  });
});
