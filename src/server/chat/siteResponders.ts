import { VISITOR_WORDS } from './visitorWords.ts';
import type { Locale } from '../../i18n/locales.ts';
import { createLanguageDetector, type LanguageDetector } from './locale.ts';
import {
  createOfflineResponder,
  greetsOrThanks,
  type OfflineResponder,
} from './offlineResponder.ts';
import { bundledSiteKnowledge, type SiteKnowledge } from './siteKnowledge.ts';

export interface SiteResponders extends LanguageDetector {
  offlineResponders: Record<Locale, OfflineResponder>;
}

/**
 * The offline responders of one body of knowledge, and how it tells Spanish from English (by the
 * site's own words in each language). On a Spanish page an English question is understood by the
 * English index and answered with the Spanish twin of its passage.
 */
export function createSiteResponders(knowledge: SiteKnowledge): SiteResponders {
  const { isSpanish, answerLanguage } = createLanguageDetector({
    passages: { en: knowledge.en.passages, es: knowledge.es.passages },
    recognises: {
      en: (text) => greetsOrThanks(text, 'en'),
      es: (text) => greetsOrThanks(text, 'es'),
    },
  });
  const english = createOfflineResponder(knowledge.en, {
    synonyms: VISITOR_WORDS.en,
  });
  return {
    isSpanish,
    answerLanguage,
    offlineResponders: {
      en: english,
      es: createOfflineResponder(knowledge.es, {
        twinsFrom: english,
        isSpanish,
        synonyms: [...knowledge.glossaryEs, ...VISITOR_WORDS.es],
      }),
    },
  };
}

/** The responders of the knowledge the site ships with, built once per process. */
export const { isSpanish, answerLanguage, offlineResponders } =
  createSiteResponders(bundledSiteKnowledge);

/** The responder for a question asked on a page: Spanish pages and Spanish questions get Spanish. */
export const offlineResponderFor = (pageLocale: Locale, question: string): OfflineResponder =>
  offlineResponders[answerLanguage(pageLocale, question)];
