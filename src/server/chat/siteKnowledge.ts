import type { Locale } from '../../i18n/locales.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';
import { composeSiteKnowledge } from './composeSiteKnowledge.ts';
import { contentPassages, contentPassagesEs, glossaryEs } from './generated/contentPassages.ts';
import type { Knowledge } from './knowledge.ts';

export type { SiteKnowledge } from './composeSiteKnowledge.ts';

/**
 * The knowledge the API ships with (bundled into the function at build time): the firm facts this
 * build shipped, the passages generated from src/content, and the hand-written rules no content file holds.
 */
export const bundledSiteKnowledge = composeSiteKnowledge(shippedFacts, {
  en: contentPassages,
  es: contentPassagesEs,
  glossaryEs,
});

export const siteKnowledge = bundledSiteKnowledge.en;

/** The same knowledge in Spanish, from the Spanish content twins. */
export const siteKnowledgeEs = bundledSiteKnowledge.es;

export const knowledgeFor = (locale: Locale): Knowledge =>
  locale === 'es' ? siteKnowledgeEs : siteKnowledge;
