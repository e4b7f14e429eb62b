import type { AstroUserConfig } from 'astro';

type AstroCsp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
type CspDirective = NonNullable<AstroCsp['directives']>[number];

export interface PolicyOptions {
  /** Adds Google's tag hosts when analytics is configured (PUBLIC_GA_ID). */
  analytics?: boolean;
  /** Adds Cloudflare Turnstile's script and frame host when the contact form uses it. */
  turnstile?: boolean;
}

/**
 * The pages' Content-Security-Policy, for Astro's `security.csp` (astro.config.mjs). Astro writes it
 * into a <meta> on every page and adds the SHA-256 of every script it emits (processed <script>s,
 * island bootstraps), so no script runs inline unless Astro built it: components use plain
 * <script>, never `is:inline`. `frame-ancestors` is ignored in a <meta>, so it is a response header
 * in netlify.toml, which `npm start` serves too (src/server/local/netlifyRules.ts).
 */
export function contentSecurityPolicy({
  analytics = false,
  turnstile = false,
}: PolicyOptions = {}): AstroCsp {
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
    'img-src': ["'self'", 'data:', ...gaConnect],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...gaConnect],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    ...(turnstile ? { 'frame-src': cloudflare } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return {
    directives: Object.entries(directives).map(
      ([name, values]) => `${name} ${values.join(' ')}` as CspDirective,
    ),
    // Astro adds its script hashes to these; never 'unsafe-inline' for scripts.
    scriptDirective: { resources: ["'self'", ...ga, ...cloudflare] },
    // Inline styles are harmless next to a locked-down script-src, and React style props need them.
    // With 'unsafe-inline' Astro leaves out its style hashes (they would switch it off).
    styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
  };
}
