import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { check as prettierCheck } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { contentChanges } from '../../../db/schema.ts';
import { contentFileSchemas } from '../../lib/contentSchemas/contentFiles.ts';
import { contentListCollectionSchema } from '../../lib/schemas/contentList.ts';
import { WorkingTreeStore } from '../content/workingTreeStore.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * The content editor's API on a throw-away copy of the site's content (the working-tree store),
 * on both databases: reading, saving drafts, the build's rules before anything is written, stale
 * saves, roles, publishing and the Spanish flag.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const TESTIMONIAL = 'src/content/testimonials/karen-li.yaml';
const TESTIMONIAL_ES = 'src/content/testimonials/es/karen-li.yaml';
const PRETTIER = { singleQuote: true, printWidth: 100, parser: 'yaml' } as const;

let root: string;
let t: TestApp;
let admin: SignedIn;
let employee: SignedIn;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-api-'));
  await cp(path.join(REPO, 'src/content'), path.join(root, 'src/content'), { recursive: true });
  await cp(path.join(REPO, 'src/assets/team'), path.join(root, 'src/assets/team'), {
    recursive: true,
  });
  t = await createTestApp({}, { contentStore: new WorkingTreeStore(root) });
  admin = await signIn(t, 'admin', { name: 'Ada Admin' });
  employee = await signIn(t, 'employee', { name: 'Eli Employee' });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const onDisk = (file: string) => readFile(path.join(root, file), 'utf8');
const as = (who: SignedIn) => ({ Cookie: who.cookie });

interface Entry {
  en: Record<string, unknown>;
  es: Record<string, unknown> | null;
  version: string;
  spanish: string;
  history: { action: string; by: string; fields: string[] }[];
}

async function getEntry(collection: string, id: string, who = employee): Promise<Entry> {
  const res = await t.request(`/api/admin/content/${collection}/${id}`, { headers: as(who) });
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

/** The list's collections, read with the schema the staff app shares, so a drift fails here. */
async function listedCollections(who = employee) {
  const res = await t.request('/api/admin/content', { headers: as(who) });
  expect(res.status).toBe(200);
  const { collections } = (await res.json()) as { collections: unknown[] };
  return collections.map((collection) => contentListCollectionSchema.parse(collection));
}

async function listed(collection: string, id: string) {
  const collections = await listedCollections();
  return collections.find((c) => c.name === collection)?.entries.find((e) => e.id === id);
}

describe(`content editor API (${testBackend()})`, () => {
  it('answers 401 without a session', async () => {
    expect((await t.request('/api/admin/content')).status).toBe(401);
    expect((await t.request('/api/admin/content/testimonials/karen-li')).status).toBe(401);
  });

  it('lists every collection and the firm’s facts', async () => {
    const collections = await listedCollections();
    expect(collections.map((c) => c.name)).toEqual(
      expect.arrayContaining([...Object.keys(contentFileSchemas), 'facts']),
    );
    const testimonials = collections.find((c) => c.name === 'testimonials')!;
    expect(testimonials.entries).toContainEqual(
      expect.objectContaining({ id: 'karen-li', title: 'Karen Li', spanish: 'ok' }),
    );
    const services = collections.find((c) => c.name === 'services')!;
    expect(services.entries.length).toBeGreaterThan(4);
    expect(services.entries[0]!.id).toMatch(/^[a-z-]+~[a-z-]+$/);
  });

  it('reads an entry in both languages; unknown or crafted ids are 404', async () => {
    const entry = await getEntry('testimonials', 'karen-li');
    expect(entry.en).toMatchObject({ name: 'Karen Li', order: 6 });
    expect(entry.es).toMatchObject({ name: 'Karen Li' });
    const team = await getEntry('team', 'alexis-morgan');
    expect(team.en.photo).toBe('src/assets/team/alexis-morgan.png');
    expect(team.es?.photo).toBe('src/assets/team/alexis-morgan.png');
    for (const bad of [
      '/api/admin/content/nope/karen-li',
      '/api/admin/content/testimonials/nobody',
      '/api/admin/content/testimonials/..%2f..%2fpackage',
      '/api/admin/content/testimonials/%2e%2e',
      '/api/admin/content/testimonials/es~karen-li',
      '/api/admin/content/__proto__/x',
    ]) {
      const res = await t.request(bad, { headers: as(employee) });
      expect(res.status, bad).toBe(404);
    }
  });

  it('refuses invalid fields in either language, naming each, and writes nothing', async () => {
    const entry = await getEntry('testimonials', 'karen-li');
    const res = await put('testimonials', 'karen-li', {
      en: { ...entry.en, quote: 'Too short' },
      es: { ...entry.es, quote: 'Corta', equityApplicant: 'yes' },
      version: entry.version,
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['en.quote', 'es.equityApplicant', 'es.quote']);
    expect((await getEntry('testimonials', 'karen-li')).version).toBe(entry.version);
    const status = await t.request('/api/admin/content/status', { headers: as(employee) });
    expect(((await status.json()) as { draftPaths: string[] }).draftPaths).toEqual([]);
  });

  it('refuses a Spanish twin that states other figures than the English', async () => {
    const entry = await getEntry('testimonials', 'karen-li');
    const res = await put('testimonials', 'karen-li', {
      en: entry.en,
      es: { ...entry.es, quote: `${String(entry.es?.quote)} Ahorramos 5,000 dólares.` },
      version: entry.version,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'es.quote',
    );
  });

  it('saves a draft of both languages, then an admin publishes it to the files', async () => {
    const before = await onDisk(TESTIMONIAL);
    const entry = await getEntry('testimonials', 'karen-li');
    const quote =
      'They found us down-payment assistance we qualified for, and we closed that spring.';
    const quoteEs =
      'Nos encontraron ayuda para el pago inicial que sí cumplíamos y cerramos esa primavera.';
    const res = await put('testimonials', 'karen-li', {
      en: { ...entry.en, quote },
      es: { ...entry.es, quote: quoteEs },
      version: entry.version,
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { version: string; state: string };
    expect(saved.state).toBe('draft');
    expect(saved.version).not.toBe(entry.version);
    expect(await onDisk(TESTIMONIAL)).toBe(before);
    expect((await getEntry('testimonials', 'karen-li')).en.quote).toBe(quote);

    // The version the editor opened is now stale.
    const stale = await put('testimonials', 'karen-li', {
      en: { ...entry.en, quote: `${quote} Again.` },
      es: entry.es,
      version: entry.version,
    });
    expect(stale.status).toBe(409);

    expect(
      (await t.request('/api/admin/content/publish', { method: 'POST', headers: as(employee) }))
        .status,
    ).toBe(403);
    const published = await t.request('/api/admin/content/publish', {
      method: 'POST',
      headers: as(admin),
    });
    expect(published.status).toBe(200);

    for (const [file, text] of [
      [TESTIMONIAL, quote],
      [TESTIMONIAL_ES, quoteEs],
    ] as const) {
      const written = await onDisk(file);
      expect(contentFileSchemas.testimonials.parse(parseYaml(written))).toMatchObject({
        quote: text,
      });
      expect(await prettierCheck(written, PRETTIER), `${file} is formatted`).toBe(true);
    }
    const history = (await getEntry('testimonials', 'karen-li')).history;
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['publish', 'Ada Admin'],
      ['save', 'Eli Employee'],
    ]);
    expect(history[1]!.fields).toEqual(['en.quote', 'es.quote']);
    const rows = await t.handle.db.select().from(contentChanges);
    expect(rows.length).toBe(2);
  });

  it('keeps key order and comments of a YAML file it edits', async () => {
    const file = 'src/content/timeline/2019.yaml';
    await writeFile(path.join(root, file), `# Kept by the editor\n${await onDisk(file)}`);
    const entry = await getEntry('timeline', '2019');
    const res = await put('timeline', '2019', {
      en: { ...entry.en, title: 'A milestone, retitled' },
      es: entry.es,
      version: entry.version,
    });
    expect(res.status).toBe(200);
    const published = await t.request('/api/admin/content/publish', {
      method: 'POST',
      headers: as(admin),
    });
    expect(published.status).toBe(200);
    const written = await onDisk(file);
    expect(
      written.startsWith('# Kept by the editor\nyear: 2019\ntitle: A milestone, retitled\n'),
    ).toBe(true);
  });

  it('flags a Spanish twin that is missing or older than the English', async () => {
    expect((await listed('programs', 'pro-bono-mentorship'))?.spanish).toBe('ok');
    const entry = await getEntry('programs', 'pro-bono-mentorship');
    const res = await put('programs', 'pro-bono-mentorship', {
      en: { ...entry.en, title: 'Pro Bono Mentoring' },
      es: entry.es,
      version: entry.version,
    });
    expect(res.status).toBe(200);
    expect(await listed('programs', 'pro-bono-mentorship')).toMatchObject({
      spanish: 'needs-review',
      updatedBy: 'Eli Employee',
    });
    const reviewed = await getEntry('programs', 'pro-bono-mentorship');
    expect(reviewed.spanish).toBe('needs-review');
    const ok = await put('programs', 'pro-bono-mentorship', {
      en: reviewed.en,
      es: reviewed.es,
      version: reviewed.version,
      spanishReviewed: true,
    });
    expect(ok.status).toBe(200);
    expect((await listed('programs', 'pro-bono-mentorship'))?.spanish).toBe('ok');

    await rm(path.join(root, 'src/content/recognitions/es/chamber.yaml'));
    expect((await listed('recognitions', 'chamber'))?.spanish).toBe('missing');
  });

  it('creates an entry in both languages as a draft, refuses a taken id, then deletes it', async () => {
    const en = {
      question: 'Do you work on weekends?',
      answer: 'Yes, by appointment.',
      pages: ['contact'],
      order: 99,
    };
    const es = { ...en, question: '¿Trabajan los fines de semana?', answer: 'Sí, con cita.' };
    const create = (body: unknown, who = employee) =>
      t.request('/api/admin/content/faq', { method: 'POST', headers: as(who), json: body });

    const bad = await create({ id: 'weekends', en: { ...en, answer: 'No' }, es });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: object }).errors).toHaveProperty(['en.answer']);
    const badId = await create({ id: '../weekends', en, es });
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { fields: object }).fields).toHaveProperty(['id']);

    const res = await create({ id: 'weekends', en, es });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; version: string; state: string };
    expect(created).toMatchObject({ id: 'weekends', state: 'draft' });
    expect((await getEntry('faq', 'weekends')).es).toMatchObject({ answer: 'Sí, con cita.' });
    expect(await listed('faq', 'weekends')).toMatchObject({ spanish: 'ok' });
    expect((await create({ id: 'weekends', en, es })).status).toBe(409);
    const facts = await t.request('/api/admin/content/facts', {
      method: 'POST',
      headers: as(employee),
      json: { id: 'other', en: {}, es: {} },
    });
    expect(facts.status).toBe(403);

    const remove = (version: string) =>
      t.request(`/api/admin/content/faq/weekends?version=${encodeURIComponent(version)}`, {
        method: 'DELETE',
        headers: as(employee),
      });
    expect((await remove('stale.none')).status).toBe(409);
    expect((await remove(created.version)).status).toBe(204);
    expect(await listed('faq', 'weekends')).toBeUndefined();
    const gone = await t.request('/api/admin/content/faq/weekends', { headers: as(employee) });
    expect(gone.status).toBe(404);
    // Created and deleted before anyone published: no draft is left behind.
    const status = await t.request('/api/admin/content/status', { headers: as(employee) });
    const { draftPaths } = (await status.json()) as { draftPaths: string[] };
    expect(draftPaths.filter((file) => file.includes('weekends'))).toEqual([]);
  });

  it('lets only admins save legal pages', async () => {
    const entry = await getEntry('legal', 'privacy-policy');
    expect(String(entry.en.body)).toContain('## Information We Collect');
    const body = { en: entry.en, es: entry.es, version: entry.version };
    expect((await put('legal', 'privacy-policy', body, employee)).status).toBe(403);
    expect((await put('legal', 'privacy-policy', body, admin)).status).toBe(200);
  });

  it('edits the firm’s facts with their partial Spanish twin', async () => {
    const facts = await getEntry('facts', 'firm');
    expect(facts.es).toEqual({ hours: { label: expect.any(String) } });
    const bad = await put('facts', 'firm', {
      en: { ...facts.en, phone: '555' },
      es: facts.es,
      version: facts.version,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: object }).errors).toHaveProperty(['en.phone']);
    const res = await put('facts', 'firm', {
      en: { ...facts.en, phone: '(413) 555-0199' },
      es: facts.es,
      version: facts.version,
    });
    expect(res.status).toBe(200);
    expect((await getEntry('facts', 'firm')).en.phone).toBe('(413) 555-0199');
  });
});
