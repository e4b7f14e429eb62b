import type { Locale } from './locales.ts';

/**
 * A quotation as each language marks it: English curly quotes around the whole sentence; Spanish
 * «comillas latinas» with the full stop after the closing mark («…en la primera presentación»),
 * as src/content/GLOSSARY.es.md asks. Used by the testimonials on the pages and in the chat.
 */
export function quoted(text: string, locale: Locale): string {
  if (locale === 'en') return `“${text}”`;
  const fullStop = /\.$/.test(text);
  return fullStop ? `«${text.slice(0, -1)}».` : `«${text}»`;
}
