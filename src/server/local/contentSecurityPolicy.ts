import { createHash } from 'node:crypto';

/**
 * Astro inlines a few tiny scripts (island hydration, bootstraps). Rather than allow
 * 'unsafe-inline', the build lists the SHA-256 of each inline script in the policy.
 */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    // Data blocks (JSON-LD, import maps aside) never execute, so CSP does not govern them.
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    if (!body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface PolicyOptions {
  scriptHashes: Iterable<string>;
  /** Adds Google's tag hosts when analytics is configured. */
  analytics?: boolean;
  /** Adds Cloudflare Turnstile's script and frame host when the contact form uses it. */
  turnstile?: boolean;
}

export function buildContentSecurityPolicy({
  scriptHashes,
  analytics = false,
  turnstile = false,
}: PolicyOptions): string {
  const cloudflare = turnstile ? ['https://challenges.cloudflare.com'] : [];
  const ga = analytics ? ['https://www.googletagmanager.com'] : [];
  const gaConnect = analytics
    ? [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ]
    : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort(), ...ga, ...cloudflare],
    // Inline styles are harmless next to a locked-down script-src, and React style props need them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...gaConnect],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...gaConnect],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    ...(turnstile ? { 'frame-src': cloudflare } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
