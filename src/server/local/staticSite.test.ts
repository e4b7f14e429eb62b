import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.ts';
import { parseNetlifyToml } from './netlifyRules.ts';
import { createStaticSite } from './staticSite.ts';

// The real netlify.toml and a small dist/ of real files: the server under `npm start`.
let dist: string;
let site: ReturnType<typeof createStaticSite>;
const page = (title: string) =>
  `<!doctype html><title>${title}</title>${'<p>text</p>'.repeat(200)}`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'static-site-'));
  await mkdir(path.join(dist, '_astro'));
  await mkdir(path.join(dist, 'about'));
  await writeFile(path.join(dist, 'index.html'), page('home'));
  await writeFile(path.join(dist, 'team.html'), page('team'));
  await writeFile(path.join(dist, 'about', 'index.html'), page('about'));
  await writeFile(path.join(dist, 'admin.html'), page('admin'));
  await writeFile(path.join(dist, '404.html'), page('not found'));
  await mkdir(path.join(dist, 'es'));
  await writeFile(path.join(dist, 'es.html'), page('inicio'));
  await writeFile(path.join(dist, 'es', 'team.html'), page('equipo'));
  await writeFile(path.join(dist, 'es', '404.html'), page('no encontrada'));
  await writeFile(path.join(dist, '_astro', 'app.abc123.js'), 'console.log(1);'.repeat(200));
  await writeFile(
    path.join(dist, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'\n",
  );
  await precompress(dist);
  const rules = parseNetlifyToml(await readFile('netlify.toml', 'utf8'));
  site = createStaticSite(dist, rules);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('local static site', () => {
  it('serves clean URLs, folders and the home page with the configured headers', async () => {
    const pages: [string, string][] = [
      ['/', 'home'],
      ['/team', 'team'],
      ['/about/', 'about'],
      ['/admin/leads', 'admin'],
      // Astro's file format puts /es in es.html beside the es/ folder of Spanish pages.
      ['/es', 'inicio'],
      ['/es/team', 'equipo'],
    ];
    for (const [url, title] of pages) {
      const res = await site.request(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toContain(`<title>${title}</title>`);
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
    }
    expect((await site.request('/team')).headers.get('Cache-Control')).toBe(
      'public, max-age=0, must-revalidate',
    );
    expect((await site.request('/admin/leads')).headers.get('Cache-Control')).toBe('no-store');
  });

  it('redirects a trailing slash to the clean URL, keeping the query; a folder index stays', async () => {
    for (const [from, to] of [
      ['/team/', '/team'],
      ['/es/', '/es'],
      ['/es/team/', '/es/team'],
      ['/team/?service=solar', '/team?service=solar'],
    ] as const) {
      const res = await site.request(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('Location'), from).toBe(to);
    }
    expect((await site.request('/about/')).status).toBe(200);
  });

  it('answers unknown Spanish paths with the Spanish not-found page, others with the English one', async () => {
    const spanish = await site.request('/es/nowhere');
    expect(spanish.status).toBe(404);
    expect(await spanish.text()).toContain('<title>no encontrada</title>');
    expect(spanish.headers.get('X-Frame-Options')).toBe('DENY');
    const english = await site.request('/nowhere');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<title>not found</title>');
  });

  it('sends the precompressed brotli file and answers 304 to a matching ETag', async () => {
    const res = await site.request('/team', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const tag = res.headers.get('ETag');
    expect(tag).toBeTruthy();
    const again = await site.request('/team', {
      headers: { 'Accept-Encoding': 'gzip, br', 'If-None-Match': tag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('answers 405 to methods other than GET and HEAD', async () => {
    const res = await site.request('/team', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });

  // Issue 13, item 6: the path is normalised before deciding whether the file is hidden.
  it.each(['/_headers', '//_headers', '///_headers', '/%2f_headers', '/%2F_headers', '/_HEADERS'])(
    'hides %s behind the 404 page with security headers',
    async (url) => {
      const res = await site.request(`http://localhost${url}`);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).toContain('<title>not found</title>');
      expect(body).not.toContain('Content-Security-Policy');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
    },
  );

  // Issue 13, item 9: only real build files get the year-long immutable cache.
  it('caches real /_astro/ files for a year, but never a 404 there', async () => {
    const real = await site.request('/_astro/app.abc123.js');
    expect(real.status).toBe(200);
    expect(real.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const missing = await site.request('/_astro/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).not.toContain('immutable');
    expect(missing.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('does not leave the root', async () => {
    for (const url of ['/..%2fpackage.json', '/%2e%2e/package.json', '/a/../../package.json']) {
      const res = await site.request(`http://localhost${url}`);
      expect(res.status, url).toBe(404);
    }
  });
});
