import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/**
 * What a first deploy must do, asked of the site Netlify's CLI serves: each check throws with what
 * it saw, so a failure names the broken part of the deploy.
 */
export interface SiteUnderTest {
  baseUrl: string;
  distDir: string;
  /** The database the deploy migrated, read directly to prove what the API stored. */
  database: pg.Client;
}

export const siteChecks: Record<string, (site: SiteUnderTest) => Promise<string>> = {
  'home page with a CSP that covers its inline scripts': checkHomeCsp,
  '/admin/leads rewritten to the admin app': checkAdminRewrite,
  'unknown Spanish path gets the Spanish 404': checkSpanishNotFound,
  '/api/health ok with the schema current': checkHealth,
  'consultation request stored': checkConsultationStored,
  'first admin created, signs in, session works': checkFirstAdmin,
};

function fail(message: string): never {
  throw new Error(message);
}

async function checkHomeCsp({ baseUrl }: SiteUnderTest): Promise<string> {
  const response = await fetch(`${baseUrl}/`);
  if (response.status !== 200) fail(`GET / answered ${response.status}`);
  const html = await response.text();
  const header = response.headers.get('content-security-policy') ?? '';
  // A policy may come as a header, a <meta http-equiv>, or both; a browser applies every one.
  const metas = [...html.matchAll(/<meta[^>]+http-equiv="content-security-policy"[^>]*>/gi)].map(
    (tag) => /content="([^"]*)"/i.exec(tag[0])?.[1] ?? '',
  );
  const policies = [header, ...metas].filter(Boolean);
  if (policies.length === 0) fail('no Content-Security-Policy on /');
  if (!/frame-ancestors 'none'/.test(header)) fail(`no frame-ancestors 'none' header: ${header}`);
  // A policy without script-src falls back to default-src; one with neither leaves scripts alone.
  const scriptSources = policies.flatMap((policy) => {
    const source = /script-src ([^;]*)/.exec(policy) ?? /default-src ([^;]*)/.exec(policy);
    return source?.[1] ? [source[1]] : [];
  });
  if (scriptSources.length === 0) fail('no policy on / restricts scripts');
  if (scriptSources.some((source) => source.includes("'unsafe-inline'"))) {
    fail("script-src allows 'unsafe-inline'");
  }
  const inline = inlineScripts(html);
  for (const script of inline) {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    if (!scriptSources.every((source) => source.includes(hash))) {
      fail(`inline script not allowed by the CSP (${hash}): ${script.slice(0, 80)}`);
    }
  }
  return `${inline.length} inline script(s), each allowed by hash`;
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

async function checkAdminRewrite({ baseUrl, distDir }: SiteUnderTest): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/leads`);
  const body = await response.text();
  if (response.status !== 200) fail(`GET /admin/leads answered ${response.status}`);
  if (body !== readFileSync(path.join(distDir, 'admin.html'), 'utf8')) {
    fail('GET /admin/leads is not dist/admin.html');
  }
  if (!/noindex/.test(response.headers.get('x-robots-tag') ?? '')) fail('admin page is indexable');
  return `200, dist/admin.html, X-Robots-Tag ${response.headers.get('x-robots-tag')}`;
}

async function checkSpanishNotFound({ baseUrl }: SiteUnderTest): Promise<string> {
  const response = await fetch(`${baseUrl}/es/no-existe`);
  const body = await response.text();
  if (response.status !== 404) fail(`GET /es/no-existe answered ${response.status}`);
  if (!/<html[^>]+lang="es"/.test(body))
    fail('the 404 page for /es/no-existe is not the Spanish one');
  return '404 with lang="es"';
}

async function checkHealth({ baseUrl }: SiteUnderTest): Promise<string> {
  const response = await fetch(`${baseUrl}/api/health`);
  const body = (await response.json()) as {
    ok?: boolean;
    db?: string;
    schema?: { current?: boolean; latest?: string };
  };
  if (response.status !== 200 || !body.ok || !body.schema?.current) {
    fail(`/api/health answered ${response.status} ${JSON.stringify(body)}`);
  }
  if (body.db !== 'postgres') fail(`the function used ${body.db}, not PostgreSQL`);
  return `ok, ${body.db}, schema at ${body.schema.latest}`;
}

function postJson(
  baseUrl: string,
  route: string,
  json: unknown,
  cookie?: string,
): Promise<Response> {
  return fetch(`${baseUrl}${route}`, {
    method: 'POST',
    // The API refuses requests from other origins; a browser on the site sends this one.
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(json),
  });
}

async function checkConsultationStored({ baseUrl, database }: SiteUnderTest): Promise<string> {
  const email = `verify-${Date.now()}@example.com`;
  const response = await postJson(baseUrl, '/api/consultations', {
    name: 'Verify Netlify',
    email,
    phone: '(413) 555-0100',
    company: 'Deploy Check LLC',
    serviceType: 'Clean Energy',
    isSocialEquityApplicant: false,
    message: 'Checking that a consultation request reaches the database.',
    website: '',
    elapsedMs: 15_000,
  });
  if (response.status !== 201)
    fail(`POST /api/consultations answered ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const stored = await database.query('select email from consultation_requests where id = $1', [
    id,
  ]);
  if (stored.rows[0]?.email !== email) fail(`request ${id} is not in the database`);
  return `201, row ${id} in consultation_requests`;
}

async function checkFirstAdmin({ baseUrl }: SiteUnderTest): Promise<string> {
  const needsInit = await (await fetch(`${baseUrl}/api/auth/needs-init`)).json();
  if (!(needsInit as { needsInit?: boolean }).needsInit)
    fail(`needs-init: ${JSON.stringify(needsInit)}`);
  const admin = {
    name: 'Deploy Check',
    email: 'deploy-check@example.com',
    password: 'harbor-lantern-quietly-73',
  };
  const init = await postJson(baseUrl, '/api/auth/init', admin);
  if (init.status !== 201) fail(`POST /api/auth/init answered ${init.status} ${await init.text()}`);
  const login = await postJson(baseUrl, '/api/auth/login', {
    email: admin.email,
    password: admin.password,
  });
  if (login.status !== 200)
    fail(`POST /api/auth/login answered ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie } });
  const user = (await me.json()) as { email?: string; role?: string };
  if (me.status !== 200 || user.email !== admin.email)
    fail(`/api/auth/me answered ${me.status} ${JSON.stringify(user)}`);
  const again = await postJson(baseUrl, '/api/auth/init', {
    ...admin,
    email: 'second@example.com',
  });
  if (again.status !== 409) fail(`a second init answered ${again.status}, not 409`);
  return `init 201, login 200, /me ${user.role}, second init 409`;
}
