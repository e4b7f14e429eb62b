import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cleanPageUrl, generateServiceWorker, PRECACHED_PAGE_MARKER } from './serviceWorker.ts';

test('pages are precached under the clean URL Netlify serves them at', () => {
  expect(cleanPageUrl('index.html')).toBe('/');
  expect(cleanPageUrl('team.html')).toBe('/team');
  expect(cleanPageUrl('privacy-policy.html')).toBe('/privacy-policy');
  expect(cleanPageUrl('blog/index.html')).toBe('/blog');
});

describe('the generated service worker', () => {
  let dist: string;
  let sw: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'sw-test-'));
    await mkdir(path.join(dist, '_astro'));
    await mkdir(path.join(dist, 'es'));
    const files: Record<string, string> = {
      'index.html': '<h1>home</h1>',
      'team.html': '<h1>team</h1>',
      'offline.html': '<h1>offline</h1>',
      'es.html': '<h1>inicio</h1>',
      'es/team.html': '<h1>equipo</h1>',
      'es/offline.html': '<h1>sin conexión</h1>',
      'es/404.html': '<h1>no encontrada</h1>',
      'admin.html': '<div id="root"></div>',
      '404.html': '<h1>404</h1>',
      '_astro/global.abc123.css': 'body{}',
      '_astro/AdminApp.abc123.js': 'console.log(1)',
      '_astro/photo.abc123.webp': 'x',
      'favicon.svg': '<svg/>',
      'manifest.webmanifest': '{}',
    };
    for (const [name, body] of Object.entries(files)) {
      await writeFile(path.join(dist, name), body);
    }
    await generateServiceWorker(dist);
    sw = await readFile(path.join(dist, 'sw.js'), 'utf8');
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  test('precaches public pages, CSS and small static files with revisions', () => {
    expect(sw).toMatch(new RegExp(`url:"/\\?${PRECACHED_PAGE_MARKER}=1",revision:"[0-9a-f]+"`));
    expect(sw).toContain(`url:"/team?${PRECACHED_PAGE_MARKER}=1"`);
    expect(sw).toContain(`url:"/offline?${PRECACHED_PAGE_MARKER}=1"`);
    // Both languages: the Spanish pages and their own offline page.
    expect(sw).toContain(`url:"/es?${PRECACHED_PAGE_MARKER}=1"`);
    expect(sw).toContain(`url:"/es/team?${PRECACHED_PAGE_MARKER}=1"`);
    expect(sw).toContain(`url:"/es/offline?${PRECACHED_PAGE_MARKER}=1"`);
    expect(sw).toMatch(/"\/es\/offline":"\/offline"/);
    expect(sw).toContain('url:"_astro/global.abc123.css",revision:null');
    expect(sw).toMatch(/url:"favicon\.svg",revision:"[0-9a-f]+"/);
    expect(sw).toMatch(/url:"manifest\.webmanifest",revision:"[0-9a-f]+"/);
  });

  test('never precaches the admin SPA, the 404 page, JS chunks or photo variants', () => {
    expect(sw).not.toContain('admin.html');
    expect(sw).not.toMatch(/url:"\/admin/);
    expect(sw).not.toContain('404');
    expect(sw).not.toContain('AdminApp');
    expect(sw).not.toContain('photo.abc123.webp');
  });

  test('waits for the page to send SKIP_WAITING instead of taking over by itself', () => {
    // skipWaiting() appears once: inside the SKIP_WAITING message handler.
    expect(sw).toMatch(/"SKIP_WAITING"===\w+\.data\.type&&self\.skipWaiting\(\)/);
    expect(sw.match(/skipWaiting\(\)/g)).toHaveLength(1);
  });
});
