import MiniSearch from 'minisearch';
import type { Locale } from '../../i18n/locales.ts';
import { createSpeller } from './spelling.ts';
import { analyzers, type QueryTerm } from './textAnalysis.ts';
import type { Passage } from './types.ts';

/**
 * Full-text retrieval over the passages (MiniSearch, BM25, in memory, built once per process), with
 * a confidence for each hit: the share of what the question says that the passage matches.
 */
export interface Hit {
  passage: Passage;
  /** BM25 per matched term times confidence squared (ranks hits; not comparable across questions). */
  score: number;
  /**
   * 0..1: the weight of the question's terms this passage matches over the weight of all of them.
   * A term weighs its rarity among the passages (inverse document frequency); a word no passage
   * holds weighs as much as the rarest one, since it is likely what the question is about
   * ("divorce" in "do you do divorce law"); stop words weigh little.
   */
  confidence: number;
  /** The question's terms the passage matched (folded and stemmed), exactly or by prefix or typo. */
  matched: string[];
  /** Those the passage holds exactly. */
  exact: string[];
}

export interface SearchOptions {
  /**
   * Earlier words of the conversation the question leans on ("who runs real estate?" before
   * "what's her email?"): searched with it, since they name what "her" points to.
   */
  context?: string;
  /**
   * How much a word of the context weighs against one of the question (1 when the context names
   * what the question points to, less when the question names something new and the context only
   * says what is asked about it).
   */
  contextWeight?: number;
  /** Terms of the question that weigh as little as stop words here (a person question's role words). */
  slight?: readonly string[];
  /**
   * Terms of the question that say what kind of answer it wants ("cost", "when"): they weigh as
   * usual but are never its most telling word.
   */
  asking?: readonly string[];
  limit?: number;
  /**
   * Also search the everyday words visitors ask each passage in (askedAs.ts). Only the "not sure"
   * pointer does: those words were written without evidence from the site, so they may say which
   * page a question is about, never that a passage answers it (measured: answering from them
   * brought more wrong answers on the held-out sets; eval/chat/RESULTS.md, seventh round).
   */
  askedAs?: boolean;
}

export interface Retriever {
  search: (question: string, options?: SearchOptions) => Hit[];
  /** The question's terms as the index reads them (folded, stemmed). */
  terms: (text: string) => string[];
}

/**
 * A stop word weighs this much against a content word, in ranking and in confidence: kept (the
 * Spanish list holds topics of this site, such as "estados" and "horas"), but never the reason a
 * passage is chosen. Set on the tuning set.
 */
const STOP_WORD_WEIGHT = 0.1;
/** A word no passage holds weighs as much as a word only one passage holds. */
const UNKNOWN_WORD_PASSAGES = 1;
/** Field weights: a heading says what a passage is about more than one word of its text. */
const FIELD_BOOST = { title: 2, keywords: 1, text: 1, askedAs: 1 };
/** The fields an answer is searched in: the site's own words (see SearchOptions.askedAs). */
const SITE_FIELDS = ['title', 'text', 'keywords'] as const;
/** The site's own words and the words visitors ask each passage in: what the pointer searches. */
const ALL_FIELDS = [...SITE_FIELDS, 'askedAs'] as const;
/** The fields each kind of search reads, as MiniSearch takes them (built once, not per search). */
const SEARCHED_FIELDS = { site: [...SITE_FIELDS], all: [...ALL_FIELDS] };
/** No term taken as typed (the answer's search). */
const NONE_AS_TYPED: ReadonlySet<string> = new Set();
/** A passage's own words, field by field (its title, text and search words). */
const siteFields = (p: Passage) => SITE_FIELDS.map((field) => p[field] ?? '');
/**
 * A question word the passages only use inside one phrase, asked without the phrase's other word,
 * counts this much of its weight as matched. Set on the tuning set.
 */
const LOOSE_MATCH = 0.3;
/**
 * A passage without the question's most telling word (see mostTelling) ranks at this share of its
 * score: the rarest word the passages hold is likely what the question is about, and a passage
 * that matches the rest ("help", "cannabis") rather than it answers something else. Set on the
 * tuning and development sets.
 */
const WITHOUT_TELLING_WORD = 0.5;
/** Terms seen at least this often before they count as bound to a phrase. */
const BOUND_MIN_USES = 3;
/** Prefix matches ("certif…") and typos only in longer terms: "tax" must not match "fax". */
const PREFIX_MIN_LENGTH = 4;
const TYPO_MIN_LENGTH = 5;

/** Everything of a passage the index searches, as one text: its heading, text and search words. */
export const searchableText = (p: Passage) => siteFields(p).join(' ');

export function createRetriever(passages: readonly Passage[], locale: Locale = 'en'): Retriever {
  const analyzer = analyzers[locale];
  const byId = new Map(passages.map((p) => [p.id, p]));
  const index = new MiniSearch<Passage>({
    fields: SEARCHED_FIELDS.all,
    storeFields: ['id'],
    processTerm: analyzer.term,
    searchOptions: {
      boost: FIELD_BOOST,
      fuzzy: (term) => (term.length >= TYPO_MIN_LENGTH ? 0.2 : false),
      prefix: (term) => term.length >= PREFIX_MIN_LENGTH,
      combineWith: 'OR',
      bm25: { k: 1.2, b: 0.5, d: 0.5 },
      boostDocument: (id) => byId.get(String(id))?.weight ?? 1,
    },
  });
  index.addAll(
    passages.map((p) => ({ ...p, keywords: p.keywords ?? '', askedAs: p.askedAs ?? '' })),
  );
  const bound = boundTerms(passages, analyzer.phrases);
  const passagesHolding = new Map<string, number>();
  for (const p of passages)
    for (const { term, stop } of analyzer.queryTerms(searchableText(p)))
      if (!stop) passagesHolding.set(term, (passagesHolding.get(term) ?? 0) + 1);
  const speller = createSpeller(passagesHolding);
  // The words visitors ask passages in, as the index holds them: when the pointer searches them, a
  // question's word that is one of them is taken as typed, not "corrected" towards a word of the
  // site ("heating" would become "heart" and never reach the efficiency audits).
  const askedAsTerms = new Set(passages.flatMap((p) => analyzer.terms(p.askedAs ?? '')));
  /**
   * The question's terms with typing slips in unknown words corrected (see spelling.ts); stop words,
   * the slight terms and the `asTyped` ones are taken as typed ("yall" is not a slip of "all").
   */
  const spelled = (text: string, slight: readonly string[], asTyped: ReadonlySet<string>) =>
    analyzer
      .queryTerms(text)
      .map((q) =>
        q.stop || slight.includes(q.term) || asTyped.has(q.term)
          ? q
          : { ...q, term: speller.correct(q.term) },
      );
  const count = passages.length;
  const idf = (documents: number) => Math.log(1 + (count - documents + 0.5) / (documents + 0.5));

  function search(
    question: string,
    {
      context = '',
      contextWeight = 1,
      slight = [],
      asking = [],
      limit = 10,
      askedAs = false,
    }: SearchOptions = {},
  ): Hit[] {
    const asTyped = askedAs ? askedAsTerms : NONE_AS_TYPED;
    const own = dedupe(spelled(question, slight, asTyped));
    const extra = dedupe(spelled(context, slight, asTyped)).filter(
      (c) => !own.some((o) => o.term === c.term),
    );
    const all = [...own, ...extra].map(({ term }) => term);
    if (!all.length) return [];
    const base = [...own, ...extra].map(
      ({ term, stop }, i) =>
        (stop || slight.includes(term) ? STOP_WORD_WEIGHT : 1) *
        (i < own.length ? 1 : contextWeight),
    );
    const baseWeight = (_: string, i: number) => base[i] ?? 0;
    // The terms are analysed already: MiniSearch takes them as they are.
    const results = index.search(all.join(' '), {
      fields: askedAs ? SEARCHED_FIELDS.all : SEARCHED_FIELDS.site,
      tokenize: () => all,
      processTerm: (t) => t,
      boostTerm: baseWeight,
    });
    // How many passages each term finds (exactly, by prefix or with a typo).
    const found = new Map<string, number>();
    for (const r of results)
      for (const t of new Set(r.queryTerms)) found.set(t, (found.get(t) ?? 0) + 1);
    const weights = new Map(
      all.map((t, i) => [t, baseWeight(t, i) * idf(found.get(t) ?? UNKNOWN_WORD_PASSAGES)]),
    );
    // A word the passages only use inside one phrase ("tax" of "tax credit", "seed" of
    // "seed-to-sale") is that phrase's: alone in a question it says little about the passage.
    const asked = new Set(all);
    const loose = new Set(
      all.filter((t) => {
        const partners = bound.get(t);
        return partners !== undefined && ![...partners].some((p) => asked.has(p));
      }),
    );
    const ownTerms = new Set(own.map(({ term }) => term));
    const stopTerms = new Set(
      [...own, ...extra].filter(({ stop }) => stop).map(({ term }) => term),
    );
    const telling = mostTelling(
      own.filter(
        ({ term }, i) =>
          (base[i] ?? 0) >= 1 && found.has(term) && !loose.has(term) && !asking.includes(term),
      ),
      weights,
    );
    const weightOf = (terms: Iterable<string>, looseWeight = 1) =>
      [...terms].reduce(
        (sum, t) => sum + (weights.get(t) ?? 0) * (loose.has(t) ? looseWeight : 1),
        0,
      );
    const whole = weightOf(contextWeight < 1 ? ownTerms : weights.keys());
    const hits = results.flatMap((r) => {
      const passage = byId.get(String(r.id));
      if (!passage) return [];
      const matched = [...new Set(r.queryTerms)];
      // A context that only says what is asked adds to the ranking, not to the confidence: the
      // passage must hold what the question itself names.
      // A stop word counts only where the passage writes it: met as a typing slip ("cuántos" in
      // the heading's "cuánto podría ahorrar"), it says nothing about the passage.
      const held = matched.filter((t) => !stopTerms.has(t) || t in r.match);
      const counted = contextWeight < 1 ? held.filter((t) => ownTerms.has(t)) : held;
      const confidence = whole ? weightOf(counted, LOOSE_MATCH) / whole : 0;
      // MiniSearch multiplies by the number of terms matched, stop words included; coverage
      // by weight (squared: it matters more than how often a word occurs) replaces that.
      const tells = !telling.length || telling.some((t) => matched.includes(t));
      const score =
        (r.score / Math.max(1, matched.length)) *
        confidence ** 2 *
        (tells ? 1 : WITHOUT_TELLING_WORD);
      return [{ passage, score, confidence, matched, exact: matched.filter((t) => t in r.match) }];
    });
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  return { search, terms: analyzer.terms };
}

/** One entry per term (a corrected word may meet one the question already holds). */
function dedupe(terms: readonly QueryTerm[]): QueryTerm[] {
  const seen = new Map<string, QueryTerm>();
  for (const t of terms) {
    const earlier = seen.get(t.term);
    seen.set(t.term, earlier ? { term: t.term, stop: earlier.stop && t.stop } : t);
  }
  return [...seen.values()];
}

/**
 * The question's most telling terms: of its own words that some passage holds (no stop word, no
 * question word, no word bound to a phrase the question leaves out), those that weigh
 * most, i.e. the rarest among the passages; several when they weigh the same.
 */
function mostTelling(terms: readonly QueryTerm[], weights: ReadonlyMap<string, number>): string[] {
  const weightOf = (t: QueryTerm) => weights.get(t.term) ?? 0;
  const top = Math.max(0, ...terms.map(weightOf));
  return terms.filter((t) => top > 0 && weightOf(t) >= top - 1e-9).map((t) => t.term);
}

/**
 * The terms the passages only use next to one other term ("tax" always before "credit"), each with
 * that term: seen often enough, always followed by the same term or always after the same term.
 */
function boundTerms(
  passages: readonly Passage[],
  phrases: (text: string) => string[][],
): Map<string, Set<string>> {
  const uses = new Map<string, { count: number; next: Set<string>; previous: Set<string> }>();
  for (const p of passages) {
    for (const field of siteFields(p)) {
      for (const phrase of phrases(field)) {
        phrase.forEach((t, i) => {
          const use = uses.get(t) ?? { count: 0, next: new Set(), previous: new Set() };
          use.count += 1;
          use.next.add(phrase[i + 1] ?? '');
          use.previous.add(phrase[i - 1] ?? '');
          uses.set(t, use);
        });
      }
    }
  }
  const bound = new Map<string, Set<string>>();
  for (const [t, { count, next, previous }] of uses) {
    if (count < BOUND_MIN_USES) continue;
    const partners = [next, previous]
      .filter((s) => s.size === 1 && !s.has(''))
      .flatMap((s) => [...s]);
    if (partners.length) bound.set(t, new Set(partners));
  }
  return bound;
}
