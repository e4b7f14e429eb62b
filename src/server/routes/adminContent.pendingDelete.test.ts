import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentListCollectionSchema,
  type ContentListEntry,
} from '../../lib/schemas/contentList.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { siteContentStores, type SiteContentStore } from '../testing/siteContentStores.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * Where each entry stands against the published site, in the content list: a drafted delete stays
 * listed as `deleted` (it is still on the site) until an admin publishes it; a changed and a new
 * entry say so too. Once per store: the list reads drafts and published files through it.
 */
const FAQ = 'src/content/faq/response-time.yaml';
const FAQ_ES = 'src/content/faq/es/response-time.yaml';

let content: SiteContentStore;
let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;

const as = (who: SignedIn) => ({ Cookie: who.cookie });

/** The FAQ's entries, read with the schema the staff app shares. */
async function faqEntries(): Promise<ContentListEntry[]> {
  const res = await t.request('/api/admin/content', { headers: as(employee) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { collections: { name: string }[] };
  return contentListCollectionSchema.parse(body.collections.find((c) => c.name === 'faq')).entries;
}

async function entry(id: string) {
  const res = await t.request(`/api/admin/content/faq/${id}`, { headers: as(employee) });
  expect(res.status).toBe(200);
  return (await res.json()) as { en: Record<string, unknown>; es: unknown; version: string };
}

describe.each(siteContentStores)(
  `content list: drafts against the published site ($kind, ${testBackend()})`,
  ({ start }) => {
    beforeAll(async () => {
      content = await start();
      t = await createTestApp({}, { contentStore: content.store });
      admin = await signIn(t, 'admin', { name: 'Ada Admin' });
      employee = await signIn(t, 'employee', { name: 'Eli Employee' });
    });
    afterAll(async () => {
      await t?.close();
      await content?.close();
    });

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
      expect(await content.isPublished(FAQ)).toBe(true);
      expect(await content.isPublished(FAQ_ES)).toBe(true);

      content.passChecks();
      const published = await t.request('/api/admin/content/publish', {
        method: 'POST',
        headers: as(admin),
      });
      expect(published.status).toBe(200);
      // The git host merged (its deploy runs); the working tree without a site build wrote the files.
      expect(await published.json()).toMatchObject({
        publish: { state: expect.stringMatching(/^(publishing|live)$/) },
      });
      expect((await faqEntries()).find((e) => e.id === 'response-time')).toBeUndefined();
      expect(await content.isPublished(FAQ)).toBe(false);
      expect(await content.isPublished(FAQ_ES)).toBe(false);
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
  },
);
