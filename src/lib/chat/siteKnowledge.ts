import type { Locale } from '../../i18n/locales.ts';
import { site } from '../site.ts';
import { contentPassages, contentPassagesEs } from './generated/contentPassages.ts';
import { buildKnowledge, type Knowledge } from './knowledge.ts';
import {
  contentSearchWords,
  contentSearchWordsEs,
  topicPassages,
  topicPassagesEs,
} from './passages.ts';
import type { Passage } from './types.ts';

/** The content passages with the visitors' synonyms added to their search words. */
function withSearchWords(passages: readonly Passage[], words: Record<string, string>): Passage[] {
  return passages.map((p) => {
    const extra = words[p.id];
    return extra ? { ...p, keywords: [p.keywords, extra].filter(Boolean).join(' ') } : p;
  });
}

/**
 * The knowledge the API ships with (bundled into the function at build time): the firm facts of
 * site.ts, the passages generated from src/content, and the hand-written rules no content file holds.
 */
export const siteKnowledge = buildKnowledge({
  site,
  passages: [...withSearchWords(contentPassages, contentSearchWords), ...topicPassages],
});

/** The same knowledge in Spanish, from the Spanish content twins. */
export const siteKnowledgeEs = buildKnowledge({
  site,
  locale: 'es',
  passages: [...withSearchWords(contentPassagesEs, contentSearchWordsEs), ...topicPassagesEs],
});

export const knowledgeFor = (locale: Locale): Knowledge =>
  locale === 'es' ? siteKnowledgeEs : siteKnowledge;
