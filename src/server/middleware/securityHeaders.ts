import type { MiddlewareHandler } from 'hono';

/**
 * API answers are data, never documents: the strictest policy, and never cached by browsers or CDNs
 * because most of them are personal. Static pages get their headers from netlify.toml.
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

export function apiSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
      // A public answer that says so (the booking slots: the same for everyone) may be cached.
      if (name === 'Cache-Control' && c.res.headers.get(name)?.startsWith('public')) continue;
      c.res.headers.set(name, value);
    }
  };
}
