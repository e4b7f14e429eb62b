import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { siteContentStores, type SiteContentStore } from '../testing/siteContentStores.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * Discarding drafts and publishing a selection, once per store: an editor throws away their own
 * draft (an admin anyone's), the files go back to what is published; an admin publishes only the
 * entries chosen (on the git host through a pull request of their own, merged once its checks pass).
 */
const EN = 'src/content/faq/regions.yaml';
const ES = 'src/content/faq/es/regions.yaml';

let content: SiteContentStore;
let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;

const as = (who: SignedIn) => ({ Cookie: who.cookie });

async function editFaq(who: SignedIn, id: string, suffix: string) {
  const headers = as(who);
  const entry = (await (await t.request(`/api/admin/content/faq/${id}`, { headers })).json()) as {
    en: Record<string, unknown>;
    es: Record<string, unknown>;
    version: string;
  };
  const res = await t.request(`/api/admin/content/faq/${id}`, {
    method: 'PUT',
    headers,
    json: {
      en: { ...entry.en, answer: `${String(entry.en.answer)} ${suffix}` },
      es: { ...entry.es, answer: `${String(entry.es.answer)} ${suffix}` },
      version: entry.version,
    },
  });
  expect(res.status).toBe(200);
}

const draftPaths = async () =>
  (
    (await (await t.request('/api/admin/content/status', { headers: as(admin) })).json()) as {
      draftPaths: string[];
    }
  ).draftPaths;

describe.each(siteContentStores)(
  `discarding and choosing drafts ($kind, ${testBackend()})`,
  (kind) => {
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

    it('discards a draft after the editor asks, back to what is published', async () => {
      await editFaq(admin, 'regions', 'Draft to throw away.');
      expect(await draftPaths()).toEqual([ES, EN]);
      // Not theirs: an employee may not discard an admin's draft (the git host knows who from
      // the editor's history).
      const refused = await t.request('/api/admin/content/drafts/discard', {
        method: 'POST',
        headers: as(employee),
        json: { paths: [EN, ES] },
      });
      expect(refused.status).toBe(403);
      const res = await t.request('/api/admin/content/drafts/discard', {
        method: 'POST',
        headers: as(admin),
        json: { paths: [EN, ES] },
      });
      expect(res.status).toBe(200);
      expect(await draftPaths()).toEqual([]);
      const entry = (await (
        await t.request('/api/admin/content/faq/regions', { headers: as(admin) })
      ).json()) as { draft: boolean; en: { answer: string } };
      expect(entry.draft).toBe(false);
      expect(entry.en.answer).not.toContain('Draft to throw away.');
      const again = await t.request('/api/admin/content/drafts/discard', {
        method: 'POST',
        headers: as(admin),
        json: { paths: [EN] },
      });
      expect(again.status).toBe(400);
    });

    it('lets an employee discard their own draft, and says so in the list of changes', async () => {
      await editFaq(employee, 'regions', 'My own draft.');
      const listed = (await (
        await t.request('/api/admin/content/drafts/changes', { headers: as(employee) })
      ).json()) as { entries: { key: string; mine: boolean }[] };
      expect(listed.entries).toEqual([expect.objectContaining({ key: 'faq/regions', mine: true })]);
      const res = await t.request('/api/admin/content/drafts/discard', {
        method: 'POST',
        headers: as(employee),
        json: { paths: [EN, ES] },
      });
      expect(res.status).toBe(200);
      expect(await draftPaths()).toEqual([]);
    });

    it('publishes only the chosen entry; the others stay drafts', async () => {
      await editFaq(admin, 'regions', 'Chosen.');
      await editFaq(admin, 'response-time', 'Not chosen.');
      const publish = () =>
        t.request('/api/admin/content/publish', {
          method: 'POST',
          headers: as(admin),
          json: { paths: [EN, ES] },
        });
      let res = await publish();
      expect(res.status).toBe(200);
      if (kind.kind === 'git-host') {
        // The selection gets a pull request and checks of its own; nothing is merged yet.
        expect(((await res.json()) as { publish: { state: string } }).publish.state).toBe(
          'waiting-for-checks',
        );
        const status = (await (
          await t.request('/api/admin/content/status', { headers: as(admin) })
        ).json()) as { selection?: { paths: string[]; pullRequestUrl: string } };
        expect(status.selection?.paths).toEqual([EN, ES]);
        expect(status.selection?.pullRequestUrl).toMatch(/\/pull\/\d+$/);
        content.passChecks();
        res = await publish();
        expect(res.status).toBe(200);
        expect(((await res.json()) as { publish: { state: string } }).publish.state).toBe(
          'publishing',
        );
      }
      expect(await draftPaths()).toEqual([
        'src/content/faq/es/response-time.yaml',
        'src/content/faq/response-time.yaml',
      ]);
      const read = async (id: string) =>
        (await (
          await t.request(`/api/admin/content/faq/${id}`, { headers: as(admin) })
        ).json()) as { draft: boolean; en: { answer: string } };
      const regions = await read('regions');
      expect([regions.draft, regions.en.answer.endsWith('Chosen.')]).toEqual([false, true]);
      const other = await read('response-time');
      expect([other.draft, other.en.answer.endsWith('Not chosen.')]).toEqual([true, true]);
    });

    // The git host only: the working tree publishes a selection at once, nothing waits.
    it.runIf(kind.kind === 'git-host')(
      'publishing everything while a selection waits takes it along and closes the selection',
      async () => {
        await editFaq(admin, 'regions', 'Chosen again.');
        const publish = (json: object) =>
          t.request('/api/admin/content/publish', { method: 'POST', headers: as(admin), json });
        expect((await publish({ paths: [EN, ES] })).status).toBe(200);
        content.passChecks();
        const res = await publish({});
        expect(((await res.json()) as { publish: { state: string } }).publish.state).toBe(
          'publishing',
        );
        expect(await draftPaths()).toEqual([]);
        const status = (await (
          await t.request('/api/admin/content/status', { headers: as(admin) })
        ).json()) as { selection?: unknown };
        expect(status.selection).toBeUndefined();
      },
    );
  },
);
