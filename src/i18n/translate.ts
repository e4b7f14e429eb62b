import { es } from './es.ts';
import type { Locale } from './locales.ts';

/**
 * Interface text is written in English in the components (the required exact texts stay readable
 * where they are used) and looked up in the Spanish dictionary on Spanish pages. A missing
 * Spanish entry stops the build, so no English sentence slips onto a Spanish page unnoticed.
 * `{name}` placeholders are filled from `vars` in either language. A `|context` suffix (gettext's
 * msgctxt) lets one English text have two translations: 'Book Free Consultation|header' is shown
 * as 'Book Free Consultation' in English and has its own, shorter, Spanish entry.
 */
export type Translate = (english: string, vars?: Record<string, string | number>) => string;

const dictionaries: Partial<Record<Locale, Readonly<Record<string, string>>>> = { es };

export function translator(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  return (english, vars) => {
    let text = english.replace(/\|\w+$/, '');
    if (dictionary) {
      const translated = dictionary[english];
      if (translated === undefined) {
        throw new Error(
          `Missing ${locale} translation for "${english}" (add it to src/i18n/${locale}.ts)`,
        );
      }
      text = translated;
    }
    return vars ? fill(text, vars) : text;
  };
}

function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in vars ? String(vars[key]) : whole,
  );
}

/** 'A, B, C and D' (or '… or D') in the page's language ('A, B, C y D', '… o D'). */
export function joinNames(
  names: readonly string[],
  t: Translate,
  conjunction: 'and' | 'or' = 'and',
): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t(conjunction)} ${names.at(-1)}`;
}
