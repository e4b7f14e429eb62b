import MiniSearch from 'minisearch';
import type { Locale } from '../../i18n/locales.ts';
import type { Passage } from './types.ts';

/**
 * Full-text retrieval over the passages (MiniSearch, in memory, built once per process).
 * Filler words are dropped so "what are your hours" is matched on "hours", not on "your".
 */
const STOPWORDS = new Set(
  `a about an and any anything are as at be been but by can could do does did for from get got have
  has had hello hey hi how i i'd i'm if in into is it it's its just know let me more my of on or our
  please should so some tell than thank thanks that the their them then there these they this to
  us want was we were what whats when which who why will with would you your you're yours im id
  anyone someone something also there's here need like much many help assist guys guy kind expect
  going till until happen happens good today really thing things stuff lot ton doing`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Lower-case, strip punctuation, drop filler words, and cut common English endings (a light
 * stemmer, the same for passages and questions), so "rebates" finds "rebate" and "licensing",
 * "licensed" and "license" meet.
 */
export function normalizeTerm(term: string): string | null {
  let word = term.toLowerCase().replace(/[^a-z0-9-]/g, '');
  // Single letters are the tails of contractions ("I'm" → "m"), not words.
  if (word.length < 2 || STOPWORDS.has(word)) return null;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) word = word.slice(0, -1);
  if (STOPWORDS.has(word)) return null;
  if (word.length > 5 && word.endsWith('ing')) word = word.slice(0, -3);
  else if (word.length > 4 && word.endsWith('ed')) word = word.slice(0, -2);
  if (word.length > 3 && word.endsWith('e')) word = word.slice(0, -1);
  return word;
}

/**
 * Spanish filler words, written without accents (terms are folded before the check), and the English
 * greetings a visitor may type on a Spanish page ("hello" would otherwise find the email address).
 */
const SPANISH_STOPWORDS = new Set(
  `a al algo algun alguna alguno ante como con cual cuales de del desde donde el ella ellas ellos en
  entre es esa ese eso esta estan este esto estos hay hola la las le les lo los me mi mis muy mas
  nos nosotros o para pero por porque puede pueden puedo que se ser si sin sobre son su sus te ti
  tiene tienen tengo tu tus un una unas uno unos usted ustedes y ya yo quiero quisiera saber
  necesito gracias favor cuanto cuanta cuantos cuantas quien quienes cuando hacen hace ofrecen
  ofrece tienes cual es esto eso aqui alli ahi hello hi hey`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The Spanish counterpart: accents folded ("información" meets "informacion"), filler words dropped,
 * and a light stemmer that cuts plural and gender endings, so "licencias" and "licencia" meet.
 */
export function normalizeSpanishTerm(term: string): string | null {
  let word = term
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9-]/g, '');
  if (word.length < 2 || SPANISH_STOPWORDS.has(word)) return null;
  if (word.length > 4 && word.endsWith('es')) word = word.slice(0, -2);
  else if (word.length > 3 && word.endsWith('s')) word = word.slice(0, -1);
  if (SPANISH_STOPWORDS.has(word)) return null;
  if (word.length > 4 && /[aeo]$/.test(word)) word = word.slice(0, -1);
  return word;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** How many distinct words of the question found this passage. */
  matchedTerms: number;
}

export interface Retriever {
  search: (query: string, limit?: number) => Hit[];
  /** Words of the question that count for search (after dropping filler words). */
  queryTerms: (query: string) => string[];
}

export function createRetriever(passages: readonly Passage[], locale: Locale = 'en'): Retriever {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const processTerm = locale === 'es' ? normalizeSpanishTerm : normalizeTerm;
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text', 'keywords'],
    storeFields: ['id'],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 1.5, text: 1 },
      // Typos in longer words only: "certifcation" should work, "tax" must not match "fax".
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      prefix: (term) => term.length > 3,
      combineWith: 'OR',
      // Weak length normalisation: a rare word in a long keyword list still counts fully.
      bm25: { k: 1.2, b: 0.2, d: 0.5 },
      boostDocument: (id) => byId.get(String(id))?.weight ?? 1,
    },
  });
  index.addAll(passages.map((p) => ({ ...p, keywords: p.keywords ?? '' })));

  const queryTerms = (query: string) =>
    query
      .split(/[\s,.;:!?¿¡()"'/]+/)
      .map(processTerm)
      .filter((t): t is string => Boolean(t));

  return {
    queryTerms,
    search: (query, limit = 3) =>
      index
        .search(query)
        .slice(0, limit)
        .flatMap((result) => {
          const passage = byId.get(String(result.id));
          return passage
            ? [{ passage, score: result.score, matchedTerms: new Set(result.queryTerms).size }]
            : [];
        }),
  };
}
