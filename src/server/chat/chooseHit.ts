import type { Locale } from '../../i18n/locales.ts';
import {
  answerKind,
  asksAboutLegalPages,
  asksAboutPrice,
  asksForPerson,
  asksForService,
  asksOnlyForStory,
  asksForYear,
  countedTerms,
  termsOfKind,
  type AnswerKind,
} from './intents.ts';
import type { Hit } from './retrieval.ts';
import { analyzers, fold } from './textAnalysis.ts';
import type { Passage } from './types.ts';

/**
 * Answer or abstain: below this confidence (the share of the question's weight the best passage
 * matches) the match is a coincidence ("law" in "do you do divorce law") and the assistant says it
 * does not know; a wrong fact is worse than "I'm not sure". Set on the tuning set.
 */
export const MIN_CONFIDENCE = 0.5;
/** Hits this close to the best one's confidence are as good an answer; the question type picks. */
const NEAR_BEST = 0.6;

/**
 * A second passage is as good an answer as the chosen one when it matches at least this share of
 * the chosen one's confidence and of its score: retrieval cannot tell them apart, so the answer
 * gives both (each with its page) rather than guess. Set on the tuning and development sets.
 */
const AS_CONFIDENT = 0.8;
const AS_STRONG = 0.5;

export interface ChoiceContext {
  locale: Locale;
  /** The passage that says the site publishes no prices. */
  pricing?: Passage;
  /** People are introduced on the team page; their passages link it. */
  teamPage: string;
  /**
   * A follow-up that asks no question word of its own ("and the marketing one?" after "when did
   * the clean energy division start?"): the earlier question, and the terms the follow-up names.
   */
  followsUp?: { earlier: string; names: readonly string[] };
}

/** A client's own words or a partner's story (the impact and cannabis pages). */
export const isStory = (h: Hit) => /^(testimonial|partnership)-/.test(h.passage.id);
/** An entry of the firm's history (the impact page's timeline, one year each). */
export const isHistory = (h: Pick<Hit, 'passage'>) => /^timeline-\d{4}$/.test(h.passage.id);
const hasYear = (h: Hit) => /\b(19|20)\d\d\b/.test(h.passage.text);
/**
 * A count, share or amount: a year ("since 2018") is a date and a phone number a number to call,
 * not the figure asked for.
 */
const hasFigure = (h: Hit) =>
  /\d/.test(h.passage.text.replace(/\b(19|20)\d\d\b|\(\d{3}\) \d{3}-\d{4}|(^|\s)\d\.\s/g, ''));
/**
 * A duration the copy spells out, as style guides ask for small numbers ("una hora gratuita", "one
 * free hour"): for "how long …?" it is the figure asked for, as "24 a 48 horas" is (a count, "how
 * many …?", still wants digits: "seven years" of experience is no count of clients).
 */
const DURATION_IN_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|una?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)( free| full)? (minutes?|hours?|days?|weeks?|months?|minutos?|horas?|dias?|semanas?|mes(es)?)\b/;
const statesDuration = (h: Hit) => DURATION_IN_WORDS.test(fold(h.passage.text));
const HOW_LONG: Record<Locale, RegExp> = {
  en: /\bhow long\b/,
  es: /\bcuanto (tiempo|dura|duran|tarda|tardan)\b/,
};

/** What to answer with: a passage and, when retrieval rates one as highly, a second one. */
export interface Choice {
  passage?: Passage;
  also?: Passage;
}

/** The legal pages' sections (terms of service, privacy policy), in either language. */
const isLegal = (h: Hit) => /\/(terms-of-service|privacy-policy)$/.test(h.passage.url);

/**
 * Unless the question is about terms, privacy, data or disputes, a confident hit from the firm's
 * own pages comes before any legal section: the legal pages repeat everyday words ("share",
 * "information", "contact", "services") in sentences about something else, and most wrong answers
 * were such a section chosen over the page the visitor meant. A legal section still answers when
 * no page of the firm matches confidently.
 */
export function preferFirmPages(question: string, hits: readonly Hit[], locale: Locale): Hit[] {
  const [top] = hits;
  if (!top || !isLegal(top) || asksAboutLegalPages(question, locale)) return [...hits];
  const firm = hits.find((h) => !isLegal(h) && h.confidence >= MIN_CONFIDENCE);
  return firm ? [firm, ...hits.filter((h) => h !== firm)] : [...hits];
}

/**
 * A legal section answers a question that is not about terms, privacy, data or disputes only
 * when it matches at least this much of it: below, it shares an everyday word or two with the
 * question ("sign" of "signed in", "try" of "try mediation") and would state a clause as the
 * answer; the assistant says it is not sure and names the nearest pages instead. Set on the
 * tuning and development sets.
 */
export const LEGAL_UNASKED_CONFIDENCE = 0.75;

/** Whether the best hit is a legal section the question did not ask about, matched too thinly. */
const thinLegal = (question: string, top: Hit, locale: Locale) =>
  isLegal(top) &&
  !asksAboutLegalPages(question, locale) &&
  top.confidence < LEGAL_UNASKED_CONFIDENCE;

/**
 * The hits that are the kind of answer asked for: a person is one of the team; a date, a passage
 * with a year; a figure, one stating a figure of what is counted ("how many employees …": a figure
 * of something else is not the answer; "how long …" may be a duration in words); a story, a
 * client's own words.
 */
function wantedOf(
  kind: AnswerKind,
  question: string,
  teamPage: string,
  locale: Locale,
): (h: Hit) => boolean {
  if (kind === 'person') return (h) => h.passage.url === teamPage;
  if (kind === 'date') return hasYear;
  if (kind === 'story') return isStory;
  const counted = countedTerms(question, locale);
  const howLong = HOW_LONG[locale].test(fold(question));
  return (h) =>
    (hasFigure(h) || (howLong && statesDuration(h))) && counted.every((t) => h.matched.includes(t));
}

/**
 * For a follow-up that asks for no kind of answer of its own ("and the marketing one?" after "when
 * did the clean energy division start?" wants a year too): the good hit of the earlier question's
 * kind that holds everything the follow-up names. None: the follow-up is read on its own.
 */
function hitOfEarlierKind(
  { earlier, names }: NonNullable<ChoiceContext['followsUp']>,
  good: readonly Hit[],
  teamPage: string,
  locale: Locale,
): Hit | undefined {
  const kind = answerKind(earlier, locale);
  if (!kind || !names.length) return undefined;
  const wanted = wantedOf(kind, earlier, teamPage, locale);
  return good.find((h) => wanted(h) && names.every((t) => h.matched.includes(t)));
}

/** The passage to answer with, or none when retrieval is not confident. */
export function chooseHit(
  question: string,
  found: readonly Hit[],
  { locale, pricing, teamPage, followsUp }: ChoiceContext,
): Choice {
  const hits = preferFirmPages(question, found, locale);
  const [top] = hits;
  const confident = top && top.confidence >= MIN_CONFIDENCE ? top : undefined;
  // A price word the best passage itself holds names its topic ("fee waivers"); otherwise the
  // question asks for our fees, and the site publishes none: the pricing passage says so.
  if (pricing && asksAboutPrice(question, locale) && !asksForPerson(question, locale)) {
    const priceTerms = termsOfKind(question, 'price', locale);
    const named = confident?.exact.some((t) => priceTerms.includes(t));
    if (!named || confident?.passage === pricing) return { passage: pricing };
  }
  if (!confident || thinLegal(question, confident, locale)) return {};
  const good = hits.filter(
    (h) => h.confidence >= MIN_CONFIDENCE && h.confidence >= confident.confidence * NEAR_BEST,
  );
  const kind = answerKind(question, locale);
  // A follow-up that asks for no kind of answer of its own asks for the earlier question's.
  const inherited =
    followsUp && !kind ? hitOfEarlierKind(followsUp, good, teamPage, locale) : undefined;
  if (inherited) return { passage: inherited.passage };
  const person = kind === 'person';
  const date = kind === 'date';
  const figure = kind === 'figure';
  const story = kind === 'story';
  const wanted = kind && wantedOf(kind, question, teamPage, locale);
  // A person: the best team passage; otherwise, of the good hits of the wanted kind, the most
  // confident (then the best score: hits are sorted).
  const preferred = !wanted
    ? undefined
    : person
      ? good.find(wanted)
      : good.filter(wanted).sort((a, b) => b.confidence - a.confidence)[0];
  // A question for a figure that no good hit states one for is not answered with a passage about
  // its topic, which would state something else with confidence: the assistant says it is not
  // sure and names the nearest page. Unless the passage's heading names what is counted ("how
  // many states …?", "Which states do you work in?"): it lists them. (A date question may be
  // answered without a year: "when is payment due?" wants "30 days".)
  if (figure && !preferred && !headingNames(confident, question, locale)) return {};
  // Likewise a question for a year ("when did you start …?") that no good hit states one for.
  if (date && !preferred && asksForYear(question, locale)) return {};
  // And a question for clients' own words ("any reviews from …?") that no good hit is a client
  // story for: a service or page passage on its topic would answer with the firm's own claims.
  if (story && !preferred && asksOnlyForStory(question, locale)) return {};
  // "Do you help with …?" is answered by the good hit that is no client story, when there is one:
  // the story is an example of the service, the service passage says what the firm does.
  const pick = preferred ?? confident;
  // Nor by the firm's own social media accounts ("can you do my social media?" asks for the
  // service, "are you on instagram?" for the accounts).
  // Nor by a person's profile or a history entry that names the service ("Director of Real
  // Estate", "2021, Real Estate Division"), unless a person or a date is asked for.
  const aside = (h: Hit) =>
    isStory(h) ||
    h.passage.id === 'social' ||
    (!person && h.passage.url === teamPage) ||
    (!date && isHistory(h));
  const service =
    aside(pick) && !story && asksForService(question, locale)
      ? good.find((h) => !aside(h))
      : undefined;
  const chosen = service ?? pick;
  // Someone asking for a person gets people: a second passage is one of the team too.
  // Someone asking for a service gets services: a second passage is no story or profile either.
  const also = equallyGood(
    chosen,
    person && preferred && wanted
      ? hits.filter(wanted)
      : service
        ? hits.filter((h) => !aside(h))
        : hits,
  );
  // Two overviews of one page say the same general things: the page's section that matches is
  // the better second passage.
  const second = also && !isOverview(also) ? also : (sectionOf(chosen, hits) ?? also);
  return { passage: chosen.passage, also: second };
}

/** Whether a hit's heading names everything a "how many" question counts. */
function headingNames(hit: Hit, question: string, locale: Locale): boolean {
  const counted = countedTerms(question, locale);
  const heading = new Set(analyzers[locale].terms(hit.passage.title));
  return counted.length > 0 && counted.every((t) => heading.has(t));
}

/**
 * A page's overview passages: a division page's summary and its introduction, a legal page's
 * opening and the hand-written summaries of the terms and the privacy policy (ids as
 * scripts/chatContentPassages.ts and passages.ts write them). They name every topic of their page,
 * so they match questions whose answer is in one of its sections.
 */
const OVERVIEW_IDS = /^(division-[a-z-]+|legal-(privacy-policy|terms-of-service)|terms|privacy)$/;
const PAGE_PARTS = /-(figures|process|capabilities)$/;
const isOverview = (p: Passage) => OVERVIEW_IDS.test(p.id) && !PAGE_PARTS.test(p.id);

/**
 * A section of the page matching this much of the question is given beside the page's overview:
 * less is a chance match of a word or two. Set on the tuning, development and first two held-out
 * sets (0.2 to 0.45 all helped; lower adds a section to more answers).
 */
const SECTION_CONFIDENCE = 0.25;

/**
 * When the chosen passage is a page's overview, the best-ranked section of the same page that
 * matches the question (SECTION_CONFIDENCE): an overview names the topic ("efficiency audits"),
 * the section states the facts. Both are given, so a question about the page as a whole keeps its
 * overview.
 */
function sectionOf(chosen: Hit, hits: readonly Hit[]): Passage | undefined {
  if (!isOverview(chosen.passage)) return undefined;
  return hits.find(
    (h) =>
      h !== chosen &&
      h.passage.url === chosen.passage.url &&
      !isOverview(h.passage) &&
      h.confidence >= SECTION_CONFIDENCE,
  )?.passage;
}

/** Another hit retrieval rates as highly as the chosen one, if any (see AS_CONFIDENT). */
function equallyGood(chosen: Hit, hits: readonly Hit[]): Passage | undefined {
  return hits.find(
    (h) =>
      h !== chosen &&
      h.confidence >= MIN_CONFIDENCE &&
      h.confidence >= chosen.confidence * AS_CONFIDENT &&
      h.score >= chosen.score * AS_STRONG,
  )?.passage;
}
