import type { Locale } from '../../i18n/locales.ts';
import { answerLanguage } from './locale.ts';
import { createOfflineResponder, type OfflineResponder } from './offlineResponder.ts';
import { siteKnowledge, siteKnowledgeEs } from './siteKnowledge.ts';

const english = createOfflineResponder(siteKnowledge);

/**
 * The site's offline responders, built once per process. On a Spanish page an English question is
 * understood by the English index and answered with the Spanish twin of its passage.
 */
export const offlineResponders: Record<Locale, OfflineResponder> = {
  en: english,
  es: createOfflineResponder(siteKnowledgeEs, { twinsFrom: english }),
};

/** The responder for a question asked on a page: Spanish pages and Spanish questions get Spanish. */
export const offlineResponderFor = (pageLocale: Locale, question: string): OfflineResponder =>
  offlineResponders[answerLanguage(pageLocale, question)];
