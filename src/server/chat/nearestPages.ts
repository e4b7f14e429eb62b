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
 * How many of the first hits count towards their page's weight (the search gives the pointer ten).
 */
const PAGE_HITS = 10;

/**
 * The best hit of each page among the first hits, pages in order of weight: the sum of the square
 * roots of their hits' scores. A page many of whose passages match the question (the division a
 * question about its service is worded around) outweighs one passage of another page that shares
 * a word or two with it (a team member's or a client's passage naming the service in passing); the
 * square root keeps one strong hit from drowning the rest, as the scores span orders of magnitude.
 * Set on the tuning and development sets (the sum of the confidences or of the scores, or the top
 * five hits, helped less).
 */
function pagesByWeight(hits: readonly Hit[]): Hit[] {
  const weight = new Map<string, number>();
  for (const h of hits.slice(0, PAGE_HITS))
    weight.set(h.passage.url, (weight.get(h.passage.url) ?? 0) + Math.sqrt(h.score));
  const best = [...weight.keys()].map((url) => hits.find((h) => h.passage.url === url)!);
  return best.sort((a, b) => weight.get(b.passage.url)! - weight.get(a.passage.url)!);
}

/**
 * The passages to name when the assistant is not sure: when the best hit is near enough, the best
 * passage of the page that weighs most (see pagesByWeight) among those whose best hit comes near
 * the best hit, and that of the next page when it comes close too; none when nothing is near
 * (whether to point is the best hit's to say, which page to point to the pages').
 * `unknownWord`: the question names something no passage speaks of (the stricter floor applies).
 * `wanted`: the kind of passage the question asks for (a client's story for "any reviews …?"):
 * the best hit of that kind above SUGGEST_SECOND is named first, whatever its page weighs, as
 * chooseHit would have answered with it had it matched enough.
 */
export function nearestPages(
  hits: readonly Hit[],
  unknownWord: boolean,
  wanted?: (h: Hit) => boolean,
): Passage[] | undefined {
  const [top] = hits;
  const floor = unknownWord ? SUGGEST_CONFIDENCE : SUGGEST_CONFIDENCE_KNOWN_WORDS;
  if (!top || top.confidence < floor) return undefined;
  const pages = pagesByWeight(hits);
  const kind = wanted && hits.find((h) => wanted(h) && h.confidence >= SUGGEST_SECOND);
  // Only pages whose best hit comes near the best one (SUGGEST_NEAR of its confidence, as for
  // naming a second page) compete for first place: four passages matching 15 % of the question
  // can outweigh one matching 45 %, yet the first page named is the one the visitor reads as the
  // answer. The best hit's page is always among them.
  const first = kind ?? pages.find((h) => h.confidence >= top.confidence * SUGGEST_NEAR) ?? top;
  const other = pages.find((h) => h.passage.url !== first.passage.url);
  const close =
    other &&
    other.confidence >= SUGGEST_SECOND &&
    other.confidence >= first.confidence * SUGGEST_NEAR;
  return close ? [first.passage, other.passage] : [first.passage];
}
