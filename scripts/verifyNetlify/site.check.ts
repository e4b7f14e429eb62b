import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import * as z from 'zod';
import { openDatabase } from '../../db/client.ts';
import { consultationPayload } from '../../src/server/testing/consultationPayload.ts';
import { parseCsv } from '../../src/server/testing/csv.ts';
import { seedLeads } from '../bench/seedLeads.ts';

/**
 * What a first deploy must do, asked of the site Netlify's CLI serves (globalSetup.ts): each check
 * names the broken part of the deploy. Answers are parsed with the shape the check relies on, so
 * a field that went missing fails as such.
 */
const baseUrl = inject('baseUrl');
let database: pg.Client;

beforeAll(async () => {
  // The database the deploy migrated, read directly to prove what the API stored.
  database = new pg.Client({ connectionString: inject('databaseUrl') });
  await database.connect();
});
afterAll(() => database?.end());

/** The first admin the init check creates; later checks sign in with it (checks run in order). */
const DEPLOY_ADMIN = {
  name: 'Deploy Check',
  email: 'deploy-check@example.com',
  password: 'harbor-lantern-quietly-73',
};

/** GET a path of the deploy, the body read as text (netlify serve closes every connection). */
async function get(route: string, init?: RequestInit) {
  const response = await fetch(`${baseUrl}${route}`, init);
  return { response, body: await response.text() };
}

function postJson(route: string, json: unknown, cookie?: string): Promise<Response> {
  return fetch(`${baseUrl}${route}`, {
    method: 'POST',
    // The API refuses requests from other origins; a browser on the site sends this one.
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(json),
  });
}

/** The cookies a sign-in set, as a browser would send them back. */
function sessionCookie(login: Response): string {
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The JSON of an answer, in the shape the check relies on; the status and body otherwise. */
async function readJson<Shape extends z.ZodType>(
  response: Response,
  shape: Shape,
): Promise<z.output<Shape>> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${response.url} answered ${response.status} with no JSON: ${text}`);
  }
  const parsed = shape.safeParse(json);
  if (!parsed.success)
    throw new Error(`${response.url} answered ${response.status} ${text}: ${parsed.error.message}`);
  return parsed.data;
}

/** Executable inline scripts: JSON data blocks are not run, so no policy applies to them. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
    )
    .map(([, , body = '']) => body);
}

test('home page with a CSP that covers its inline scripts', async ({ annotate }) => {
  const { response, body: html } = await get('/');
  expect(response.status, 'GET /').toBe(200);
  const header = response.headers.get('content-security-policy') ?? '';
  // A policy may come as a header, a <meta http-equiv>, or both; a browser applies every one.
  const metas = [...html.matchAll(/<meta[^>]+http-equiv="content-security-policy"[^>]*>/gi)].map(
    (tag) => /content="([^"]*)"/i.exec(tag[0])?.[1] ?? '',
  );
  const policies = [header, ...metas].filter(Boolean);
  expect(policies, 'a Content-Security-Policy on /').not.toHaveLength(0);
  expect(header, "a frame-ancestors 'none' header").toMatch(/frame-ancestors 'none'/);
  // A policy without script-src falls back to default-src; one with neither leaves scripts alone.
  const scriptSources = policies.flatMap((policy) => {
    const source = /script-src ([^;]*)/.exec(policy) ?? /default-src ([^;]*)/.exec(policy);
    return source?.[1] ? [source[1]] : [];
  });
  expect(scriptSources, 'a policy on / that restricts scripts').not.toHaveLength(0);
  for (const source of scriptSources) expect(source).not.toContain("'unsafe-inline'");
  const inline = inlineScripts(html);
  for (const script of inline) {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    for (const source of scriptSources)
      expect(source, `inline script ${script.slice(0, 80)}`).toContain(hash);
  }
  await annotate(`${inline.length} inline script(s), each allowed by hash`);
});

test('/admin/leads rewritten to the admin app', async ({ annotate }) => {
  const { response, body } = await get('/admin/leads');
  expect(response.status, 'GET /admin/leads').toBe(200);
  const adminApp = readFileSync(path.join(inject('distDir'), 'admin.html'), 'utf8');
  expect(body === adminApp, 'GET /admin/leads is dist/admin.html').toBe(true);
  const robots = response.headers.get('x-robots-tag') ?? '';
  expect(robots, 'the admin page is not indexable').toMatch(/noindex/);
  await annotate(`200, dist/admin.html, X-Robots-Tag ${robots}`);
});

test('unknown Spanish path gets the Spanish 404', async () => {
  const { response, body } = await get('/es/no-existe');
  expect(response.status, 'GET /es/no-existe').toBe(404);
  expect(body, 'the Spanish 404 page').toMatch(/<html[^>]+lang="es"/);
});

/**
 * Netlify's rules cannot redirect only the slashed form (they match /contact and /contact/ alike),
 * so there the page answers at both and names the clean URL as canonical; `npm start` redirects.
 */
test.for([
  ['/contact/', '/contact'],
  ['/es/', '/es'],
  ['/es/contact/', '/es/contact'],
] as const)(
  'a trailing slash serves the page, canonical without it: %s',
  async ([slashed, clean]) => {
    // Both 200: the clean URL must not redirect back to the slashed one (a loop).
    for (const url of [slashed, clean]) {
      const { response, body } = await get(url, { redirect: 'manual' });
      expect(response.status, `GET ${url}`).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1] ?? '';
      expect(canonical, `the canonical link of ${url}`).not.toBe('');
      expect(new URL(canonical).pathname, `the canonical link of ${url}`).toBe(clean);
    }
  },
);

test('/api/health ok with the schema current, on PostgreSQL', async ({ annotate }) => {
  const health = await readJson(
    await fetch(`${baseUrl}/api/health`),
    z.object({
      ok: z.boolean(),
      db: z.string(),
      schema: z.object({ current: z.boolean(), latest: z.string() }),
    }),
  );
  expect(health).toMatchObject({ ok: true, db: 'postgres', schema: { current: true } });
  await annotate(`ok, ${health.db}, schema at ${health.schema.latest}`);
});

test('consultation request stored', async ({ annotate }) => {
  const email = `verify-${Date.now()}@example.com`;
  const response = await postJson(
    '/api/consultations',
    consultationPayload({
      name: 'Verify Netlify',
      email,
      company: 'Deploy Check LLC',
      serviceType: 'Clean Energy',
      isSocialEquityApplicant: false,
      message: 'Checking that a consultation request reaches the database.',
    }),
  );
  const { id } = await readJson(response, z.object({ id: z.string() }));
  expect(response.status, 'POST /api/consultations').toBe(201);
  const stored = await database.query<{ email: string }>(
    'select email from consultation_requests where id = $1',
    [id],
  );
  expect(stored.rows, `request ${id} in consultation_requests`).toEqual([{ email }]);
  await annotate(`201, row ${id} in consultation_requests`);
});

test('first admin created, signs in, session works', async ({ annotate }) => {
  const needsInit = await readJson(
    await fetch(`${baseUrl}/api/auth/needs-init`),
    z.object({ needsInit: z.boolean() }),
  );
  expect(needsInit, 'needs-init on a fresh database').toEqual({ needsInit: true });
  const admin = DEPLOY_ADMIN;
  const init = await postJson('/api/auth/init', admin);
  expect(init.status, `POST /api/auth/init: ${await init.text()}`).toBe(201);
  const login = await postJson('/api/auth/login', { email: admin.email, password: admin.password });
  expect(login.status, `POST /api/auth/login: ${await login.text()}`).toBe(200);
  const cookie = sessionCookie(login);
  const meResponse = await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie } });
  const me = await readJson(meResponse, z.object({ email: z.string(), role: z.string() }));
  expect(meResponse.status, 'GET /api/auth/me').toBe(200);
  expect(me.email).toBe(admin.email);
  const again = await postJson('/api/auth/init', { ...admin, email: 'second@example.com' });
  await again.arrayBuffer();
  expect(again.status, 'a second init').toBe(409);
  await annotate(`init 201, login 200, /me ${me.role}, second init 409`);
});

/**
 * The upload is the one route served by its own function (content-media.mts), the one whose zip
 * holds sharp: a 201 with the photo re-encoded (its EXIF gone) in the draft on the fake GitHub.
 */
test('team photo uploaded by signed-in staff: 201, re-encoded, in the draft', async ({
  annotate,
}) => {
  const login = await postJson('/api/auth/login', {
    email: DEPLOY_ADMIN.email,
    password: DEPLOY_ADMIN.password,
  });
  expect(login.status, `POST /api/auth/login: ${await login.text()}`).toBe(200);
  const cookie = sessionCookie(login);
  const photo = await sharp({
    create: { width: 400, height: 500, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .withExif({ IFD0: { Copyright: 'Taken at 1 Main St' } })
    .png()
    .toBuffer();
  const upload = (headers: Record<string, string>) => {
    const form = new FormData();
    form.set(
      'file',
      new File([new Uint8Array(photo)], 'Verify Portrait.png', { type: 'image/png' }),
    );
    return fetch(`${baseUrl}/api/admin/content/media`, { method: 'POST', headers, body: form });
  };

  // The same guards as every state change: no Origin, no upload (and no session, 401).
  const crossSite = await upload({ cookie });
  expect(crossSite.status, `without Origin: ${await crossSite.text()}`).toBe(403);
  const anonymous = await upload({ origin: baseUrl });
  expect(anonymous.status, `without a session: ${await anonymous.text()}`).toBe(401);

  const response = await upload({ cookie, origin: baseUrl });
  const saved = await readJson(response, z.object({ path: z.string(), version: z.string() }));
  expect(response.status, 'POST /api/admin/content/media').toBe(201);
  // The name from the file plus the picture's own hash (two uploads never share a file).
  expect(saved.path).toMatch(/^src\/assets\/team\/verify-portrait-[0-9a-f]{10}\.png$/);

  // What the content store committed, read back from the fake GitHub's API.
  const github = inject('github');
  const api = (route: string) =>
    fetch(`${github.apiUrl}/repos/${github.repository}${route}`, {
      headers: { authorization: `token ${github.token}` },
    }).then((answer) => answer.json() as Promise<Record<string, unknown>>);
  const head = z
    .object({ object: z.object({ sha: z.string() }) })
    .parse(await api('/git/ref/heads/content/drafts'));
  const commit = z
    .object({ tree: z.object({ sha: z.string() }) })
    .parse(await api(`/git/commits/${head.object.sha}`));
  const tree = z
    .object({ tree: z.array(z.object({ path: z.string(), sha: z.string() })) })
    .parse(await api(`/git/trees/${commit.tree.sha}`));
  expect(tree.tree, 'the photo in the draft branch').toContainEqual({
    path: saved.path,
    sha: saved.version,
  });
  const blob = z.object({ content: z.string() }).parse(await api(`/git/blobs/${saved.version}`));
  const stored = Buffer.from(blob.content, 'base64');
  const metadata = await sharp(stored).metadata();
  expect(metadata).toMatchObject({ format: 'png', width: 400, height: 500 });
  expect(metadata.exif, 'EXIF removed by re-encoding').toBeUndefined();
  await annotate(
    `403 without Origin, 401 without a session, 201 signed in: ${saved.path}, ` +
      `${stored.byteLength} bytes re-encoded (sent ${photo.byteLength}, with EXIF), in content/drafts`,
  );
});

/**
 * Netlify refuses a buffered function answer over 6 MB and a streamed one over 20 MB; `netlify
 * serve` may not enforce either, so the sizes are measured here.
 */
test('10,000 leads: list pages well under 6 MB, no lead twice; the CSV streams completely', async ({
  annotate,
}) => {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
  const handle = await openDatabase({ driver: 'postgres', url: inject('databaseUrl') });
  try {
    await seedLeads(handle.db, 10_000);
  } finally {
    await handle.close();
  }
  const login = await postJson('/api/auth/login', {
    email: DEPLOY_ADMIN.email,
    password: DEPLOY_ADMIN.password,
  });
  expect(login.status, `POST /api/auth/login: ${await login.text()}`).toBe(200);
  const cookie = sessionCookie(login);
  const pageShape = z.object({
    leads: z.array(z.object({ id: z.string() })),
    nextCursor: z.string().nullable(),
    matchingCount: z.number(),
    totalCount: z.number(),
  });

  const first = await fetch(`${baseUrl}/api/admin/consultations`, { headers: { cookie } });
  const firstText = await first.text();
  expect(first.status, 'GET /api/admin/consultations').toBe(200);
  const defaultPageBytes = Buffer.byteLength(firstText);
  expect(defaultPageBytes, 'the default page (50 leads) within 150 KB').toBeLessThan(150 * 1024);

  const ids = new Set<string>();
  let cursor: string | null = null;
  let largest = 0;
  let total = 0;
  // Five pages of the largest size (the API tests walk every page; each request here is slow).
  let pages = 0;
  for (; pages < 5; pages++) {
    const response: Response = await fetch(
      `${baseUrl}/api/admin/consultations?limit=200${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: { cookie } },
    );
    const text = await response.clone().text();
    largest = Math.max(largest, Buffer.byteLength(text));
    const page = await readJson(response, pageShape);
    for (const lead of page.leads) ids.add(lead.id);
    total = page.totalCount;
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  expect(total, 'leads in the database').toBeGreaterThanOrEqual(10_000);
  expect(ids.size, 'no lead twice across the pages').toBe(pages * 200);
  expect(largest, 'the largest page (200 leads) under 6 MB').toBeLessThan(6_000_000);

  const pagesAt = seconds();
  const csv = await fetch(`${baseUrl}/api/admin/consultations/export.csv`, { headers: { cookie } });
  expect(csv.status, 'GET export.csv').toBe(200);
  const file = await csv.text();
  const rows = parseCsv(file.replace(/^\uFEFF/, '')).slice(1);
  const csvBytes = Buffer.byteLength(file);
  expect(rows.length, 'every lead in the CSV').toBe(total);
  expect(csvBytes, 'the CSV under the 20 MB streamed limit').toBeLessThan(20_000_000);
  await annotate(
    `${total} leads; page of 50 ${(defaultPageBytes / 1024).toFixed(1)} KB, largest page of 200 ` +
      `${(largest / 1024).toFixed(1)} KB (seeded and paged by ${pagesAt} s); CSV ${rows.length} ` +
      `rows, ${(csvBytes / 1e6).toFixed(1)} MB (done at ${seconds()} s)`,
  );
}, 300_000);
