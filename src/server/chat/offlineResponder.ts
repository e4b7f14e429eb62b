import type { Knowledge } from './knowledge.ts';
import type { Passage } from './types.ts';
import {
  answerKindTerms,
  asksAboutJobs,
  asksForClientsWords,
  asksAboutLegalPages,
  asksAboutPrice,
  bookingLink,
  hasBookingIntent,
  isQuestionWord,
  unstatedTopic,
} from './intents.ts';
import type { Locale } from '../../i18n/locales.ts';
import { spanishPlaceNames } from '../../i18n/es/placeNames.ts';
import { answersAnotherDivision, createDivisionNames, divisionsCalled } from './divisionNames.ts';
import { fillerTerms, isFillerTerm } from './fillerWords.ts';
import { followUpKind, leansOnWhatWasSaid, pointsToPerson } from './followUp.ts';
import { placeOutsideServiceArea } from './placesOutsideServiceArea.ts';
import { COVERAGE_WORDS, placeInServiceArea, withoutPlace } from './placesInServiceArea.ts';
import { nearestPages } from './nearestPages.ts';
import { opensQuestion, questionParts } from './questionParts.ts';
import { expandShorthand } from './shorthand.ts';
import { chooseHit, isHistory, isStory, MIN_CONFIDENCE } from './chooseHit.ts';
import { createFirmQuestions } from './aboutTheFirm.ts';
import { createRetriever, searchableText, type Retriever } from './retrieval.ts';
import { analyzers, fold, wholeWords, words } from './textAnalysis.ts';
import { createVocabulary } from './vocabulary.ts';

/**
 * The assistant without a model: it answers only with stored passages (so a prompt injection has
 * nothing to reveal and cannot make it say anything new), links the page the passage comes from,
 * and says honestly when it does not know.
 */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the assistant says in each language, and how it recognises greetings and steering attempts. */
interface Phrases {
  /** People are introduced on the team page; their passages link it. */
  teamPage: string;
  greeting: RegExp;
  /** Attempts to steer the assistant itself; answered with what it is for, never with a passage. */
  injection: RegExp;
  thanks: RegExp;
  dontKnow: (c: Knowledge['contact']) => string;
  /** A price: the site publishes none, so the assistant cannot give one (see unstated()). */
  noPrices: (c: Knowledge['contact']) => string;
  /** After "I'm not sure": the passages that came nearest (one or two), by heading and page. */
  mayBe: (near: readonly Passage[]) => string;
  /** After the service area, for a place outside it. */
  elsewhere: (c: Knowledge['contact']) => string;
  /** Before the service area, for a place inside it the passages do not name. */
  inArea: (place: string, state: string) => string;
  offerBooking: (link: string) => string;
  onlyAbout: (c: Knowledge['contact']) => string;
  hello: string;
  welcome: (c: Knowledge['contact']) => string;
  morePage: (url: string) => string;
}

/**
 * What makes a message that opens like thanks a question ("ok what about vermont", "thanks! where
 * are you located", "ok y cuándo abren"): a question word, or in English a verb asking yes or no
 * before its subject ("ok do u do solar"), opening what follows the thanks, after more words of
 * thanks, "and", "so", "y", "entonces" or a preposition. Only there: further on a question word
 * joins a clause ("ok i see what you mean"), and after "for" / "por" it says what the thanks are
 * for ("thanks for how fast you answered"). Nor when it exclaims or wishes ("gracias, qué amable",
 * "thanks, what a help", "gracias, que les vaya bien"). Both languages' words, in both patterns:
 * visitors thank in either ("ok" and "thanks" are both's). Compared as the patterns are (Spanish
 * folded).
 */
const THANKS_OR_JOINING =
  'thanks|thank you|thx|ty|ok|okay|great|cool|perfect|gracias|vale|perfecto|genial|and|so|but|also|then|y|pero|entonces|tambien|pues';
const ASKING =
  '(?:what|how|where|when|who)s?|which|why|que|como|donde|cuando|quien|quienes|cual|cuales|cuant[oa]s?|' +
  '(?:do|does|did|can|could|are|is|will|would|should|r) (?:you|u|i|we|it|they|there|ur|your)';
const EXCLAIMING_OR_WISHING =
  'an?|nice|kind|sweet|great|cool|helpful|lovely|awesome|bueno|buena|bien|amables?|padre|chevere|genial|lindo|linda|gusto|alivio|siempre|tengan?|pasen?|les? vaya|dios';
const ASKS_AFTER_THANKS = String.raw`[\s!.,]+(?:(?:${THANKS_OR_JOINING})[\s!.,]+)*(?:(?:in|at|from|to|en|a|de|desde|hasta|para|con) )?(?:${ASKING})\b(?! (?:${EXCLAIMING_OR_WISHING})\b)`;
/** A whole message of thanks: the opening, then at most a few words that ask nothing. */
const thanksPattern = (opening: string, flags = '') =>
  new RegExp(String.raw`^${opening}\b(?!${ASKS_AFTER_THANKS})[\s\w!.,]{0,20}$`, flags);

/**
 * The words a closing is made of ("thank you so much for your help!", "muchísimas gracias por toda
 * la información", "ok thanks, have a nice day"): thanks, intensifiers, what the thanks are for
 * in general (help, info, time) and wishes. A message of only these words, one of them a thanks,
 * is thanks however long: none of them asks or names a topic. Compared folded and lower case.
 */
const CLOSINGS: Record<Locale, { thanks: Set<string>; words: Set<string> }> = {
  en: {
    thanks: new Set(['thanks', 'thank', 'thx', 'ty', 'appreciate', 'appreciated']),
    words: new Set(
      `ok okay great cool perfect awesome you so much very a lot lots tons again all for the your ur
        yall guys this that it help info information time answer answers everything really have
        nice good day night weekend bye goodbye got understood and`.split(/\s+/),
    ),
  },
  es: {
    thanks: new Set(['gracias']),
    words: new Set(
      `muchas muchisimas mil ok vale perfecto genial excelente muy bien por su sus tu la el los las
        toda todo ayuda informacion tiempo respuesta respuestas que tengan tenga buen buena buenos
        buenas dia dias tarde tardes noche bendiciones saludos bueno listo entendido amable amables
        pasen les vaya dios bendiga y`.split(/\s+/),
    ),
  },
};

/** Whether a message is thanks in that language and nothing else (see CLOSINGS), however long. */
function onlyClosingWords(text: string, locale: Locale): boolean {
  const { thanks, words: closing } = CLOSINGS[locale];
  const all = words(fold(text).toLowerCase());
  return all.some((w) => thanks.has(w)) && all.every((w) => thanks.has(w) || closing.has(w));
}

const PHRASES: Record<Locale, Phrases> = {
  en: {
    teamPage: '/team',
    greeting: /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|howdy)\b[\s!.,]*$/i,
    injection:
      /\b(ignore (all |any |the )?(previous|prior|above|earlier)|system prompt|your (instructions|prompt|rules)|developer mode|jailbreak|pretend (to be|you are)|act as)\b/i,
    thanks: thanksPattern(String.raw`\s*(thanks|thank you|thx|ty|great|ok(ay)?|cool|perfect)`, 'i'),
    dontKnow: ({ phone, email, hours }) =>
      `I'm not sure about that, and I only answer from what's on our website. Please call us at ${phone} or email ${email} (${hours}) and we'll be glad to help.`,
    noPrices: ({ phone, email, hours }) =>
      `I'm not able to give you a price: our website doesn't list prices. Every engagement starts with a free consultation, where we look at what you need. Please call us at ${phone} or email ${email} (${hours}) and we'll be glad to help.`,
    mayBe: ([first, second]) =>
      `\n\nThis may be what you're looking for: “${first!.title}”, on this page: ${first!.url}` +
      (second ? `; or else “${second.title}”, on this page: ${second.url}` : ''),
    elsewhere: ({ phone, email }) =>
      `\n\nTo talk about a project outside those states, call us at ${phone} or email ${email}.`,
    inArea: (place, state) => `${place} is in ${state}, one of the states we work in. `,
    offerBooking: (link) =>
      `\n\nWould you like to talk it through? Book a free consultation here: ${link}`,
    onlyAbout: ({ phone, email }) =>
      `I can only answer questions about our services, free consultations, social equity certification, hours and how to reach us. For anything else, call ${phone} or email ${email}.`,
    hello:
      'Hello! Ask me about our services, free consultations, social equity certification, office hours or how to reach us.',
    welcome: ({ phone }) =>
      `You're welcome! If you'd like to talk to someone, book a free consultation at /contact or call ${phone}.`,
    morePage: (url) => `\n\nMore on this page: ${url}`,
  },
  // Spanish patterns are matched folded (lower case, no accents): see fold() in textAnalysis.ts.
  es: {
    teamPage: '/es/team',
    // English greetings and thanks too: an English visitor on a Spanish page is still greeted.
    greeting: /^[\s¡]*(hola|buen(os|as) (dias|tardes|noches)|saludos|hi|hello|hey)\b[\s!.,]*$/,
    injection:
      /\b(ignora (las |todas las |tus )?(instrucciones|indicaciones|reglas)( anteriores)?|prompt del sistema|instrucciones del sistema|modo desarrollador|finge (ser|que)|actua como|haz de cuenta)\b/,
    thanks: thanksPattern(
      String.raw`[\s¡]*(gracias|muchas gracias|perfecto|vale|ok|muy bien|excelente|genial|thanks|thank you)`,
    ),
    dontKnow: ({ phone, email, hours }) =>
      `No estoy seguro de eso, y solo respondo con lo que dice nuestro sitio web. Llámenos al ${phone} o escríbanos a ${email} (${hours}) y con gusto le ayudaremos.`,
    noPrices: ({ phone, email, hours }) =>
      `No puedo darle un precio: nuestro sitio web no publica precios. Todo trabajo comienza con una consulta gratuita en la que analizamos lo que usted necesita. Llámenos al ${phone} o escríbanos a ${email} (${hours}) y con gusto le ayudaremos.`,
    mayBe: ([first, second]) =>
      `\n\nQuizás esto es lo que busca: «${first!.title}», en esta página: ${first!.url}` +
      (second ? `; o bien «${second.title}», en esta página: ${second.url}` : ''),
    elsewhere: ({ phone, email }) =>
      `\n\nSi su proyecto está fuera de esos estados, llámenos al ${phone} o escríbanos a ${email} para conversarlo.`,
    inArea: (place, state) =>
      `${place} está en ${spanishPlaceNames[state] ?? state}, uno de los estados donde trabajamos. `,
    offerBooking: (link) =>
      `\n\n¿Le gustaría conversarlo con nosotros? Reserve una consulta gratuita aquí: ${link}`,
    onlyAbout: ({ phone, email }) =>
      `Solo puedo responder preguntas sobre nuestros servicios, las consultas gratuitas, la certificación de equidad social, el horario y cómo comunicarse con nosotros. Para cualquier otra cosa, llame al ${phone} o escriba a ${email}.`,
    hello:
      '¡Hola! Pregúnteme sobre nuestros servicios, las consultas gratuitas, la certificación de equidad social, el horario de oficina o cómo comunicarse con nosotros.',
    welcome: ({ phone }) =>
      `¡Con gusto! Si desea hablar con alguien, reserve una consulta gratuita en /es/contact o llame al ${phone}.`,
    morePage: (url) => `\n\nMás información en esta página: ${url}`,
  },
};

export interface OfflineResponder {
  answer: (turns: readonly ChatTurn[]) => string;
  /**
   * The passages a model should see for the conversation: the one the offline answer would use
   * first, then the next best search hits (no duplicates).
   */
  relevant: (turns: readonly ChatTurn[], limit: number) => Passage[];
  /** The passage answer() would give, if any. */
  passageFor: (turns: readonly ChatTurn[]) => Passage | undefined;
  /**
   * The passage answer() gives first and the one it gives beside it when retrieval rates both as
   * highly (then the answer states both, each with its page).
   */
  choice: (turns: readonly ChatTurn[]) => { passage?: Passage; also?: Passage };
  retriever: Retriever;
}

export interface ResponderOptions {
  /**
   * The English responder, for the Spanish one: an English question on a Spanish page finds its
   * passage in English, and the answer is that passage's Spanish twin (the same id).
   */
  twinsFrom?: OfflineResponder;
  /** Whether a question is written in Spanish (then it never goes through the English index). */
  isSpanish?: (text: string) => boolean;
  /**
   * [what a visitor may write, the site's term] pairs the content defines (the Spanish glossary):
   * a question with a word no passage holds is searched with the site's term too.
   */
  synonyms?: readonly (readonly [string, string])[];
}

/**
 * A follow-up that names something new ("and energy audits?" after "do you do solar feasibility
 * studies?") is searched with the earlier question's words at this weight: they say what is asked,
 * not what about. Set on the tuning set.
 */
const NEW_SUBJECT_CONTEXT = 0.3;

/**
 * How many hits the choice looks at: a date or a person is picked among all the good hits, and a
 * year passage (history ranks low) may stand past the tenth.
 */
const CANDIDATES = 30;

/**
 * An FAQ answer's "Yes." / "Sí." answers that FAQ's own question. It is kept only when at least
 * this share of the visitor's topic words is in the FAQ's question; otherwise the passage answers a
 * neighbouring question and a bare "Yes." would answer the visitor's with a confident yes.
 */
const OWN_QUESTION_SHARE = 0.5;
const OPENER = /^(yes|no|sí|si)\.\s+/i;

/**
 * The consultation, by name or as the first meeting ("do you charge for the first meeting?",
 * "¿cobran la primera cita?"): its price is stated, it is free. Matched folded.
 */
const FIRST_MEETING =
  /\bconsult|\bfirst (meeting|appointment|call|session|visit)\b|\bprimera (reunion|cita|sesion|visita|llamada)\b/;

/** A passage's text without its yes/no opener, as shown when another question matched. */
export const withoutOpener = (text: string) => {
  const rest = text.replace(OPENER, '');
  return rest === text ? text : rest.charAt(0).toUpperCase() + rest.slice(1);
};

/** Up to this many words, a question that finds nothing on its own is tried with the one before. */
const FRAGMENT_TERMS = 3;

/**
 * A part of a two-part message is answered on its own only from a passage matching this much of
 * it when the whole message found no passage (a short part matches a word or two by chance, and
 * this answers what was otherwise "I'm not sure"); beside a passage found for the whole message,
 * the usual threshold (MIN_CONFIDENCE). Set on the tuning and development sets.
 */
const PART_CONFIDENCE_ALONE = 0.7;
/**
 * A part that asks without opening as opensQuestion() reads questions: yes or no ("do you …",
 * "r u …") or a question word run into its verb ("whats …", "what's …"). Spanish asks yes or no
 * with no word of its own, so nothing marks it.
 */
const ASKS_OTHERWISE: Record<Locale, RegExp> = {
  en: /^\W*(do|does|did|can|could|are|is|will|would|have|has|should|r|(what|who|where|when|how)'?s)\b/i,
  es: /^(?!)/,
};
/**
 * A stop-list word held by at most this share of the passages names a topic (the Spanish list
 * holds "estados", "horas", "trabajan"), when the part it is in asks a question of its own (see
 * opensQuestion in questionParts.ts). Set on the tuning and development sets.
 */
const FEW_HOLD = 0.1;

export function createOfflineResponder(
  knowledge: Knowledge,
  { twinsFrom, isSpanish = () => false, synonyms = [] }: ResponderOptions = {},
): OfflineResponder {
  const { locale } = knowledge;
  const byId = new Map(knowledge.passages.map((p) => [p.id, p]));
  const say = PHRASES[locale];
  const retriever = createRetriever(knowledge.passages, locale);
  const vocabulary = createVocabulary(
    knowledge.passages.flatMap((p) => retriever.terms(searchableText(p))),
  );
  // Only what the passages do not say already ("ROI", "gratis", "practice inspection": a phrase
  // of known words no passage writes), as whole words.
  // Search words do not count: a Spanish page keeps English ones ("marketing", "real estate") for
  // English searches, so the English word would meet only those passages, never the sections
  // that write the site's Spanish term.
  const writtenText = (p: Passage) => `${p.title} ${p.text}`;
  const writtenTerms = new Set(knowledge.passages.flatMap((p) => retriever.terms(writtenText(p))));
  const sitePhrases = wholeWords(knowledge.passages.map(writtenText).join(' '));
  const extra = synonyms
    .filter(
      ([from]) =>
        retriever.terms(from).some((t) => !writtenTerms.has(t)) ||
        (words(from).length > 1 && !sitePhrases.includes(wholeWords(from))),
    )
    .map(([from, to]) => [wholeWords(from), to] as const);
  // The site's term stands in for the visitor's word: left in, a word no passage holds would
  // still weigh against every passage.
  const withSynonyms = (text: string) =>
    extra.reduce(
      (asked, [from, to]) => (asked.includes(from) ? asked.replace(from, ` ${to} `) : asked),
      wholeWords(text),
    );
  const search: Retriever['search'] = (question, options = {}) =>
    retriever.search(withSynonyms(question), {
      ...options,
      context: options.context && withSynonyms(options.context),
    });
  const divisions = createDivisionNames(knowledge.passages, locale);
  // Spanish patterns are written folded; English ones are case-insensitive already.
  const asWritten = (text: string) => asWrittenIn(text, locale);
  const pricing = byId.get('pricing');
  interface Choice {
    passage?: Passage;
    /** A second passage retrieval rates as highly (see AS_CONFIDENT in chooseHit.ts). */
    also?: Passage;
    text: string;
    /** With no passage: the nearest ones (one or two pages), when they match enough to point to. */
    nearest?: Passage[];
    /** A place outside the service area the question names. */
    outside?: string;
    /** A place inside it that the passages do not name, asked about on its own. */
    inside?: { name: string; state: string };
    /** A question about work at the firm that no passage speaks of (see bestPassage). */
    jobs?: boolean;
    /** A question about the firm itself, whose passage is known (aboutTheFirm.ts). */
    aboutTheFirm?: boolean;
  }
  const serviceAreas = byId.get('service-areas');
  /** Words that weigh as stop words in the offline answer: what kind of answer, and filler. */
  const slightTerms = (text: string) => [
    ...answerKindTerms(text, locale),
    ...fillerTerms(text, locale),
  ];
  const aboutTheFirm = createFirmQuestions(knowledge.passages, locale);
  const choose = (
    question: string,
    context?: string,
    contextWeight?: number,
  ): Choice & { confidence: number } => {
    // A question about the firm that is whole on its own ("who's in charge?" after "when are you
    // open?") is answered on its own, though it names no topic; a bare date question ("and
    // when?") still asks about the earlier question's topic. A follow-up that names nothing
    // ("and where?" after "when did you start?") asks about what the earlier question asked
    // about: when the firm began, the first history entry says where too (the team or the ways
    // to reach the firm answer only their own question).
    const history = (answer: { passage: Passage } | undefined) => !!answer && isHistory(answer);
    const own = aboutTheFirm(question, topicTerms(question));
    const about =
      context && !namesSomething(question) && (!own || history(own)) ? context : question;
    const firm = about === question ? own : aboutTheFirm(about, topicTerms(about));
    const followed = about !== question && !history(firm);
    if (firm && !followed) return { ...firm, text: question, confidence: 1, aboutTheFirm: true };
    const slight = slightTerms(question);
    const asking = retriever.terms(question).filter((t) => isQuestionWord(t, locale));
    const hits = search(question, { context, contextWeight, slight, asking, limit: CANDIDATES });
    const choice = chooseHit(question, hits, {
      locale,
      pricing,
      teamPage: say.teamPage,
      followsUp:
        context && !asking.length
          ? { earlier: context, names: topicTerms(withSynonyms(question)) }
          : undefined,
    });
    const confidence = hits.find((h) => h.passage === choice.passage)?.confidence ?? 0;
    return { ...choice, text: question, confidence };
  };

  /** The words that name a topic: no stop word and no question word. */
  const topicTerms = (text: string) => {
    const kind = answerKindTerms(text, locale);
    return analyzers[locale]
      .queryTerms(text)
      .filter(
        ({ term, stop }) =>
          !stop &&
          !kind.includes(term) &&
          !isFillerTerm(term, locale) &&
          !isQuestionWord(term, locale),
      )
      .map(({ term }) => term);
  };
  /** Whether a question names a topic. */
  const namesSomething = (text: string) => topicTerms(text).length > 0;
  const coverage = new Set(retriever.terms(COVERAGE_WORDS[locale]));
  /** Whether a question (a place taken out) asks only whether the firm works there. */
  const asksOnlyCoverage = (text: string) => topicTerms(text).every((t) => coverage.has(t));

  const termsOfPassage = new Map<string, Set<string>>();
  const passageTerms = (p: Passage) => {
    let terms = termsOfPassage.get(p.id);
    if (!terms) {
      terms = new Set(retriever.terms(searchableText(p)));
      termsOfPassage.set(p.id, terms);
    }
    return terms;
  };

  /** How many passages hold each term. */
  const holders = new Map<string, number>();
  for (const p of knowledge.passages)
    for (const t of passageTerms(p)) holders.set(t, (holders.get(t) ?? 0) + 1);
  /**
   * Whether few passages hold a term (see FEW_HOLD): a stop-list word that names a topic
   * ("estados", "trabajan" of "¿en qué estados trabajan?"), not one every passage writes ("que").
   */
  const fewHold = (term: string) =>
    (holders.get(term) ?? 0) <= knowledge.passages.length * FEW_HOLD;

  /**
   * "I filled out the form, how soon will you get back to me?": something said, then asked. The
   * message's last part, when only it asks (it opens with a question word; nothing before it asks,
   * by a question mark, a question word, "do you …" or "whats …") and it does not point back to
   * what was said ("…, how do you handle that?", "…, how do I reach her?", "…, ¿cuánto tarda?"):
   * that question is what is asked, what was said before it is context.
   */
  const questionAfterSaying = (message: string, parts: readonly string[]) => {
    const last = parts.at(-1)!;
    const said = message.slice(0, message.lastIndexOf(last));
    const saidAsks = parts
      .slice(0, -1)
      .some((part) => opensQuestion(part, locale) || ASKS_OTHERWISE[locale].test(part));
    const asksAlone =
      opensQuestion(last, locale) &&
      !/[?¿]/.test(said) &&
      !saidAsks &&
      !leansOnWhatWasSaid(last, locale);
    return asksAlone ? last : undefined;
  };

  /**
   * A message of two questions ("where is the office and what are your hours?") is answered by a
   * passage for each part: the passage chosen for the whole often only holds one, or names both
   * topics without the facts (an overview). When each part on its own finds a passage it matches
   * well enough (see PART_CONFIDENCE_ALONE), the answer gives the parts' passages; when only some do, a part whose topic words the whole's passage does not hold
   * adds its passage beside it. A message that says something and then asks is answered by its
   * question (see questionAfterSaying) when the whole finds nothing.
   */
  const chooseByParts = (question: string, context?: string, contextWeight?: number) => {
    const whole = choose(question, context, contextWeight);
    // A part counts when it holds a word the passages know, in the site's terms (a question word
    // such as "consulta" too: "¿la primera consulta es gratis?" is a part of its own).
    const parts = questionParts(question, locale).filter((part) =>
      analyzers[locale]
        .queryTerms(withSynonyms(part))
        .some(
          ({ term, stop }) =>
            vocabulary.has(term) && (!stop || (opensQuestion(part, locale) && fewHold(term))),
        ),
    );
    if (parts.length < 2) return whole;
    // Questions (each part opens with a question word) whose every topic word the whole
    // message's passage holds: it answers them all, and a part that leans on another ("cómo
    // trabajan el mercadeo, ¿cuál es el primer paso?": the first step of the marketing) would
    // find something else on its own. A part that states something ("I ran a legacy operation
    // for years") is not asked: the passage holding its words may be a story like it.
    const holdsPart = (part: string) => {
      const named = topicTerms(withSynonyms(part)).filter((t) => vocabulary.has(t));
      return (
        opensQuestion(part, locale) &&
        named.length > 0 &&
        named.every((t) => passageTerms(whole.passage!).has(t))
      );
    };
    if (whole.passage && parts.every(holdsPart)) return whole;
    const enough = whole.passage ? MIN_CONFIDENCE : PART_CONFIDENCE_ALONE;
    const answered = parts
      .map((part) => ({ part, ...choose(part) }))
      // Beside a passage known to answer a question about the firm itself, only the parts that
      // are questions of their own ("… and what states do you work in?"): the rest of the message
      // ("and real estate, …", "… and email to marketers") is what that question was about.
      .filter(
        (c) =>
          c.passage &&
          c.confidence >= enough &&
          (!whole.aboutTheFirm || c.aboutTheFirm || opensQuestion(c.part, locale)),
      );
    // The passage found for the whole message comes first when it answers one of the parts, then
    // those of parts about the firm itself (known passages), then the others.
    const ranked = [
      ...answered.filter((c) => c.aboutTheFirm),
      ...answered.filter((c) => !c.aboutTheFirm),
    ];
    const distinct = [...new Set([whole.passage, ...ranked.map((c) => c.passage)])].filter(
      (p): p is Passage => !!p && answered.some((c) => c.passage === p),
    );
    if (answered.length === parts.length && distinct.length >= 2) {
      const [passage, also] = distinct;
      const firm =
        (whole.aboutTheFirm && passage === whole.passage) ||
        answered.some((c) => c.aboutTheFirm && c.passage === passage);
      return { passage, also, text: question, confidence: 1, aboutTheFirm: firm };
    }
    if (!whole.passage) {
      const asked = questionAfterSaying(question, parts);
      const found = asked && answered.find((c) => c.part === asked);
      if (found) return { passage: found.passage, text: question, confidence: found.confidence };
    }
    const first = whole.passage;
    if (!first || whole.also) return whole;
    for (const { part, passage } of answered) {
      const left = topicTerms(withSynonyms(part)).filter(
        (t) => vocabulary.has(t) && !passageTerms(first).has(t),
      );
      if (passage !== first && left.some((t) => passageTerms(passage!).has(t)))
        return { ...whole, also: passage };
    }
    return whole;
  };

  /**
   * Whether a topic word of the question is one no passage holds, nor starts (a typing slip in it
   * counts: the search corrects it, this does not, so such a question keeps the stricter floor).
   */
  const namesUnknownWord = (text: string) =>
    topicTerms(withSynonyms(text)).some((t) => !vocabulary.holdsOrStarts(t));

  /** The passages nearest a question the assistant cannot answer, if near enough to name. */
  const nearestTo = (text: string): Passage[] | undefined => {
    const hits = search(text, {
      slight: slightTerms(text),
      asking: retriever.terms(text).filter((t) => isQuestionWord(t, locale)),
      limit: 10,
      askedAs: true,
    });
    // Asked for clients' own words ("any reviews from …?") or what a client did ("did a client
    // ever …?"), it points to a client's story.
    const wanted = asksForClientsWords(text, locale) ? isStory : undefined;
    return nearestPages(hits, namesUnknownWord(text), wanted);
  };

  /**
   * The visitor's turns with texting shorthand written out (see shorthand.ts). The offline answer
   * reads these; the passages handed to a model (relevant()) are searched as typed, since a model
   * reads shorthand itself.
   */
  const written = (turns: readonly ChatTurn[]): ChatTurn[] =>
    turns.map((t) =>
      t.role === 'user' ? { ...t, content: expandShorthand(t.content, locale) } : t,
    );

  function bestHit(turns: readonly ChatTurn[]): Choice {
    const found = bestPassage(written(turns));
    const choice =
      found.passage &&
      !found.aboutTheFirm &&
      answersAnotherDivision(found.text, found.passage, locale)
        ? { text: found.text }
        : found;
    return choice.passage || choice.jobs ? choice : { ...choice, nearest: nearestTo(choice.text) };
  }

  function bestPassage(turns: readonly ChatTurn[]): Choice {
    const users = turns.filter((t) => t.role === 'user');
    const text = users.at(-1)?.content ?? '';
    const previous = users.at(-2)?.content;
    // "do you work in New Jersey?": whatever else it shares words with, the answer is where we work
    // (a question about the legal pages that mentions where the visitor lives is about those pages).
    // Not when it also names a city of the four states: "I moved from Texas to Springfield" asks
    // about Springfield.
    const outside = placeOutsideServiceArea(text);
    const inside = placeInServiceArea(text);
    if (outside && !inside && serviceAreas && !asksAboutLegalPages(text, locale))
      return { passage: serviceAreas, text, outside };
    // "do you cover Providence?": a city of the four states, and nothing else asked about it.
    if (inside && serviceAreas && asksOnlyCoverage(withoutPlace(text, inside.name)))
      return { passage: serviceAreas, text, inside };
    // "what's her email?" is read with the question it points back to.
    const said = previous === undefined ? undefined : followUpKind(text, locale);
    // "¿y en qué año empezó?", "¿cuándo empieza?" name nothing: like a pronoun, they ask about the
    // earlier question's topic (Spanish leaves the pronoun out).
    const kind = previous !== undefined && !namesSomething(text) ? 'pronoun' : said;
    // "how can I contact him?" after an answer about one of the team: that person's passage.
    const earlierPassage = () =>
      bestPassage(turns.slice(0, turns.lastIndexOf(users.at(-1)!))).passage;
    if (kind === 'pronoun' && pointsToPerson(text, locale)) {
      const person = earlierPassage();
      if (person && person.url === say.teamPage && person.id !== 'team') {
        return { passage: person, text };
      }
    }
    const hit = chooseByParts(text, kind && previous, kind === 'opener' ? NEW_SUBJECT_CONTEXT : 1);
    if (kind === 'opener' && previous) {
      const kept = samePassageAsked(earlierPassage(), text, previous, hit.passage);
      if (kept) return { passage: kept, text };
    }
    // "Are you hiring?": the site publishes no jobs, so a passage that does not speak of work at
    // the firm answers something else (and the consultation link would answer it with a booking).
    if (asksAboutJobs(text, locale) && !(hit.passage && asksAboutJobs(hit.passage.text, locale)))
      return { text, jobs: true };
    if (hit.passage) return hit;
    // A fragment ("rebates?") that finds nothing alone may still continue the previous question.
    if (previous && !kind && retriever.terms(text).length <= FRAGMENT_TERMS) {
      const context = choose(text, previous, NEW_SUBJECT_CONTEXT);
      if (context.passage) return context;
    }
    // Spanish questions never go through the English index: its words would match by chance.
    const twin = twinsFrom && !isSpanish(text) ? twinsFrom.choice(turns) : undefined;
    const inThisLanguage = (p?: Passage) => p && byId.get(p.id);
    return { passage: inThisLanguage(twin?.passage), also: inThisLanguage(twin?.also), text };
  }

  /**
   * "and for equity applicants?" after "how fast do you reply?": when the passage that answered the
   * earlier question speaks of everything this one names, and the passage found for this one
   * speaks of no more than half of what the earlier question named, the earlier passage is the one
   * asked about. Not when this one calls a division by a name the earlier passage does not ("and
   * marketing?" after the founding entry, whose "market" only shares its stem): that division is.
   */
  const samePassageAsked = (
    earlier: Passage | undefined,
    text: string,
    previous: string,
    found: Passage | undefined,
  ): Passage | undefined => {
    const known = (words: string) =>
      topicTerms(withSynonyms(words)).filter((t) => vocabulary.has(t));
    const named = known(text);
    const before = known(previous);
    const callsAnother =
      earlier &&
      divisionsCalled(text, locale).some(
        (d) => !divisionsCalled(`${earlier.title} ${earlier.text}`, locale).includes(d),
      );
    const holdsAll =
      earlier && !callsAnother && named.length && named.every((t) => passageTerms(earlier).has(t));
    const foundHoldsBefore =
      found && before.filter((t) => passageTerms(found).has(t)).length > before.length / 2;
    return holdsAll && !foundHoldsBefore ? earlier : undefined;
  };

  /**
   * Whether the question is the one an FAQ passage answers (its heading), not a neighbour of it.
   * An FAQ whose answer opens "Yes." asks yes or no, in its own question words: a question opening
   * with a question word ("how long is the first meeting?"), or asking in others ("do you charge for
   * the first call?", "¿cobran la primera cita?": the FAQ asks whether it is free), asks something
   * else of it, which "Yes." would answer wrong.
   */
  const asksOwnQuestion = (passage: Passage, question: string) => {
    const asked = topicTerms(withSynonyms(question));
    const heading = new Set(retriever.terms(passage.title));
    const asking = retriever.terms(withSynonyms(question)).filter((t) => isQuestionWord(t, locale));
    return (
      asked.length > 0 &&
      !opensQuestion(question, locale) &&
      asking.every((t) => heading.has(t)) &&
      asked.filter((t) => heading.has(t)).length / asked.length >= OWN_QUESTION_SHARE
    );
  };

  /**
   * What the site does not state, though a passage was found: a price (the pricing passage says the
   * site lists none, which is no price: the assistant says it cannot give one; the consultation's
   * is stated, it is free), or a topic the site never speaks of (a way of paying, the weather,
   * something to buy: see unstatedTopic) that the passage does not speak of either. Either is
   * answered "not sure", with the consultation request and no neighbouring page.
   */
  const unstated = (text: string, passage?: Passage): 'price' | 'topic' | undefined => {
    if (!passage) return undefined;
    const named = topicTerms(withSynonyms(text)).filter((t) => vocabulary.has(t));
    const held = named.filter((t) => passageTerms(passage).has(t)).length;
    const topic = unstatedTopic(text, locale);
    // The passage must speak of it, and of half of what the question names with it ("my data",
    // not "grow lights", for selling).
    const holdsTopic = () =>
      unstatedTopic(passage.text, locale) === topic && held >= named.length * OWN_QUESTION_SHARE;
    if (topic && !holdsTopic()) return 'topic';
    if (!asksAboutPrice(text, locale)) return undefined;
    // The passage that says the site lists no prices is said as such, whatever is priced ("how
    // much per hour after the free consultation?").
    if (passage === pricing) return 'price';
    // The consultation's price is stated: it is free.
    if (FIRST_MEETING.test(fold(text))) return undefined;
    // Another passage that holds none of what the question names besides the price ("tarifa" of
    // "exención de tarifas" for "¿cuál es su tarifa por hora?") answers something else.
    return held === 0 ? 'price' : undefined;
  };

  function answer(turns: readonly ChatTurn[]): string {
    const found = bestHit(turns);
    const { also, text, outside, inside, jobs } = found;
    if (say.injection.test(asWritten(text))) return say.onlyAbout(knowledge.contact);
    // A whole message of greeting or thanks gets its fixed sentence ("hello" is no search word).
    if (say.greeting.test(asWritten(text))) return say.hello;
    // Visitors thank in either language ("ok thanks, have a nice day" on a Spanish page).
    if (thanks(text, locale) || onlyClosingWords(text, locale === 'es' ? 'en' : 'es'))
      return say.welcome(knowledge.contact);
    // Nothing to second-guess in a passage a question about the firm itself is answered with.
    const notStated =
      jobs || found.aboutTheFirm ? undefined : unstated(text, found.passage ?? found.nearest?.[0]);
    const passage = notStated ? undefined : found.passage;
    const nearest = notStated ? undefined : found.nearest;
    // The booking link names the division of the passage answered with (or pointed to); the
    // divisions the question names only when it names several, or that passage has none.
    const named = divisions.named(text);
    const shown = passage ?? nearest?.[0];
    const service = named.length > 1 ? 'multiple' : (shown?.service ?? named[0]);
    // Not sure: the consultation request is always offered, with the division when there is one.
    const link =
      !jobs && (!passage || hasBookingIntent(text, locale))
        ? bookingLink(service, locale)
        : undefined;
    const booking = link ? say.offerBooking(link) : '';
    if (notStated === 'price') return `${say.noPrices(knowledge.contact)}${booking}`;
    if (!passage) {
      const pointer = nearest ? say.mayBe(nearest) : '';
      return `${say.dontKnow(knowledge.contact)}${pointer}${booking}`;
    }
    // The booking link already points at the contact page; one link is enough.
    const source = (p: Passage) => (p.url === link ? '' : say.morePage(p.url));
    const stated = (p: Passage) => (asksOwnQuestion(p, text) ? p.text : withoutOpener(p.text));
    const second = also ? `\n\n${stated(also)}${source(also)}` : '';
    const elsewhere = outside ? say.elsewhere(knowledge.contact) : '';
    const where = inside ? say.inArea(inside.name, inside.state) : '';
    return `${where}${stated(passage)}${source(passage)}${second}${elsewhere}${booking}`;
  }

  function relevant(turns: readonly ChatTurn[], limit: number): Passage[] {
    const { passage } = bestPassage(turns);
    const users = turns.filter((t) => t.role === 'user').map((t) => t.content);
    // The model reads the whole conversation, so the previous question's passages help it too.
    const hits = search(users.at(-1) ?? '', { context: users.at(-2), limit });
    const passages = passage ? [passage] : [];
    for (const hit of hits) {
      if (passages.length >= limit) break;
      if (!passages.includes(hit.passage)) passages.push(hit.passage);
    }
    return passages;
  }

  const passageFor = (turns: readonly ChatTurn[]) => bestPassage(written(turns)).passage;

  return { answer, relevant, passageFor, choice: bestPassage, retriever };
}

/** Whether a message is one of the greetings or thanks the assistant answers in that language. */
export function greetsOrThanks(text: string, locale: Locale): boolean {
  return PHRASES[locale].greeting.test(asWrittenIn(text, locale)) || thanks(text, locale);
}

/**
 * Whether a whole message is thanks in that language: its thanks pattern (an opening and a few
 * words that ask nothing), or closing words only, however long (see CLOSINGS).
 */
function thanks(text: string, locale: Locale): boolean {
  return PHRASES[locale].thanks.test(asWrittenIn(text, locale)) || onlyClosingWords(text, locale);
}

/** A message as a language's patterns are written: Spanish ones folded, English ones as typed. */
const asWrittenIn = (text: string, locale: Locale) => (locale === 'es' ? fold(text) : text);
