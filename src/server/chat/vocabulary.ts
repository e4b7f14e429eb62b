/**
 * The terms an index holds, asked two ways: whether a term is one of them, and whether a typed
 * term is one of them or the start of one ("info" of "information"), which search finds by prefix.
 * Spelling correction (spelling.ts) and the offline assistant's unknown-word check
 * (offlineResponder.ts) share it, so both read "a word the site knows" the same way. Sorted once,
 * so a prefix is looked up by binary search, not by a pass over the vocabulary per term.
 */
export interface Vocabulary {
  has: (term: string) => boolean;
  /** The term itself or a longer term that starts with it. */
  holdsOrStarts: (term: string) => boolean;
}

export function createVocabulary(terms: Iterable<string>): Vocabulary {
  const set = new Set(terms);
  const sorted = [...set].sort();
  const startsSome = (prefix: string) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return sorted[low]?.startsWith(prefix) ?? false;
  };
  return {
    has: (term) => set.has(term),
    holdsOrStarts: (term) => set.has(term) || startsSome(term),
  };
}
