import type { Locale } from '../../i18n/locales.ts';
import { site } from '../site.ts';
import { contentPassages, contentPassagesEs } from './generated/contentPassages.ts';
import { buildKnowledge, type Knowledge } from './knowledge.ts';
import { topicPassages, topicPassagesEs } from './passages.ts';

/**
 * The knowledge the API ships with (bundled into the function at build time): the firm facts of
 * site.ts, the passages generated from src/content, and the hand-written rules no content file holds.
 */
export const siteKnowledge = buildKnowledge({
  site,
  passages: [...contentPassages, ...topicPassages],
});

/** The same knowledge in Spanish, from the Spanish content twins. */
export const siteKnowledgeEs = buildKnowledge({
  site,
  locale: 'es',
  passages: [...contentPassagesEs, ...topicPassagesEs],
});

export const knowledgeFor = (locale: Locale): Knowledge =>
  locale === 'es' ? siteKnowledgeEs : siteKnowledge;
