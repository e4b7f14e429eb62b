import { languageTags, localizedPath, toLocale, type Locale } from './locales.ts';
import { translator, type Translate } from './translate.ts';

export interface PageLanguage {
  locale: Locale;
  /** Interface text in this page's language. */
  t: Translate;
  /** A site path in this page's language: href('/team') is '/es/team' on Spanish pages. */
  href: (path: string) => string;
  tags: (typeof languageTags)[Locale];
}

/** Everything a page or component needs to speak its page's language: pass Astro.currentLocale. */
export function pageLanguage(currentLocale: string | undefined): PageLanguage {
  const locale = toLocale(currentLocale);
  return {
    locale,
    t: translator(locale),
    href: (path) =>
      path.startsWith('/') && !path.startsWith('/admin') ? localizedPath(path, locale) : path,
    tags: languageTags[locale],
  };
}
