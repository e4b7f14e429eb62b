import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFor, parseNetlifyToml, pathPattern, redirectTarget } from './netlifyRules.ts';

describe('Netlify rules shared with the local server', () => {
  const rules = parseNetlifyToml(readFileSync('netlify.toml', 'utf8'));

  it('matches splats and placeholders like Netlify', () => {
    expect(pathPattern('/admin/*').test('/admin/leads')).toBe(true);
    expect(pathPattern('/admin/*').test('/administrator')).toBe(false);
    expect(pathPattern('/blog/:slug').test('/blog/hello')).toBe(true);
    expect(pathPattern('/blog/:slug').test('/blog/a/b')).toBe(false);
  });

  it('gives every page the security headers and admin pages no-store', () => {
    const page = headersFor(rules.headers, '/team');
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    // The part of the CSP a page's <meta> policy cannot carry (src/lib/contentSecurityPolicy.ts).
    expect(page['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    expect(headersFor(rules.headers, '/admin/leads')['Cache-Control']).toBe('no-store');
    expect(headersFor(rules.headers, '/_astro/a.js')['Cache-Control']).toContain('immutable');
  });

  it('fills placeholders and splats into a redirect target', () => {
    const rule = { pattern: pathPattern('/old/:slug/*'), to: '/new/:slug/:splat', status: 301 };
    expect(redirectTarget(rule, '/old/post/a/b')).toBe('/new/post/a/b');
  });

  it('rewrites every admin path to the SPA', () => {
    const rewrite = rules.redirects.find((r) => r.pattern.test('/admin/leads'));
    expect(rewrite).toMatchObject({ to: '/admin.html', status: 200 });
  });
});
