import type { Locale } from '../../i18n/locales.ts';

/**
 * Where a message may hold more than one question: sentence punctuation, commas, and the word
 * that joins two clauses ("where is the office and what are your hours?", "¿trabajan en
 * Connecticut? ¿y dónde está la oficina?"). A part is only a candidate: the responder answers it
 * on its own only when the passage chosen for the whole message leaves it out.
 */
const JOINERS: Record<Locale, RegExp> = {
  en: /[?!.;,]+|\s(?:and|&)\s/i,
  es: /[?!.;,¿¡]+|\s[ye]\s/i,
};

/** The message's parts, trimmed, empty ones dropped; one part when nothing joins clauses. */
export function questionParts(text: string, locale: Locale): string[] {
  return text
    .split(new RegExp(JOINERS[locale].source, 'gi'))
    .map((part) => part.trim())
    .filter(Boolean);
}
