import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { ASKED_AS, type AskedAs } from './askedAs.ts';
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
  askedAs: AskedAs = ASKED_AS,
): SiteKnowledge {
  return {
    en: withAskedAs(
      buildKnowledge({ site: facts.site, passages: [...content.en, ...topicPassages] }),
      askedAs,
    ),
    es: withAskedAs(
      buildKnowledge({
        site: facts.site,
        spanishOfficeHours: facts.spanishOfficeHours,
        locale: 'es',
        passages: [...content.es, ...topicPassagesEs],
      }),
      askedAs,
    ),
    glossaryEs: content.glossaryEs,
  };
}

/**
 * Each passage carries the everyday words visitors ask about it in (askedAs.ts). An id no passage
 * has any more (an editor renamed a service) adds nothing: the words are a search aid, and a stale
 * entry must not stop the site from building.
 */
function withAskedAs(knowledge: Knowledge, askedAs: AskedAs): Knowledge {
  const passages = knowledge.passages.map((p) => {
    const words = askedAs[p.id]?.[knowledge.locale];
    return words ? { ...p, askedAs: words } : p;
  });
  return { ...knowledge, passages };
}
