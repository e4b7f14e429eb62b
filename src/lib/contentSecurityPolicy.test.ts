import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';

const directive = (csp: ReturnType<typeof contentSecurityPolicy>, name: string) =>
  csp.directives?.find((d) => d.startsWith(`${name} `));

describe('content security policy', () => {
  it('never allows unsafe-inline scripts and locks down base, forms and objects', () => {
    const csp = contentSecurityPolicy();
    expect(csp.scriptDirective?.resources).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it('leaves frame-ancestors to the response header (a <meta> policy cannot carry it)', () => {
    expect(directive(contentSecurityPolicy(), 'frame-ancestors')).toBeUndefined();
  });

  it('adds the analytics hosts only when analytics is on', () => {
    expect(JSON.stringify(contentSecurityPolicy())).not.toContain('google');
    const on = contentSecurityPolicy({ analytics: true });
    expect(on.scriptDirective?.resources).toContain('https://www.googletagmanager.com');
    expect(directive(on, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('allows Cloudflare Turnstile (script and frame) only when the form uses it', () => {
    const off = contentSecurityPolicy();
    expect(JSON.stringify(off)).not.toContain('challenges.cloudflare.com');
    expect(directive(off, 'frame-src')).toBeUndefined();
    const on = contentSecurityPolicy({ turnstile: true });
    expect(on.scriptDirective?.resources).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(directive(on, 'frame-src')).toBe('frame-src https://challenges.cloudflare.com');
  });
});
