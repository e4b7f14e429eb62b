import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMarkdownEntry } from '../content/fileCodecs.ts';
import { renderMarkdownBody } from '../content/renderMarkdownBody.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { siteContentStores, type SiteContentStore } from '../testing/siteContentStores.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * Editor text is data, never code (issue 37, H1 of the fourth security probe): what an employee
 * types into a page body is refused at save when the site would run it or pass it through as
 * markup, with a 400 naming the field and the line, and nothing written; ordinary characters are
 * saved and come out literally on the page, rendered by Astro's own Markdown processor. Once per
 * store: the working tree and the git host (loopback fake of GitHub).
 */
let content: SiteContentStore;
let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;

const as = (who: SignedIn) => ({ Cookie: who.cookie });

interface Entry {
  en: Record<string, unknown>;
  es: Record<string, unknown> | null;
  version: string;
  spanish: string;
}

async function getEntry(collection: string, id: string): Promise<Entry> {
  const res = await t.request(`/api/admin/content/${collection}/${id}`, { headers: as(admin) });
  expect(res.status).toBe(200);
  return (await res.json()) as Entry;
}

function put(collection: string, id: string, body: unknown, who = employee) {
  return t.request(`/api/admin/content/${collection}/${id}`, {
    method: 'PUT',
    headers: as(who),
    json: body,
  });
}

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Each payload as the line it is on: a paragraph above it, so the line number is not 1. */
const REFUSED: { name: string; line: string; says: RegExp }[] = [
  { name: 'an ESM import', line: "import { readFileSync } from 'node:fs'", says: /program code/ },
  {
    name: 'an ESM export',
    line: "export const secret = readFileSync('.data/jwt-secret', 'utf8')",
    says: /program code/,
  },
  { name: 'a process.env expression', line: 'Mail {process.env.SMTP_URL} now', says: /firm fact/ },
  { name: 'a code expression', line: 'Key {secret.slice(0, 10)}', says: /firm fact/ },
  { name: 'a misspelt fact', line: 'Call {site.phoen}', says: /firm fact/ },
  { name: 'a script tag', line: '<script>alert(1)</script>', says: /is HTML/ },
  { name: 'an iframe', line: 'See <iframe src="https://evil.example"></iframe>', says: /is HTML/ },
  {
    name: 'an inline style',
    line: '<span style="color:red;font-size:40px">Big</span>',
    says: /HTML/,
  },
  { name: 'an event handler', line: '<img src="x" onerror="alert(1)">', says: /is HTML/ },
  { name: 'a javascript: link', line: '[Click](javascript:alert(1))', says: /link/ },
  { name: 'a javascript: autolink', line: '<JavaScript:alert(1)>', says: /link/ },
  { name: 'a remote picture', line: '![x](https://evil.example/tracker.png)', says: /picture/ },
];

describe.each(siteContentStores)(
  `page text is data, never code ($kind, ${testBackend()})`,
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

    it.each(REFUSED)('refuses $name at save, naming the field and the line', async (payload) => {
      const before = await getEntry('divisions', 'marketing');
      const drafts = (await content.store.status()).draftPaths;
      const body = `An opening paragraph.\n\n${payload.line}\n`;
      for (const language of ['en', 'es'] as const) {
        const sent =
          language === 'en'
            ? { en: { ...before.en, body }, es: before.es }
            : { en: before.en, es: { ...before.es, body } };
        const res = await put('divisions', 'marketing', { ...sent, version: before.version });
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { errors: Record<string, string> };
        expect(Object.keys(answer.errors)).toEqual([`${language}.body`]);
        expect(answer.errors[`${language}.body`]).toMatch(/^Line 3: /);
        expect(answer.errors[`${language}.body`]).toMatch(payload.says);
      }
      // Nothing written: no new draft, the entry as it was.
      expect((await content.store.status()).draftPaths).toEqual(drafts);
      expect((await getEntry('divisions', 'marketing')).version).toBe(before.version);
    });

    it('refuses the same in a legal page (admins only write those)', async () => {
      const before = await getEntry('legal', 'privacy-policy');
      const drafts = (await content.store.status()).draftPaths;
      const res = await put(
        'legal',
        'privacy-policy',
        {
          en: { ...before.en, body: `${String(before.en.body)}\n<script>alert(1)</script>\n` },
          es: before.es,
          version: before.version,
        },
        admin,
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors['en.body']).toMatch(
        /^Line \d+: "<script>alert\(1\)<\/script>" is HTML/,
      );
      expect((await content.store.status()).draftPaths).toEqual(drafts);
    });

    it('saves ordinary characters and the page shows them literally, in both languages', async () => {
      const before = await getEntry('divisions', 'marketing');
      const en = `${String(before.en.body)}\nMost clients pay back in <2 years, a < b and 5 > 3, every {dólar} & cent. Call {site.phone}.\n`;
      const es = `${String(before.es!.body)}\nLa mayoría recupera la inversión en <2 años, a < b y 5 > 3, cada {dólar} & centavo. Llame al {site.phone}.\n`;
      const res = await put('divisions', 'marketing', {
        en: { ...before.en, body: en },
        es: { ...before.es, body: es },
        version: before.version,
      });
      expect(res.status).toBe(200);

      for (const [language, file, wanted] of [
        ['en', 'src/content/divisions/marketing.md', 'Most clients pay back in <2 years'],
        [
          'es',
          'src/content/divisions/es/marketing.md',
          'La mayoría recupera la inversión en <2 años',
        ],
      ] as const) {
        const stored = await content.store.read(file);
        const { body } = readMarkdownEntry(file, decode(stored!.bytes));
        // Stored as the editor typed it: no escaping to undo when the form reads it back.
        expect(body).toContain(`${wanted}, a < b`);
        expect((await getEntry('divisions', 'marketing'))[language]!.body).toBe(body);
        // And printed literally by the build's Markdown processor (facts filled in).
        const html = await renderMarkdownBody(body);
        expect(html).toContain(`${wanted.replace('<', '&lt;')}, a &lt; b`);
        expect(html).toContain('5 &gt; 3');
        expect(html).toContain('{dólar} &amp;');
        expect(html).toContain('(413) 555-0142');
        expect(html).not.toMatch(/<(?!\/?(p|h2|ul|li|strong|em|a)\b)[a-z]/);
      }
    });

    it('keeps a field ending in " ---" as written, and the entry stays editable', async () => {
      const before = await getEntry('divisions', 'real-estate');
      const cardSummary = 'Brands, sites and campaigns that build trust ---';
      const saved = await put('divisions', 'real-estate', {
        en: { ...before.en, cardSummary },
        es: before.es,
        version: before.version,
      });
      expect(saved.status).toBe(200);
      const after = await getEntry('divisions', 'real-estate');
      expect(after.en).toEqual({ ...before.en, cardSummary });
      // Saved again exactly as read: the form can keep editing it.
      const again = await put('divisions', 'real-estate', {
        en: after.en,
        es: after.es,
        version: after.version,
      });
      expect(again.status).toBe(200);
    });

    it('refuses the entry id "es", which names the Spanish folder', async () => {
      const res = await t.request('/api/admin/content/faq', {
        method: 'POST',
        headers: as(employee),
        json: {
          id: 'es',
          en: {
            question: 'Hidden question?',
            answer: 'Hidden answer.',
            pages: ['contact'],
            order: 9,
          },
          es: {
            question: '¿Pregunta oculta?',
            answer: 'Respuesta oculta.',
            pages: ['contact'],
            order: 9,
          },
        },
      });
      expect(res.status).toBe(400);
      const { fields } = (await res.json()) as { fields: Record<string, string> };
      expect(fields.id).toMatch(/"es" is the folder of the Spanish pages/);
      expect(await content.store.read('src/content/faq/es.yaml')).toBeNull();
    });

    it('does not flag the Spanish for a language-neutral change (the phone), but does for the hours', async () => {
      const before = await getEntry('facts', 'firm');
      const phone = await put('facts', 'firm', {
        en: { ...before.en, phone: '(413) 555-0177' },
        es: before.es,
        version: before.version,
      });
      expect(phone.status).toBe(200);
      const afterPhone = await getEntry('facts', 'firm');
      expect(afterPhone.en.phone).toBe('(413) 555-0177');
      expect(afterPhone.spanish).toBe('ok');

      const hours = before.en.hours as Record<string, string>;
      const label = await put('facts', 'firm', {
        en: {
          ...afterPhone.en,
          hours: { ...hours, label: 'Monday – Friday, 9:00 AM – 5:00 PM (by appointment)' },
        },
        es: afterPhone.es,
        version: afterPhone.version,
      });
      expect(label.status).toBe(200);
      expect((await getEntry('facts', 'firm')).spanish).toBe('needs-review');
    });

    it('refuses a misspelt fact in an ordinary field, which would stop the build', async () => {
      const before = await getEntry('faq', 'response-time');
      const drafts = (await content.store.status()).draftPaths;
      const res = await put('faq', 'response-time', {
        en: { ...before.en, answer: 'Call us at {site.phoen} any weekday.' },
        es: before.es,
        version: before.version,
      });
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: Record<string, string> };
      expect(errors['en.answer']).toMatch(/^\{site\.phoen\} is not a firm fact/);
      expect((await content.store.status()).draftPaths).toEqual(drafts);
    });

    it('words field errors for editors, not in zod terms', async () => {
      const before = await getEntry('testimonials', 'karen-li');
      const res = await put('testimonials', 'karen-li', {
        en: { ...before.en, quote: 'Too short.' },
        es: before.es,
        version: before.version,
      });
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: Record<string, string> };
      expect(errors['en.quote']).toMatch(/^Write at least \d+ characters \(this has 10\)\.$/);
    });
  },
);

describe.each(siteContentStores)(
  `publishing checks every draft again first ($kind, ${testBackend()})`,
  ({ start }) => {
    beforeAll(async () => {
      content = await start();
      t = await createTestApp({}, { contentStore: content.store });
      admin = await signIn(t, 'admin', { name: 'Ada Admin' });
    });
    afterAll(async () => {
      await t?.close();
      await content?.close();
    });

    it('refuses to publish a draft that skipped the save checks, naming the entry, and publishes nothing', async () => {
      // A draft written before the rules existed (or by an older server): raw HTML in the body.
      const file = 'src/content/divisions/clean-energy.md';
      const published = decode((await content.store.read(file, { published: true }))!.bytes);
      await content.store.saveDraft({
        files: [
          {
            path: file,
            bytes: new TextEncoder().encode(`${published}\n<script>alert(1)</script>\n`),
            expectedVersion: (await content.store.read(file))!.version,
          },
        ],
        message: 'an old draft',
        author: { name: 'Old Server', email: 'old@example.test' },
      });
      content.passChecks();
      const res = await t.request('/api/admin/content/publish', {
        method: 'POST',
        headers: as(admin),
      });
      expect(res.status).toBe(400);
      const { message } = (await res.json()) as { message: string };
      expect(message).toMatch(
        /^Nothing was published\. .*divisions\/clean-energy: en\.body: Line \d+: "<script>/,
      );
      expect(decode((await content.store.read(file, { published: true }))!.bytes)).toBe(published);
      expect((await content.store.status()).draftPaths).toEqual([file]);
    });
  },
);
