import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { siteContentStores, type SiteContentStore } from '../testing/siteContentStores.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * What the admin approves before publishing, once per store: every drafted entry with its
 * languages, each changed field as published and as drafted, who saved it and when.
 */
let content: SiteContentStore;
let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;

const as = (who: SignedIn) => ({ Cookie: who.cookie });

interface Changes {
  entries: {
    key: string;
    label: string;
    kind: string;
    paths: string[];
    languages: string[];
    fields: { language: string; field: string; before: string | null; after: string | null }[];
    savedBy: string | null;
    savedAt: string | null;
  }[];
}

const changes = async () =>
  (await (
    await t.request('/api/admin/content/drafts/changes', { headers: as(admin) })
  ).json()) as Changes;

describe.each(siteContentStores)(`what publishing changes ($kind, ${testBackend()})`, (kind) => {
  beforeAll(async () => {
    content = await kind.start();
    t = await createTestApp({}, { contentStore: content.store });
    admin = await signIn(t, 'admin');
    employee = await signIn(t, 'employee');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await content.close();
  });

  it('lists nothing without drafts', async () => {
    expect((await changes()).entries).toEqual([]);
  });

  it('lists each changed field in each language, with who saved it and when', async () => {
    const url = '/api/admin/content/faq/regions';
    const entry = (await (await t.request(url, { headers: as(employee) })).json()) as {
      en: Record<string, unknown>;
      es: Record<string, unknown>;
      version: string;
    };
    const before = Date.now();
    const res = await t.request(url, {
      method: 'PUT',
      headers: as(employee),
      json: {
        en: { ...entry.en, answer: `${String(entry.en.answer)} Evenings too.` },
        es: { ...entry.es, answer: `${String(entry.es.answer)} También por la tarde.` },
        version: entry.version,
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const { entries } = await changes();
    expect(entries).toHaveLength(1);
    const [regions] = entries;
    expect(regions).toMatchObject({
      key: 'faq/regions',
      kind: 'changed',
      languages: expect.arrayContaining(['en', 'es']),
      savedBy: employee.member.name,
    });
    expect(regions!.paths.sort()).toEqual([
      'src/content/faq/es/regions.yaml',
      'src/content/faq/regions.yaml',
    ]);
    expect(regions!.fields).toEqual([
      {
        language: 'en',
        field: 'answer',
        before: entry.en.answer,
        after: `${String(entry.en.answer)} Evenings too.`,
      },
      {
        language: 'es',
        field: 'answer',
        before: entry.es.answer,
        after: `${String(entry.es.answer)} También por la tarde.`,
      },
    ]);
    expect(new Date(regions!.savedAt!).getTime()).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('marks a drafted delete as such', async () => {
    const url = '/api/admin/content/faq/response-time';
    const { version } = (await (await t.request(url, { headers: as(admin) })).json()) as {
      version: string;
    };
    const res = await t.request(`${url}?version=${encodeURIComponent(version)}`, {
      method: 'DELETE',
      headers: as(admin),
    });
    expect(res.status).toBe(204);
    const deleted = (await changes()).entries.find((entry) => entry.key === 'faq/response-time');
    expect(deleted).toMatchObject({ kind: 'deleted', savedBy: admin.member.name });
    expect(deleted!.fields.every((field) => field.after === null)).toBe(true);
  });
});
