import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { analyzers, fold, stemsOf } from './textAnalysis.ts';
import type { ServiceAlias } from './types.ts';

/**
 * "Hire" and "contratar" are not booking words: "are you hiring?" asks about jobs, and a visitor who
 * wants to engage the firm says so with the words above ("consultation", "book", "start").
 *
 * What kind of answer a question wants, told from its words (compared as stems, so every form of a
 * verb counts: "cobrar" covers "cobran" and "cobra"): a person, a date, a figure, our prices, or a
 * meeting. These are the question words of each language, not words of any one question.
 */
const QUESTION_WORDS = {
  en: {
    booking:
      'consultation consult book booking appointment schedule meeting meet start eligible eligibility qualify apply application',
    price: 'price pricing cost fee rate quote charge afford expensive cheap',
    // What the visitor gains: a figure the site states, not our fees, even after "how much".
    gain: 'save saving savings payback return roi reduce reduction cut lower',
    figure: 'percent percentage',
    date: 'when year since',
    person: 'who whom whos',
    story: 'review reviews testimonial testimonials story stories',
  },
  es: {
    booking:
      'consulta cita reservar agendar empezar comenzar elegible elegibilidad calificar solicitar aplicar',
    price: 'precio costo costar cuesta tarifa honorarios cotización cobrar caro barato',
    gain: 'ahorrar ahorro recuperar retorno rendimiento reducir reducción bajar',
    figure: 'porcentaje',
    date: 'cuándo año desde',
    person: 'quién quiénes',
    story: 'reseña reseñas opinión opiniones testimonio testimonios historia historias',
  },
} satisfies Record<Locale, Record<string, string>>;
type Kind = keyof (typeof QUESTION_WORDS)['en'];

/** "How much…", "how many…", "how long…": phrases whose words are stop words one by one. */
const HOW_MUCH: Record<Locale, RegExp> = {
  en: /\bhow (much|many|long)\b/,
  es: /\b(cuant[oa]s?|que tan)\b/,
};

const kindStems = Object.fromEntries(
  (['en', 'es'] as const).map((locale) => [
    locale,
    Object.fromEntries(
      Object.entries(QUESTION_WORDS[locale]).map(([kind, words]) => [kind, stemsOf(locale, words)]),
    ),
  ]),
) as Record<Locale, Record<Kind, Set<string>>>;

/** Whether a term is one of the question words above ("cost", "book"): it names no topic. */
export const isQuestionWord = (term: string, locale: Locale) =>
  Object.values(kindStems[locale]).some((stems) => stems.has(term));

/** The question's terms of one kind ("fee" for a price question). */
export function termsOfKind(text: string, kind: Kind, locale: Locale): string[] {
  return analyzers[locale].terms(text).filter((t) => kindStems[locale][kind].has(t));
}

const has = (text: string, kind: Kind, locale: Locale) =>
  termsOfKind(text, kind, locale).length > 0;

/** "How many …" / "cuántos …": the words right after it name what is counted. */
const HOW_MANY: Record<Locale, RegExp> = {
  en: /\bhow many\s+(.*)$/,
  es: /\bcuant[oa]s\s+(.*)$/,
};

/**
 * The terms of what a "how many" question counts ("legacy brands" of "how many legacy brands have
 * you moved…"): the words after "how many" up to the first stop word.
 */
export function countedTerms(text: string, locale: Locale = 'en'): string[] {
  const rest = HOW_MANY[locale].exec(fold(text))?.[1] ?? '';
  const counted: string[] = [];
  for (const { term, stop } of analyzers[locale].queryTerms(rest)) {
    if (stop) break;
    counted.push(term);
  }
  return counted;
}

/** A gain or "how much / how many": the answer is a figure, so passages with figures come first. */
export function asksForFigure(text: string, locale: Locale = 'en'): boolean {
  return (
    has(text, 'gain', locale) || has(text, 'figure', locale) || HOW_MUCH[locale].test(fold(text))
  );
}

/**
 * "How long have you been …", "¿cuánto tiempo llevan …?", "¿hace cuánto …?": how long since
 * something started, which the site states as the year it started, not as a duration figure.
 */
const SINCE_START: Record<Locale, RegExp> = {
  en: /\bhow long (have|has|had) [\w' ]{1,30}\bbeen\b|\bhow long ago\b/,
  es: /\bcuanto tiempo (llevan|lleva|tienen|tiene|hace)\b|\bhace cuanto\b/,
};

/**
 * "When are you open?", "when do you close?", "¿cuándo abren?": when the office is open now, in
 * the present tense, asks the office hours, not the year the firm opened ("when did you open?",
 * "¿cuándo abrieron?").
 */
const OPEN_NOW: Record<Locale, RegExp> = {
  en: /\b(are|is|r) (you|u|ya|yall|y'all|you all|you guys|u guys|the office|your office|ur office|it) (open|closed)\b|\b(do|does) (you|u|yall|y'all|you guys|u guys|the office|your office|ur office|it) (open|close)\b/,
  es: /\b(abren|abre|cierran|cierra|estan abiertos|esta abierta|esta abierto)\b/,
};

/** Whether a question asks whether the office is open now or when it opens ("are you open?"). */
export const asksIfOpen = (text: string, locale: Locale = 'en') =>
  OPEN_NOW[locale].test(fold(text));

/** "What yr did you …?": "yr" is "year" there ("whats yr email" is "your"). */
const WHAT_YR: Partial<Record<Locale, RegExp>> = { en: /\b(what|which) yrs? (did|was|were)\b/ };

/** "When did…", "what year…", "since when…": passages with a year come first. */
export const asksForDate = (text: string, locale: Locale = 'en') =>
  (has(text, 'date', locale) && !OPEN_NOW[locale].test(fold(text))) ||
  SINCE_START[locale].test(fold(text)) ||
  !!WHAT_YR[locale]?.test(fold(text));

/**
 * A date question that wants a year, not any time ("when did you open …", "what year …", "¿en qué
 * año …?"): "when is payment due?" wants "30 days", "when did you start?" a year.
 */
const YEAR_QUESTION: Record<Locale, RegExp> = {
  en: /\b(when did|when was|when were|what year|which year|since when)\b/,
  es: /\b(que ano|cual ano|desde cuando)\b/,
};
export const asksForYear = (text: string, locale: Locale = 'en') => {
  const folded = fold(text);
  return YEAR_QUESTION[locale].test(folded) || SINCE_START[locale].test(folded);
};

/**
 * Whether one of the firm's clients has done something ("did a client ever get …", "has anyone
 * gotten a license with you", "any clients that used you for …", "¿algún cliente …?", "¿alguien ha
 * conseguido …?", "do you know anyone who …", "¿conocen a alguien que …?"): what happened to a client
 * is told in the clients' stories.
 */
const CLIENT_OUTCOME: Record<Locale, RegExp> = {
  en: /\b((did|has|have) (a|any|one of your) (client|customer)s?|any (clients|customers) (that|who)|(did|has|have) any(one|body)( ever)? (get|got|gotten|been|made|opened)|did (you|u)( guys| all)? ever (get|help) (someone|somebody|anyone|anybody)|know (of )?(anyone|anybody|someone|somebody) (who|that))\b/,
  es: /\b(algun cliente|alguno de sus clientes|alguien (ha|haya) (conseguido|logrado|obtenido|sacado|abierto)|(conoce|conocen|conoces|sabe de|saben de|sabes de) (a )?alguien (que|quien))\b/,
};

/** "Any reviews from …", "¿tienen testimonios …?": the clients' own words come first. */
export const asksForStory = (text: string, locale: Locale = 'en') =>
  has(text, 'story', locale) || CLIENT_OUTCOME[locale].test(fold(text));

/**
 * The story words that mean nothing else: not "review" (a service: "lease review", "label
 * review") nor "historia" (also the firm's history). Only these make a question one that a
 * passage other than a client's story cannot answer (see chooseHit).
 */
const ONLY_STORY: Record<Locale, RegExp> = {
  en: /\b(reviews|testimonials?|success stor(y|ies)|(clients|customers) (say|said|think))\b/,
  es: /\b(resenas?|testimonios?|opiniones|clientes (dicen|opinan)|(dicen|opinan) (sus |tus |los )?clientes)\b/,
};
export const asksOnlyForStory = (text: string, locale: Locale = 'en') =>
  ONLY_STORY[locale].test(fold(text));

/**
 * Work at the firm ("are you hiring?", "any job openings?", "¿tienen vacantes?"), matched folded.
 * Not "hire" alone: a client hires the firm ("can I hire you for my launch?").
 */
const JOBS: Record<Locale, RegExp> = {
  en: /\b(hiring|jobs?|careers?|vacanc(y|ies)|intern(s|ships?)?|employment|resumes?|cv)\b|\bwork (for|at|on|with) (you|your (firm|company|team))\b/,
  es: /\b(contratando|contratan personal|vacantes?|empleos?|puestos? de trabajo|pasantias?|practicas profesionales|curriculum|busco trabajo|trabajar (con|para) ustedes)\b/,
};
export const asksAboutJobs = (text: string, locale: Locale = 'en') => JOBS[locale].test(fold(text));

/**
 * Topics the site never speaks of, told by their words (matched folded): a way of paying ("do you
 * take venmo?", "¿aceptan tarjeta de crédito?"), the weather, and something to buy from the firm
 * ("do you sell seeds?": it sells no products). A passage that does not speak of them either
 * answers something else (see unstated() in offlineResponder.ts).
 */
const UNSTATED_TOPICS: Record<Locale, Record<string, RegExp>> = {
  en: {
    payment:
      /\b(venmo|paypal|zelle|cash ?app|apple pay|google pay|bitcoin|crypto(currency)?|(credit|debit) cards?|(in|with) cash|by (card|check|cheque)|wire transfer|bank transfer|installments?|payment plans?)\b/,
    weather: /\b(weather|forecast|temperature|rain(ing|y)?|snow(ing|y)?|storms?|sunny)\b/,
    selling: /\b(sell|sells|selling)\b/,
  },
  es: {
    payment:
      /\b(venmo|paypal|zelle|bitcoin|criptomonedas?|tarjetas? de (credito|debito)|con tarjeta|en efectivo|con cheque|transferencias? bancarias?|a plazos|en cuotas|plan de pagos)\b/,
    weather:
      /\b(clima|(que|q) tiempo (hace|hara|va a hacer)|pronostico|temperatura|lluvia|llover|lloviendo|llovera|va a llover|nieve|nevar|nevando|tormentas?)\b/,
    selling: /\b(vend(o|es|e|emos|en|er|an)|venta de)\b/,
  },
};

/** The topic of UNSTATED_TOPICS a text speaks of, if any. */
export const unstatedTopic = (text: string, locale: Locale = 'en'): string | undefined =>
  Object.entries(UNSTATED_TOPICS[locale]).find(([, words]) => words.test(fold(text)))?.[0];

/** "Who runs…": the team's passages come first. */
export const asksForPerson = (text: string, locale: Locale = 'en') => has(text, 'person', locale);

/**
 * What a question asking for a person says the person does ("who runs …", "who do I talk to
 * about …", "¿quién está a cargo de …?"): the role asked about, not the topic, so these words
 * weigh as little as stop words there.
 */
const PERSON_VERBS: Record<Locale, Set<string>> = {
  en: stemsOf('en', 'run runs lead leads head heads manage direct charge handle talk speak'),
  es: stemsOf(
    'es',
    'dirige dirigir lleva encarga encargado cargo maneja habla hablo hablar ve atiende',
  ),
};

/**
 * What a question asking for a date says happened ("when did you start …", "what year was …
 * added", "¿cuándo empieza …?"): the event asked about is the rest of the question.
 */
const DATE_VERBS: Record<Locale, Set<string>> = {
  en: stemsOf('en', 'start started begin began launch launched found founded add added expand'),
  es: stemsOf(
    'es',
    'empieza empezar empezaron comienza comenzar inicia iniciar lanzar lanzaron fundar fundaron agregar añadir',
  ),
};

/**
 * The verbs of helping in a "how many" question ("how many clients have you helped / served?",
 * "¿a cuántos clientes han ayudado?"): the count is the figure asked for, and the many passages
 * that say "help" name no count. Not "supported" (the impact figures say "entrepreneurs
 * supported") nor "work" ("how many employees work there" asks about staff, which no passage
 * counts).
 */
const COUNT_VERBS: Record<Locale, Set<string>> = {
  en: stemsOf('en', 'help helped serve served assist assisted'),
  es: stemsOf('es', 'ayudado ayudaron atendido atendieron servido'),
};

/**
 * What a question asking for a client's story says besides its topic: the story words, and in
 * Spanish the verb of "¿conocen a alguien que …?", whose "conocen" the real-estate page's
 * "conocimiento local" holds (English "know" is a filler word already, fillerWords.ts).
 */
const STORY_ASKING: Record<Locale, Set<string>> = {
  en: kindStems.en.story,
  es: new Set([...kindStems.es.story, ...stemsOf('es', 'conoce conocen conoces')]),
};

/** Whether a question asks for a client's story, by a story word or a story-only phrase. */
export const asksForClientsWords = (text: string, locale: Locale = 'en') =>
  asksForStory(text, locale) || asksOnlyForStory(text, locale);

/** What kind of answer a question asks for, if it says: a person, a date, a figure, a story. */
export type AnswerKind = 'person' | 'date' | 'figure' | 'story';

/** The kind of answer a question asks for (the first of person, date, figure, story it asks). */
export function answerKind(text: string, locale: Locale = 'en'): AnswerKind | undefined {
  if (asksForPerson(text, locale)) return 'person';
  if (asksForDate(text, locale)) return 'date';
  if (asksForFigure(text, locale)) return 'figure';
  if (asksForClientsWords(text, locale)) return 'story';
  return undefined;
}

/**
 * The words of a question that say what kind of answer it wants rather than what about: a person
 * question's role words, a date question's event words, a count's verbs (none for other
 * questions).
 */
export function answerKindTerms(text: string, locale: Locale = 'en'): string[] {
  const verbs = asksForPerson(text, locale)
    ? PERSON_VERBS[locale]
    : asksForDate(text, locale)
      ? DATE_VERBS[locale]
      : asksForStory(text, locale)
        ? STORY_ASKING[locale]
        : countedTerms(text, locale).length
          ? COUNT_VERBS[locale]
          : undefined;
  return verbs ? analyzers[locale].terms(text).filter((t) => verbs.has(t)) : [];
}

/**
 * "How much for…" asks a price on its own in English ("how much experience", "how much time" do
 * not); Spanish "cuánto" needs its verb.
 */
const HOW_MUCH_PRICE: Partial<Record<Locale, RegExp>> = {
  en: /\bhow much\b(?! (experience|time|longer|sooner|space|room|power|energy))/,
};

/** "What are your fees…": a price word and no gain (savings are a figure, not our price). */
export function asksAboutPrice(text: string, locale: Locale = 'en'): boolean {
  const folded = fold(text);
  // "who is in charge of marketing" asks for a person, not a charge.
  const asked = folded.replace(/\b(in|took|take|takes|taking) charge\b/g, ' ');
  const price = has(asked, 'price', locale) || !!HOW_MUCH_PRICE[locale]?.test(folded);
  return price && !has(text, 'gain', locale);
}

/**
 * Words of a question about the legal pages themselves: terms, privacy, data, disputes. Without one,
 * a legal section that shares the question's other words ("share", "information", "email") is a
 * poorer answer than the firm's own page (see preferFirmPages in chooseHit.ts).
 */
const LEGAL_WORDS: Record<Locale, Set<string>> = {
  en: stemsOf(
    'en',
    'terms term privacy private data personal cookie cookies dispute disputes law laws legal lawyer attorney liability warranty guarantee guaranteed governing mediation arbitration agreement contract invoice invoices payment payable sell sold delete deletion tracking confidential collect collects collected record records store stored',
  ),
  es: stemsOf(
    'es',
    'términos condiciones privacidad privado datos personales cookies disputa disputas ley leyes legal abogado responsabilidad garantía mediación arbitraje acuerdo contrato factura facturas pago pagar vender venden borrar eliminar confidencial recopilar recopilan guardar guardan registro',
  ),
};

export const asksAboutLegalPages = (text: string, locale: Locale = 'en') =>
  analyzers[locale].terms(text).some((t) => LEGAL_WORDS[locale].has(t));

export function hasBookingIntent(text: string, locale: Locale = 'en'): boolean {
  return has(text, 'booking', locale) || asksAboutPrice(text, locale);
}

export function bookingLink(service: ServiceAlias | undefined, locale: Locale = 'en'): string {
  const contact = localizedPath('/contact', locale);
  return service ? `${contact}?service=${service}` : contact;
}

/**
 * "Do you help with …", "can you do …", "¿ayudan con …?", "¿ofrecen …?": whether the firm does
 * something, which its service pages say; a client's story about it is an example, not the answer.
 * A Spanish request that opens with what the visitor wants ("quiero comprar mi primera casa …",
 * "necesito …", "busco …") asks the same.
 */
const ASKS_FOR_SERVICE: Record<Locale, RegExp> = {
  en: /\b(do|can|could|will|would) (you|u)( guys| all)? (help|do|offer|handle|assist|provide)\b|\bhelp (me|us) with\b/,
  es: /\b(me |nos |le )?(ayudan|ayudas|(pueden|puedes|podrian|podrias) ayudar\w*|ofrecen|ofreces|brindan|manejan|manejas)\b|^\W*(yo |nosotros )?(quiero|queremos|necesito|necesitamos|busco|buscamos)\b/,
};
export const asksForService = (text: string, locale: Locale = 'en') =>
  ASKS_FOR_SERVICE[locale].test(fold(text));
