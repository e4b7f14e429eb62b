import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as spanishStopwords } from '@orama/stopwords/spanish';
import type { Locale } from '../../i18n/locales.ts';
import { fold, words } from './textAnalysis.ts';
import type { Passage } from './types.ts';

/**
 * Whether a visitor wrote in Spanish, so a Spanish question on an English page is still answered
 * in Spanish. Spanish punctuation or letters decide at once. Otherwise each word is evidence for a
 * language when it belongs to that language only: a stop word of one list and not the other
 * ("tienen", "en" against "do", "your"), or a word only that language's passages use ("horario",
 * "licencia" against "hours", "team"). More Spanish evidence than English makes it Spanish; a tie
 * stays English ("solar", "no").
 */
const SPANISH_SIGNS = /[¿¡ñáéíóú]/i;

export interface LanguageSources {
  /** The passages of each language: their words are that language's vocabulary. */
  passages: Record<Locale, readonly Passage[]>;
  /** Fixed phrases the assistant recognises ("hola", "gracias"), per language. */
  recognises?: Record<Locale, (text: string) => boolean>;
}

export interface LanguageDetector {
  isSpanish: (text: string) => boolean;
  /** The language to answer in: Spanish on Spanish pages, and for questions written in Spanish. */
  answerLanguage: (pageLocale: Locale, question: string) => Locale;
}

const foldedSet = (list: readonly string[]) => new Set(list.flatMap((w) => words(fold(w))));
const vocabulary = (passages: readonly Passage[]) =>
  foldedSet(passages.flatMap((p) => [p.title, p.text]));

export function createLanguageDetector({
  passages,
  recognises,
}: LanguageSources): LanguageDetector {
  const stop = { en: foldedSet(englishStopwords), es: foldedSet(spanishStopwords) };
  const vocab = { en: vocabulary(passages.en), es: vocabulary(passages.es) };
  const only = (word: string, mine: Locale, other: Locale) =>
    (stop[mine].has(word) && !stop[other].has(word)) ||
    (vocab[mine].has(word) && !vocab[other].has(word) && !stop[other].has(word));

  function isSpanish(text: string): boolean {
    if (SPANISH_SIGNS.test(text)) return true;
    if (recognises && recognises.es(text) && !recognises.en(text)) return true;
    // A single letter says nothing about the language: "u" is Spanish "or" and texting for "you".
    const all = words(fold(text)).filter((w) => w.length > 1);
    const spanish = all.filter((w) => only(w, 'es', 'en')).length;
    const english = all.filter((w) => only(w, 'en', 'es')).length;
    return spanish > english;
  }

  return {
    isSpanish,
    answerLanguage: (pageLocale, question) =>
      pageLocale === 'es' || isSpanish(question) ? 'es' : 'en',
  };
}
