import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as spanishStopwords } from '@orama/stopwords/spanish';
import type { Locale } from '../../i18n/locales.ts';

/**
 * How the assistant reads words, the same for passages and questions: lower case, accents folded
 * ("información" meets "informacion"), then the Snowball stemmer of the language, so "licensing",
 * "licensed" and "license", or "cobran" and "cobrar", meet. Stop words (the published Snowball /
 * Orama lists) are kept but weigh little: the Spanish list holds words such as "estados" and
 * "horas" that are this site's topics, so dropping them would lose questions.
 */

/** Lower case without accents. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** Words as MiniSearch splits them: letters and digits, anything else separates. */
export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Folded words between spaces (" do you cover providence "), so a name or phrase is found in a text
 * as whole words: "Maine" is not in "mainly", "New York" not in "New Yorker".
 */
export const wholeWords = (text: string) => ` ${words(fold(text)).join(' ')} `;

/** A term of a question, and whether every word it comes from is a stop word. */
export interface QueryTerm {
  term: string;
  stop: boolean;
}

export interface Analyzer {
  locale: Locale;
  /** A word as the index stores it (folded and stemmed), or null for one that says nothing. */
  term: (word: string) => string | null;
  /** The text's terms, in order, without repeats. */
  terms: (text: string) => string[];
  /**
   * The same, each marked when it only comes from stop words. Stop words are checked before
   * stemming: "sábados" is not "saben", though both stem to "sab".
   */
  queryTerms: (text: string) => QueryTerm[];
  /**
   * The text's words that are not stop words, as terms, in order and with repeats, one list per
   * stretch of text between punctuation: which words stand next to which.
   */
  phrases: (text: string) => string[][];
}

const stemmers: Record<Locale, (word: string) => string> = {
  en: englishStemmer,
  es: spanishStemmer,
};
const stopLists: Record<Locale, readonly string[]> = {
  en: englishStopwords,
  es: spanishStopwords,
};

/**
 * Two-word question phrases whose second word asks and names nothing ("how many clients": the
 * topic is the clients, not "many"). Spanish writes them with stop words already ("cuántos").
 */
const QUESTION_PHRASES: Record<Locale, Map<string, Set<string>>> = {
  en: new Map([['how', new Set(['much', 'many', 'long', 'often', 'soon'])]]),
  es: new Map(),
};

/**
 * Verbs that, before "out", mean "learn" and name no topic ("figure out if I qualify", "find out
 * how long …"): "figure" alone would meet the site's "figures". English only.
 */
const BEFORE_OUT: Record<Locale, Set<string>> = {
  en: new Set(['figure', 'find', 'sort']),
  es: new Set(),
};

/**
 * A contraction of the stop-word list as visitors often type it, without the apostrophe ("whats",
 * "dont", "im", "youre"): a stop word too. Not for "'d" and "'ll", whose joined forms are other
 * words ("shed", "well", "ill").
 */
function typedWithoutApostrophe(word: string): string[] {
  const [head, tail] = fold(word).split(/['’]/);
  return tail !== undefined && !['d', 'll'].includes(tail) ? [`${head}${tail}`] : [];
}

/**
 * Requests whose verb names nothing next to "me" or "us" ("tell me about …", "can you help me
 * with …", "¿me ayudan con …?"): the topic is the rest. English puts the pronoun after the verb,
 * Spanish before it. Verbs are compared as stems, so every form counts.
 */
const REQUESTS: Record<Locale, { verbs: string; objects: Set<string>; objectFirst: boolean }> = {
  en: { verbs: 'tell show explain give help', objects: new Set(['me', 'us']), objectFirst: false },
  es: { verbs: 'ayudar explicar mostrar', objects: new Set(['me', 'nos']), objectFirst: true },
};

/**
 * Spanish nouns and adjectives in -ar, -er, -ir form their plural with -es ("solar" / "solares",
 * "lugar" / "lugares", "taller" / "talleres"), and the Snowball stemmer reads the singular as an
 * infinitive: "solar" becomes "sol" and "solares" "solar", so "energía solar" never met "paneles
 * solares". Such a plural is stemmed as its singular, so both forms meet. Not "-ieres": those are
 * the familiar "you" of verbs ("quieres", "prefieres"), which must still meet "quiero".
 */
const SINGULAR: Record<Locale, (word: string) => string> = {
  en: (word) => word,
  es: (word) =>
    /^\p{L}{3,}[aei]res$/u.test(word) && !/ieres$/.test(word) ? word.slice(0, -2) : word,
};

function createAnalyzer(locale: Locale): Analyzer {
  const stem = stemmers[locale];
  const singular = SINGULAR[locale];
  const stopWords = new Set(
    stopLists[locale].flatMap((word) => [...words(fold(word)), ...typedWithoutApostrophe(word)]),
  );
  // Stop words are a closed list of forms and stay as written: stemmed, "sabemos" (a stop word)
  // would meet "sábados" (both "sab").
  const term = (word: string): string | null => {
    const folded = fold(word);
    // Single letters are the tails of contractions ("I'm" → "m") or initials, not words.
    if (folded.length < 2 && !/\d/.test(folded)) return null;
    return /\d/.test(folded) || stopWords.has(folded) ? folded : stem(singular(folded));
  };
  const asks = QUESTION_PHRASES[locale];
  const requests = REQUESTS[locale];
  const requestVerbs = new Set(words(requests.verbs).map(stem));
  /** Whether the word at i is a request verb with its pronoun ("help" of "help me"). */
  const isRequest = (all: readonly string[], i: number) =>
    requestVerbs.has(stem(all[i]!)) &&
    requests.objects.has(all[requests.objectFirst ? i - 1 : i + 1] ?? '');
  function queryTerms(text: string): QueryTerm[] {
    const found = new Map<string, boolean>();
    const all = words(text).map(fold);
    for (const [i, word] of all.entries()) {
      const t = term(word);
      const stop =
        stopWords.has(word) ||
        asks.get(all[i - 1] ?? '')?.has(word) === true ||
        (BEFORE_OUT[locale].has(word) && all[i + 1] === 'out') ||
        isRequest(all, i);
      if (t) found.set(t, (found.get(t) ?? true) && stop);
    }
    return [...found].map(([t, stop]) => ({ term: t, stop }));
  }
  const phrases = (text: string) =>
    text
      .split(/[.,;:!?()«»“”"]+/)
      .map((part) =>
        words(part)
          .map(fold)
          .filter((word) => !stopWords.has(word))
          .flatMap((word) => term(word) ?? []),
      )
      .filter((part) => part.length > 0);
  return {
    locale,
    term,
    terms: (text) => queryTerms(text).map((q) => q.term),
    queryTerms,
    phrases,
  };
}

export const analyzers: Record<Locale, Analyzer> = {
  en: createAnalyzer('en'),
  es: createAnalyzer('es'),
};

/** The terms of a list of words, as the index reads them, for checking a question's terms against. */
export const stemsOf = (locale: Locale, words: string) => new Set(analyzers[locale].terms(words));
