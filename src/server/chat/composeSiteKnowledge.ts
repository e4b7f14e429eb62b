import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { buildKnowledge, type Knowledge } from './knowledge.ts';
import { topicPassages, topicPassagesEs } from './passages.ts';
import type { Passage } from './types.ts';

/** Everything the assistant knows, in both languages: plain data, so it can be written as JSON. */
export interface SiteKnowledge {
  en: Knowledge;
  es: Knowledge;
  /** [what a Spanish visitor may write, the site's term] (src/content/GLOSSARY.es.md). */
  glossaryEs: [string, string][];
}

/** The passages made from src/content (scripts/chatContentPassages.ts), in both languages. */
export interface ContentKnowledge {
  en: readonly Passage[];
  es: readonly Passage[];
  glossaryEs: [string, string][];
}

/**
 * The firm facts, the passages generated from src/content, and the hand-written rules no content
 * file holds. siteKnowledge.ts composes what the API ships with; the build's chat knowledge step
 * composes the same from the files it just read, for the local server to reload after a publish
 * (src/server/local/chatKnowledgeReload.ts).
 */
export function composeSiteKnowledge(
  facts: PublishedFacts,
  content: ContentKnowledge,
): SiteKnowledge {
  return {
    en: buildKnowledge({ site: facts.site, passages: [...content.en, ...topicPassages] }),
    es: buildKnowledge({
      site: facts.site,
      spanishOfficeHours: facts.spanishOfficeHours,
      locale: 'es',
      passages: [...content.es, ...topicPassagesEs],
    }),
    glossaryEs: content.glossaryEs,
  };
}
