/**
 * The public site's languages. English is the default and keeps today's paths; Spanish lives under
 * /es with the same slugs (astro.config.ts `i18n`). The admin stays English.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Astro.currentLocale (or anything else) to a supported locale; unknown values mean English. */
export function toLocale(value: string | undefined | null): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The page's path in another language: '/' ↔ '/es', '/team' ↔ '/es/team'. */
export function localizedPath(path: string, locale: Locale): string {
  const base = unlocalizedPath(path);
  if (locale === defaultLocale) return base;
  return base === '/' ? `/${locale}` : `/${locale}${base}`;
}

/** Strips the language prefix: '/es/team' → '/team', '/es' → '/'. */
export function unlocalizedPath(path: string): string {
  const match = /^\/(es)(\/.*)?$/.exec(path);
  if (!match) return path;
  return match[2] && match[2] !== '/' ? match[2] : '/';
}

/** The language a path is in ('/es/…' is Spanish). */
export function localeOfPath(path: string): Locale {
  return /^\/es(\/|$)/.test(path) ? 'es' : 'en';
}

/** <html lang>, Open Graph locale and JSON-LD inLanguage per language. */
export const languageTags: Record<Locale, { html: string; og: string; name: string }> = {
  en: { html: 'en', og: 'en_US', name: 'English' },
  es: { html: 'es', og: 'es_US', name: 'Español' },
};

/**
 * The English path of the page being rendered: Astro.url.pathname is '/es.html' or '/es/team.html'
 * at build time (build.format 'file') and '/es/team' in dev; all give '/team'-style paths.
 */
export function englishPathOf(pathname: string): string {
  const page = pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/$/, '$1') || '/';
  return unlocalizedPath(page);
}
