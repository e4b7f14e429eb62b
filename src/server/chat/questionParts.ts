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

/**
 * A part that opens with a question word, after a preposition or "and" or not ("en qué estados
 * trabajan", "where is the office", "at what time"), asks a question of its own, even when all
 * its other words are on the stop list: its words then name what it asks about. Only those words
 * before it: after any other ("creo que …", "lo que …", "es que …", "I know what …") an unaccented
 * "que", "como", "cuando" or an English "what" joins a clause, it asks nothing.
 */
const OPENS_QUESTION: Record<Locale, RegExp> = {
  en: /^((in|at|for|from|to|and|so) )?(what|which|when|where|how|who|whom)\b/i,
  es: /^((en|a|de|desde|hasta|para|por|con|y) )?(qu[eé]|cu[aá]l(es)?|cu[aá]ndo|d[oó]nde|c[oó]mo|qui[eé]n(es)?|cu[aá]nt[oa]s?)(?!\p{L})/iu,
};

export const opensQuestion = (part: string, locale: Locale) =>
  OPENS_QUESTION[locale].test(part.trim());
