import { site } from '../site.ts';
import { contentPassages } from './generated/contentPassages.ts';
import { buildKnowledge } from './knowledge.ts';
import { contentSearchWords, topicPassages } from './passages.ts';
import type { Passage } from './types.ts';

/** The content passages with the visitors' synonyms added to their search words. */
function withSearchWords(passages: readonly Passage[]): Passage[] {
  return passages.map((p) => {
    const extra = contentSearchWords[p.id];
    return extra ? { ...p, keywords: [p.keywords, extra].filter(Boolean).join(' ') } : p;
  });
}

/**
 * The knowledge the API ships with (bundled into the function at build time): the firm facts of
 * site.ts, the passages generated from src/content, and the hand-written rules no content file holds.
 */
export const siteKnowledge = buildKnowledge({
  site,
  passages: [...withSearchWords(contentPassages), ...topicPassages],
});
