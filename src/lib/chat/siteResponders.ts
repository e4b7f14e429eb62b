import type { Locale } from '../../i18n/locales.ts';
import { createLanguageDetector } from './locale.ts';
import {
  createOfflineResponder,
  greetsOrThanks,
  type OfflineResponder,
} from './offlineResponder.ts';
import { glossaryEs } from './generated/contentPassages.ts';
import { siteKnowledge, siteKnowledgeEs } from './siteKnowledge.ts';

/** Tells Spanish from English by the site's own words in each language. */
export const { isSpanish, answerLanguage } = createLanguageDetector({
  passages: { en: siteKnowledge.passages, es: siteKnowledgeEs.passages },
  recognises: {
    en: (text) => greetsOrThanks(text, 'en'),
    es: (text) => greetsOrThanks(text, 'es'),
  },
});

const english = createOfflineResponder(siteKnowledge);

/**
 * The site's offline responders, built once per process. On a Spanish page an English question is
 * understood by the English index and answered with the Spanish twin of its passage.
 */
export const offlineResponders: Record<Locale, OfflineResponder> = {
  en: english,
  es: createOfflineResponder(siteKnowledgeEs, {
    twinsFrom: english,
    isSpanish,
    synonyms: glossaryEs,
  }),
};

/** The responder for a question asked on a page: Spanish pages and Spanish questions get Spanish. */
export const offlineResponderFor = (pageLocale: Locale, question: string): OfflineResponder =>
  offlineResponders[answerLanguage(pageLocale, question)];
