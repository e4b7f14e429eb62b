import type { Locale } from '../i18n/locales.ts';

/**
 * A headline figure ('1,040+') as it reads inside a sentence. Stat cards show '1,040+' in both
 * languages; in Spanish prose an editor writes 'más de 1,040' (src/content/GLOSSARY.es.md), so the
 * same site.ts figure fills both sentences without a number ever living in a dictionary entry.
 */
export function figureInProse(value: string | number, locale: Locale): string {
  const text = String(value);
  if (locale !== 'es') return text;
  const atLeast = /^(.+)\+$/.exec(text);
  return atLeast ? `más de ${atLeast[1]}` : text;
}

const SPANISH_HOURS = ['una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];

/**
 * A count of hours as a sentence writes it. English copy keeps the digit ('at least 1 free hour');
 * Spanish spells out small numbers in prose ('al menos una hora gratuita'), in the feminine of
 * _hora_, as the glossary asks.
 */
export function hoursInProse(count: number, locale: Locale): string {
  if (locale !== 'es') return String(count);
  return SPANISH_HOURS[count - 1] ?? String(count);
}

/** A sentence that may start with a figure in prose ('más de 50 …') starts with a capital. */
export function sentenceCase(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
