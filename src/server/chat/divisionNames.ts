import type { Locale } from '../../i18n/locales.ts';
import { isQuestionWord } from './intents.ts';
import { analyzers, fold } from './textAnalysis.ts';
import type { Passage, ServiceAlias } from './types.ts';

type Division = Exclude<ServiceAlias, 'multiple'>;

/**
 * Which divisions a question names, for the booking link: a division is named by a word that only
 * its own division and service passages' titles and search words hold ("solar" for clean energy, "estate" for real
 * estate). Words several divisions share ("cannabis" is also a marketing and an energy topic) name
 * none; the passage found then decides.
 */
export function createDivisionNames(passages: readonly Passage[], locale: Locale) {
  const analyzer = analyzers[locale];
  const owners = new Map<string, Set<Division>>();
  for (const p of passages) {
    // Division and service passages name a division; an FAQ or a client story only mentions one.
    if (!p.service || p.service === 'multiple' || !/^(division|service)-/.test(p.id)) continue;
    for (const { term, stop } of analyzer.queryTerms(`${p.title} ${p.keywords ?? ''}`)) {
      if (stop) continue;
      const set = owners.get(term) ?? new Set<Division>();
      set.add(p.service);
      owners.set(term, set);
    }
  }
  return {
    named(question: string): Division[] {
      const named = new Set<Division>();
      for (const term of analyzer.terms(question)) {
        // "cost" asks a price; that clean energy cuts costs does not make it the division meant.
        const set = isQuestionWord(term, locale) ? undefined : owners.get(term);
        if (set?.size === 1) named.add([...set][0]!);
      }
      return [...named];
    },
  };
}

/**
 * The name a visitor calls each division by (folded, whole words). Not "cannabis": it is also the
 * industry the other divisions serve ("advertise cannabis").
 */
const DIVISION_NAMES: Record<Locale, readonly [Division, RegExp][]> = {
  en: [
    ['marketing', /\bmarketing\b/],
    ['real-estate', /\breal estate\b/],
    ['clean-energy', /\b(clean )?energy\b|\bsolar\b/],
  ],
  es: [
    ['marketing', /\b(marketing|mercadeo)\b/],
    ['real-estate', /\b(bienes raices|inmobiliari[ao]s?)\b/],
    ['clean-energy', /\b(energia|solar(es)?)\b/],
  ],
};

/** The divisions a text calls by their names (DIVISION_NAMES), in either language. */
export const divisionsCalled = (text: string, locale: Locale): Division[] =>
  DIVISION_NAMES[locale].filter(([, name]) => name.test(fold(text))).map(([division]) => division);

/**
 * Whether a passage of one division would answer a question that calls another division by its
 * name, and that one only ("what do I get from the free marketing consult?" answered from the
 * cannabis page, which shares "free consultation"): the words the two share are not what was
 * asked about. Passages of no division or of several answer any.
 */
export function answersAnotherDivision(
  question: string,
  passage: Passage,
  locale: Locale,
): boolean {
  const named = divisionsCalled(question, locale);
  const own = passage.service;
  return named.length === 1 && !!own && own !== 'multiple' && named[0] !== own;
}
