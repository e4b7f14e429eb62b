import { access, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkingTreeStore } from '../content/workingTreeStore.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * Where each entry stands against the published site, in the content list: a drafted delete stays
 * listed as `deleted` (it is still on the site) until an admin publishes it; a changed and a new
 * entry say so too.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const FAQ = 'src/content/faq/response-time.yaml';
const FAQ_ES = 'src/content/faq/es/response-time.yaml';

let root: string;
let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-pending-'));
  await cp(path.join(REPO, 'src/content'), path.join(root, 'src/content'), { recursive: true });
  t = await createTestApp({}, { contentStore: new WorkingTreeStore(root) });
  admin = await signIn(t, 'admin', { name: 'Ada Admin' });
  employee = await signIn(t, 'employee', { name: 'Eli Employee' });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const as = (who: SignedIn) => ({ Cookie: who.cookie });
const exists = (file: string) =>
  access(path.join(root, file)).then(
    () => true,
    () => false,
  );

interface Listed {
  id: string;
  title: string;
  state: string;
  draft: boolean;
  updatedBy: string | null;
}

async function faqEntries(): Promise<Listed[]> {
  const res = await t.request('/api/admin/content', { headers: as(employee) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { collections: { name: string; entries: Listed[] }[] };
  return body.collections.find((c) => c.name === 'faq')!.entries;
}

async function entry(id: string) {
  const res = await t.request(`/api/admin/content/faq/${id}`, { headers: as(employee) });
  expect(res.status).toBe(200);
  return (await res.json()) as { en: Record<string, unknown>; es: unknown; version: string };
}

describe(`content list: drafts against the published site (${testBackend()})`, () => {
  it('lists a drafted delete as deleted until an admin publishes it', async () => {
    const before = (await faqEntries()).find((e) => e.id === 'response-time')!;
    expect(before).toMatchObject({ state: 'published', draft: false });

    const { version } = await entry('response-time');
    const removed = await t.request(
      `/api/admin/content/faq/response-time?version=${encodeURIComponent(version)}`,
      { method: 'DELETE', headers: as(employee) },
    );
    expect(removed.status).toBe(204);

    const pending = (await faqEntries()).find((e) => e.id === 'response-time');
    expect(pending).toEqual(
      expect.objectContaining({
        title: before.title,
        state: 'deleted',
        draft: true,
        updatedBy: 'Eli Employee',
      }),
    );
    // Still on the site until published.
    expect(await exists(FAQ)).toBe(true);
    expect(await exists(FAQ_ES)).toBe(true);

    const published = await t.request('/api/admin/content/publish', {
      method: 'POST',
      headers: as(admin),
    });
    expect(published.status).toBe(200);
    expect((await faqEntries()).find((e) => e.id === 'response-time')).toBeUndefined();
    expect(await exists(FAQ)).toBe(false);
    expect(await exists(FAQ_ES)).toBe(false);
  });

  it('tells a changed entry from a new one', async () => {
    const regions = await entry('regions');
    const saved = await t.request('/api/admin/content/faq/regions', {
      method: 'PUT',
      headers: as(employee),
      json: {
        en: { ...regions.en, answer: `${String(regions.en.answer)} Call us to ask.` },
        es: regions.es,
        version: regions.version,
      },
    });
    expect(saved.status).toBe(200);
    const question = {
      question: 'Do you work on weekends?',
      answer: 'Yes, by appointment.',
      pages: ['contact'],
      order: 99,
    };
    const created = await t.request('/api/admin/content/faq', {
      method: 'POST',
      headers: as(employee),
      json: {
        id: 'weekends',
        en: question,
        es: { ...question, question: '¿Trabajan los fines de semana?', answer: 'Sí, con cita.' },
      },
    });
    expect(created.status).toBe(201);

    const entries = await faqEntries();
    expect(entries.find((e) => e.id === 'regions')).toMatchObject({ state: 'changed' });
    expect(entries.find((e) => e.id === 'weekends')).toMatchObject({ state: 'new' });
    expect(entries.find((e) => e.id === 'free-consultation')).toMatchObject({
      state: 'published',
    });
  });
});
