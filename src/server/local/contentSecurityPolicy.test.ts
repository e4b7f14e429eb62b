import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, inlineScriptHashes } from './contentSecurityPolicy.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('content security policy', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('never allows unsafe-inline scripts and locks down framing, base and objects', () => {
    const csp = buildContentSecurityPolicy({ scriptHashes: [sha('a()')] });
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${sha('a()')}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('adds the analytics host only when analytics is on', () => {
    expect(buildContentSecurityPolicy({ scriptHashes: [] })).not.toContain('googletagmanager');
    expect(buildContentSecurityPolicy({ scriptHashes: [], analytics: true })).toContain(
      'https://www.googletagmanager.com',
    );
  });

  it('allows Cloudflare Turnstile (script and frame) only when the form uses it', () => {
    const off = buildContentSecurityPolicy({ scriptHashes: [] });
    expect(off).not.toContain('challenges.cloudflare.com');
    expect(off).not.toContain('frame-src');
    const on = buildContentSecurityPolicy({ scriptHashes: [], turnstile: true });
    expect(on).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com;/);
    expect(on).toContain('frame-src https://challenges.cloudflare.com;');
  });
});
