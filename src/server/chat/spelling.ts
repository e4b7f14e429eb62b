import { createVocabulary } from './vocabulary.ts';

/**
 * Query-side spelling correction against the passages' own vocabulary: a question's term that no
 * passage holds ("phne", "emial", "ofice") is read as the term of the passages one typing slip away
 * (a letter added, dropped, changed, or two neighbours swapped), the one most passages hold when
 * several are. Only the index's words are candidates, so a correction never invents a topic the
 * site does not have, and only unknown terms are touched.
 */

/** Terms shorter than this are left alone: in "seo" or "ma" one slip away is another word. */
const MIN_LENGTH = 4;

/**
 * The slip that turns the known term into the typed one, if one does: a letter dropped ("phne"),
 * two neighbours swapped ("emial"), a letter doubled or added ("addresss"), a letter changed.
 */
export function slip(
  typed: string,
  known: string,
): 'dropped' | 'swapped' | 'added' | 'changed' | undefined {
  if (typed === known || Math.abs(typed.length - known.length) > 1) return undefined;
  let i = 0;
  while (i < typed.length && typed[i] === known[i]) i += 1;
  if (typed.length < known.length)
    return typed.slice(i) === known.slice(i + 1) ? 'dropped' : undefined;
  if (typed.length > known.length)
    return typed.slice(i + 1) === known.slice(i) ? 'added' : undefined;
  if (typed.slice(i + 1) === known.slice(i + 1)) return 'changed';
  const swapped = typed[i] === known[i + 1] && typed[i + 1] === known[i];
  return swapped && typed.slice(i + 2) === known.slice(i + 2) ? 'swapped' : undefined;
}

/**
 * A changed letter in a short word is as likely another word ("went" is not "want"): only from
 * this length. A dropped or swapped letter, or one added, rarely makes another word.
 */
const CHANGED_MIN_LENGTH = 6;

const slipCounts = (typed: string, known: string) => {
  const kind = slip(typed, known);
  return kind !== undefined && (kind !== 'changed' || typed.length >= CHANGED_MIN_LENGTH);
};

export interface Speller {
  /** The term as the passages spell it: itself when known, else the nearest known term, if any. */
  correct: (term: string) => string;
}

/**
 * `passagesHolding`: each term of the index (no stop words: a slip is read as a topic, never as
 * "into") with the number of passages that hold it.
 */
export function createSpeller(passagesHolding: ReadonlyMap<string, number>): Speller {
  const vocabulary = createVocabulary(passagesHolding.keys());
  function correct(term: string): string {
    // A known term, or the start of one ("info" of "information"), is found as it is (by prefix).
    if (vocabulary.holdsOrStarts(term) || term.length < MIN_LENGTH || /\d/.test(term)) return term;
    let best = term;
    let bestCount = 0;
    for (const [candidate, count] of passagesHolding) {
      if (count > bestCount && candidate.length >= MIN_LENGTH && slipCounts(term, candidate)) {
        best = candidate;
        bestCount = count;
      }
    }
    // No cache: visitors' words are unbounded, and a pass over the vocabulary is cheap.
    return best;
  }
  return { correct };
}
