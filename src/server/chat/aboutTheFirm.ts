import type { Locale } from '../../i18n/locales.ts';
import { isHistory } from './chooseHit.ts';
import { divisionsCalled } from './divisionNames.ts';
import { leansOnWhatWasSaid } from './followUp.ts';
import {
  asksForClientsWords,
  asksForDate,
  asksForFigure,
  asksForPerson,
  asksForService,
  asksIfOpen,
  asksOnlyForStory,
  termsOfKind,
} from './intents.ts';
import { fold, stemsOf } from './textAnalysis.ts';
import type { Passage } from './types.ts';
import { createTeamQuestions } from './teamQuestions.ts';
import { createWorkingWithUsQuestions } from './workingWithUs.ts';
import { createYourDataQuestions } from './yourData.ts';

/**
 * Words that name the firm itself rather than a topic of its work: "company", "empresa".
 */
const THE_FIRM: Record<Locale, string> = {
  en: 'company firm business agency',
  es: 'empresa compañía firma negocio agencia',
};

/**
 * Besides the firm's names, the words of asking when or where it began: the year asked for, the verbs
 * of being in business and of beginning ("get going", "been around", "¿cuánto tiempo llevan?",
 * "abrieron", "founded": a date question weighs those as event words already).
 */
const BEGINNING: Record<Locale, Set<string>> = {
  en: stemsOf(
    'en',
    `${THE_FIRM.en} year yr get got going around exist opened start started begin began found founded`,
  ),
  es: stemsOf(
    'es',
    `${THE_FIRM.es} año tiempo llevan lleva existen existe abrieron empezaron comenzaron iniciaron nacieron fundaron fundo`,
  ),
};

/**
 * The visitor's own start, asked with "can" or in the future ("when can we get started?", "when
 * could you start on my project?", "¿cuándo puedo empezar?"): not when the firm began nor when a
 * division was added, which are asked in the past. Matched folded.
 */
const VISITORS_START: Record<Locale, RegExp> = {
  en: /\b(can|could|will|would|should|shall|gonna|going to)\b|\w'll\b|\bdo (i|we)\b/,
  es: /\b(puedo|podemos|puede|pueden|podria|podriamos|podrian|podre|podremos|podran|voy a|vamos a|va a|van a)\b/,
};

/**
 * The question words that ask for something besides a date or a person: a price, a booking, a
 * gain, a story ("when did prices go up?", "when did you start charging for consultations?"). A
 * question about when the firm or a division began names them as it names its topic words: they
 * are what it asks about.
 */
const ASKING_OTHERWISE = ['price', 'gain', 'figure', 'booking', 'story'] as const;

/**
 * "Where did you start (out)?", "where were you founded?", "¿dónde empezaron?": where the firm
 * began, which its first history entry says. Matched folded.
 */
const WHERE_BEGAN: Record<Locale, RegExp> = {
  en: /\bwhere (did|was|were) (you|u|yall|y'all|you guys|u guys|the (company|firm|business)) (start|begin|get started|found|founded|open|opened|first open)/,
  es: /\bdonde (empezaron|comenzaron|iniciaron|nacieron|abrieron|se fundo|fundaron|fue fundada)\b/,
};

/**
 * Besides the firm's names, the words of asking who leads it: titles and the people as a whole
 * ("who is the ceo?", "who owns the company?", "¿quién es el dueño?"). The verbs ("runs", "in
 * charge") are person-question words already (PERSON_VERBS in intents.ts).
 */
const LEADERSHIP: Record<Locale, Set<string>> = {
  en: stemsOf(
    'en',
    `${THE_FIRM.en} ceo owner owners own owns boss president founder founders leader leaders leadership director directors management manager chief executive team staff people`,
  ),
  es: stemsOf(
    'es',
    `${THE_FIRM.es} dueño dueña dueños jefe jefa presidente fundador fundadora fundadores líder líderes director directora directores gerente equipo personal`,
  ),
};

/**
 * Besides the firm's names, the words of asking what its clients say of it ("do you have
 * reviews?", "what do your clients say?", "¿tienen reseñas?"): the story words themselves are
 * question words already (QUESTION_WORDS in intents.ts).
 */
const CLIENTS_SAY: Record<Locale, Set<string>> = {
  en: stemsOf(
    'en',
    `${THE_FIRM.en} client clients customer customers say said think past previous real online good`,
  ),
  es: stemsOf(
    'es',
    `${THE_FIRM.es} cliente clientes dicen dice opinan piensan anteriores buenas buenos`,
  ),
};

/**
 * Besides the firm's names, the words of asking whether it is open: when, today, this weekend, a
 * day of the week ("are you guys open right now?", "¿están abiertos ahorita?").
 */
const OPEN_WHEN: Record<Locale, Set<string>> = {
  en: stemsOf(
    'en',
    `${THE_FIRM.en} office open opened right now today tonight tomorrow still late early weekend weekends monday tuesday wednesday thursday friday saturday sunday saturdays sundays morning afternoon evening`,
  ),
  es: stemsOf(
    'es',
    `${THE_FIRM.es} oficina abierto abiertos abierta abren abre ahorita ahora hoy mañana todavía tarde temprano fin semana lunes martes miércoles jueves viernes sábado domingo sábados domingos`,
  ),
};

/**
 * "What do you do?", "what services do you offer?", "¿qué hacen ustedes?": what the firm does as a
 * whole, which the terms' first section states in one sentence (the four divisions). Matched
 * folded; the question names nothing else (SERVICES_ASKED).
 */
const WHAT_YOU_DO: Record<Locale, RegExp> = {
  en: /\bwhat (do|does) (you|u|yall|y'all|you guys|u guys|you all|the (firm|company)) (do|offer|provide)\b|\bwhat (kind of |type of |kinds of |types of )?services (do|does) (you|u|yall|y'all|you guys|u guys|you all|the (firm|company)) (offer|provide|have|do)\b/,
  es: /\bque (hacen|ofrecen|servicios (ofrecen|tienen|brindan|dan)|tipo de servicios (ofrecen|tienen|brindan|dan))\b/,
};
const SERVICES_ASKED: Record<Locale, Set<string>> = {
  en: stemsOf('en', `${THE_FIRM.en} service services offer provide exactly kind kinds type types`),
  es: stemsOf('es', `${THE_FIRM.es} servicio servicios ofrecen brindan hacen exactamente`),
};
/** The terms' section naming the firm's services (its id, as the content's heading makes it). */
const OUR_SERVICES: Record<Locale, string> = {
  en: 'legal-terms-of-service-our-services',
  es: 'legal-terms-of-service-nuestros-servicios',
};

/**
 * "Are you lawyers?", "is this legal advice?", "¿son abogados?": whether the firm is a law firm,
 * which the same sentence of the terms answers (it is not, and recommends an attorney). Matched
 * folded.
 */
const LAW_FIRM: Record<Locale, RegExp> = {
  en: /\b(are|r) (you|u|yall|y'all|you guys|u guys|you all) (a )?(lawyers?|attorneys?|law firm|legal firm)\b|\b(is this|is that|do (you|u)( guys)? give|can (you|u)( guys)? give) (me )?legal advice\b/,
  es: /\b(son|eres|es usted|son ustedes) (abogad[oa]s?|un bufete|una firma de abogados)\b|\b(dan|das|da|pueden dar|me pueden dar) (asesoria|consejo|consejos) legal(es)?\b/,
};

/**
 * "Is this chat saved?", "¿guardan esta conversación?": what happens to the chat itself, which the
 * privacy policy's section on chat messages says (the word "save" otherwise asks about savings).
 * Matched folded.
 */
const CHAT_KEPT: Record<Locale, RegExp> = {
  en: /\b(chat|conversation|messages?)\b.*\b(saved?|stored?|recorded|kept|logged|private)\b|\b(save|saving|store|storing|record|recording|keep|keeping|log|logging|read|reading)s? (this|the|my|our|these) (chat|conversation|messages?)\b/,
  es: /\b(chat|conversacion|mensajes?)\b.*\b(guarda|guardan|guardada|guardado|graba|graban|grabada|almacena|almacenan|privad[oa])\b|\b(guarda|guardan|graban|almacenan|leen)\w* (este|esta|el|la|mi|mis|estos) (chat|conversacion|mensajes?)\b/,
};

/**
 * A visitor who sold or grew cannabis before it was legal, telling it in their own words ("i used
 * to sell before it was legal, can you help me go legit?", "yo vendía antes de que fuera legal"):
 * the site's "legacy operator", whom its FAQ answers ("your experience counts"). Told in the first
 * person, so "what is the legacy market?" still finds the definition. Matched folded.
 */
const LEGACY_OPERATOR: Record<Locale, RegExp> = {
  en: /\b(i|we|i've|ive|i'm|im|i was|we were)\b.*\b(sold|sell|selling|sellin|grew|grow|growing|dealt|dealing|ran|running|operated|operating)\b.*\bbefore (it was |it got |weed was |cannabis was |it became |the )?(legal|legalization|legalized|legalised|legit)\b|\b(i|we) (ran|run|had|have|was in|were in|come from|came from) (a |the |an )?(legacy|traditional|unlicensed|underground) (operation|business|market|shop|grow)\b/,
  es: /\b(vendia|vendi|vendiamos|vendimos|cultivaba|cultive|cultivabamos|trabajaba|trabajabamos)\b.*\bantes de (que (fuera|era|estuviera) legal|la legalizacion|que lo legalizaran)\b|\b(vengo|venimos|estaba|estabamos) (del|en el) mercado (tradicional|ilegal|negro)\b/,
};

/**
 * When a division was added ("when did marketing get added?", "when did solar become part of what
 * you offer?", "did you always do marketing?", "¿cuándo empezaron con bienes raíces?"): a date
 * question, or one asking whether it was always there, that calls one division by its name and
 * names nothing else but words of adding and offering (ADDED). Its history entry names it in its
 * heading ("2022, Marketing Division: …"). Matched folded.
 */
const ALWAYS: Record<Locale, RegExp> = {
  en: /\b(always (do|did|have|had|offer|offered)|added (later|on)|from the (start|beginning))\b/,
  es: /\b(siempre (han|hacian|ofrecian|tuvieron)|desde el (principio|inicio|comienzo)|despues)\b/,
};
const ADDED: Record<Locale, Set<string>> = {
  en: stemsOf(
    'en',
    `${THE_FIRM.en} year yr add added adding start started begin began launch launched get got going offer offered offering do doing part side division practice services service become became always later part energy clean solar real estate marketing`,
  ),
  es: stemsOf(
    'es',
    `${THE_FIRM.es} año agregaron añadieron empezaron comenzaron lanzaron iniciaron ofrecer ofrecen parte división área servicio servicios siempre después energía limpia solar bienes raíces mercadeo marketing`,
  ),
};

/**
 * A first-time homebuyer, in their own words ("first time buying a house", "can't afford the down
 * payment", "quiero comprar mi primera casa"): the buyer advisory service, which names first-time
 * homebuyers and down-payment assistance, rather than the real-estate page's opening or a client's
 * story of buying a first home. Matched folded.
 */
const FIRST_HOME: Record<Locale, RegExp> = {
  en: /\b(first|1st) (home|house|place|condo|property)\b|\bfirst[- ]?time (home ?)?buy(er|ers|ing)\b|\bdown[- ]?payment\b/,
  es: /\bprimera (casa|vivienda|propiedad)\b|\bpago inicial\b|\bdown[- ]?payment\b|\benganche\b/,
};

/**
 * How long the firm has been at it ("how long have you been in business?", "how much experience
 * do you have?", "r yall new at this?", "¿cuántos años de experiencia tienen?"): the impact
 * figures, which state its years of experience and the year it was founded. Matched folded, and
 * naming nothing else (EXPERIENCE_WORDS): "how much experience does Jordan have?" is Jordan's.
 */
const EXPERIENCE: Record<Locale, RegExp> = {
  en: /\bhow long (have|has) (you|u|yall|y'all|you guys|u guys|you all|the (firm|company))( been)?\b|\bhow (much|many years of) experience\b|\bhow many years (have|has) (you|u|yall|y'all|you guys|u guys|the (firm|company))\b|\b(are|r) (you|u|yall|y'all|you guys|u guys|you all) new\b|\bbeen (doing|at) (it|this) (a while|long)\b/,
  es: /\bcuanto tiempo (llevan|lleva|tienen|tiene)\b|\b(cuantos anos|cuanta experiencia)\b|\b(son|es) nuevos?\b/,
};
const EXPERIENCE_WORDS: Record<Locale, Set<string>> = {
  en: stemsOf(
    'en',
    `${THE_FIRM.en} long years year experience experienced business around doing operating practice new while field industry been`,
  ),
  es: stemsOf(
    'es',
    `${THE_FIRM.es} tiempo años año experiencia llevan lleva tienen negocio operando nuevos nuevo campo industria`,
  ),
};

/**
 * How to book a consultation ("how do i book a consult", "how can I schedule an appointment",
 * "¿cómo pido una cita?"): the ways to reach the firm, the request form among them. Matched folded.
 */
const HOW_TO_BOOK: Record<Locale, RegExp> = {
  en: /\b((how|where) (do|can|could|would|should) (i|we)|(i|we) (want|need|would like|'d like|wanna)( to)?|i'?d like to|id like to) (book|schedule|set up|make|request|get|sign up for)\b.*\b(consult\w*|appointments?|meetings?)\b|\bhow to (book|schedule|set up|request)\b/,
  es: /\b((como|donde) (puedo |podemos |se )?|(quiero|quisiera|queremos|necesito|me gustaria) )(agend|reserv|pid|ped|solicit|sac|program|hag|hac)\w* (una |la |mi |nuestra )?(consulta|cita|reunion)\b/,
};

/**
 * A meeting with someone else than the firm ("schedule a meeting with the town", "make an
 * appointment with the cannabis control commission", "una cita con el banco"): no consultation
 * with the firm. One of the team by name ("a meeting with Jordan"), "with you" or "with the team"
 * is. Matched folded.
 */
const MEETS_SOMEONE_ELSE: Record<Locale, RegExp> = {
  en: /\b(consult\w*|appointments?|meetings?)\b.*\bwith (the|my|our|a|an|his|her|their) (?!(team|firm|company|office|director|staff)\b)/,
  es: /\b(consulta|cita|reunion)\b.*\bcon (el|la|los|las|mi|mis|un|una|su|sus) (?!(equipo|firma|empresa|oficina|personal)\b)/,
};

/** A message as the rules read it: folded, its topic words, and as written. */
interface Asked {
  text: string;
  topic: readonly string[];
  /** The topic words and the question words that ask for something else (ASKING_OTHERWISE). */
  named: readonly string[];
  question: string;
}
type Answer = { passage: Passage; also?: Passage } | undefined;

/** One question about the firm as a whole: what answers it, if the message asks it. */
interface FirmQuestion {
  answer: (asked: Asked) => Answer;
  /**
   * Its "it" or "this" is the firm's work, the chat or cannabis ("been doing it a while", "is this
   * chat saved?", "before it was legal"), not something said before: it is asked even when the
   * message seems to point back.
   */
  pointsNowhere?: true;
}

/**
 * Questions about the firm as a whole, which name no topic of its work and so find no passage by
 * their words (or the wrong one), each answered with the passage that says it:
 * - a visitor who sold before legalization: the FAQ for legacy operators;
 * - a first-time homebuyer: the buyer advisory service;
 * - how long the firm has been at it: its impact figures (years of experience);
 * - whether this chat is kept, and what happens to the visitor's details (yourData.ts): the
 *   privacy policy's sections;
 * - how to book a consultation: the ways to reach the firm;
 * - how working with the firm goes (workingWithUs.ts): the passage that says it;
 * - whether it is open: its office hours;
 * - whether it is a law firm, and what it does: the terms' sentences on its services;
 * - what its clients say of it: two of their testimonials, as examples;
 * - when a division was added: the history entry that names it;
 * - when or where it began: its first history entry;
 * - who leads it ("who's in charge?", "who is the ceo?"): its team;
 * - one of the team, by name or by what they lead (teamQuestions.ts): that person's profile.
 * The first that asks, in this order; those that can point back ("when was that added?", "who
 * runs it?") only when the message does not. Given the message and its topic words (no stop,
 * filler or question words), the passage that answers and one beside it, if any.
 */
export function createFirmQuestions(passages: readonly Passage[], locale: Locale) {
  const byId = (id: string) => passages.find((p) => p.id === id);
  // The history entries in order of year; the first says when the firm was founded.
  const history = passages
    .filter((p) => isHistory({ passage: p }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const founding = history[0];
  const services = byId(OUR_SERVICES[locale]);
  const [testimonial, another] = passages.filter((p) => p.id.startsWith('testimonial-'));
  const yourData = createYourDataQuestions(passages, locale);
  const workingWithUs = createWorkingWithUsQuestions(passages, locale);
  const teamMember = createTeamQuestions(passages, locale);
  /** The history entry whose heading (before its first ":" or ".") calls the division by name. */
  const added = (division: string) =>
    history.find((p) =>
      divisionsCalled(p.text.split(/[:.]/)[0]!, locale).includes(division as never),
    );
  const only = (words: Set<string>, topic: readonly string[]) => topic.every((t) => words.has(t));
  /** The passage (and one beside it) when the message asks the question. */
  const when = (asks: boolean, passage: Passage | undefined, also?: Passage): Answer =>
    asks && passage ? { passage, also } : undefined;
  const questions: FirmQuestion[] = [
    {
      answer: ({ text }) => when(LEGACY_OPERATOR[locale].test(text), byId('faq-legacy-operators')),
      pointsNowhere: true,
    },
    {
      // Asked for a client's story of it ("did anyone buy their first home with you?"), the story.
      answer: ({ text, question }) =>
        when(
          FIRST_HOME[locale].test(text) && !asksForClientsWords(question, locale),
          byId('service-real-estate-buyer-investor-advisory'),
        ),
      pointsNowhere: true,
    },
    {
      answer: ({ text, topic }) =>
        when(
          EXPERIENCE[locale].test(text) && only(EXPERIENCE_WORDS[locale], topic),
          byId('impact-figures'),
        ),
      pointsNowhere: true,
    },
    {
      // The privacy policy's section that speaks of the chat assistant's messages.
      answer: ({ text }) =>
        when(
          CHAT_KEPT[locale].test(text),
          passages.find((p) => /privacy-policy-/.test(p.id) && /\bchat\b/i.test(p.text)),
        ),
      pointsNowhere: true,
    },
    { answer: ({ question, topic }) => when(true, yourData(question, topic)), pointsNowhere: true },
    {
      answer: ({ text }) =>
        when(
          HOW_TO_BOOK[locale].test(text) && !MEETS_SOMEONE_ELSE[locale].test(text),
          byId('contact'),
        ),
    },
    // Each names what it asks about (the consultation, a certification, a logo): "do u charge
    // for it" is that.
    {
      answer: ({ question, topic }) => when(true, workingWithUs(question, topic)),
      pointsNowhere: true,
    },
    {
      answer: ({ question, topic }) =>
        when(asksIfOpen(question, locale) && only(OPEN_WHEN[locale], topic), byId('hours')),
    },
    { answer: ({ text }) => when(LAW_FIRM[locale].test(text), services) },
    {
      answer: ({ text, topic }) =>
        when(WHAT_YOU_DO[locale].test(text) && only(SERVICES_ASKED[locale], topic), services),
    },
    {
      // Asked for help with reviews ("can you help me with online reviews?", "¿me ayudan a
      // conseguir reseñas?"), it is a service asked for, not what the firm's clients say.
      answer: ({ question, topic }) =>
        when(
          asksOnlyForStory(question, locale) &&
            !asksForService(question, locale) &&
            only(CLIENTS_SAY[locale], topic),
          testimonial,
          another,
        ),
    },
    {
      answer: ({ text, named, question }) => {
        const [division, another] = divisionsCalled(question, locale);
        const asks =
          (asksForDate(question, locale) || ALWAYS[locale].test(text)) &&
          !asksForFigure(question, locale) &&
          !VISITORS_START[locale].test(text) &&
          only(ADDED[locale], named);
        return when(asks && !!division && !another, division && added(division));
      },
      // It names the division: "was that added later?" is that division.
      pointsNowhere: true,
    },
    {
      answer: ({ text, named }) =>
        when(WHERE_BEGAN[locale].test(text) && only(BEGINNING[locale], named), founding),
    },
    {
      // "How many years …?" and "how long have you been …?" ask the years in practice, a figure.
      answer: ({ text, question, named }) =>
        when(
          asksForDate(question, locale) &&
            !asksForFigure(question, locale) &&
            !VISITORS_START[locale].test(text) &&
            only(BEGINNING[locale], named),
          founding,
        ),
    },
    {
      answer: ({ question, topic }) =>
        when(asksForPerson(question, locale) && only(LEADERSHIP[locale], topic), byId('team')),
    },
    {
      answer: ({ question, topic }) =>
        when(
          true,
          teamMember(topic, asksForPerson(question, locale), LEADERSHIP[locale], question),
        ),
    },
  ];
  return (question: string, topic: readonly string[]): Answer => {
    const asking = ASKING_OTHERWISE.flatMap((kind) => termsOfKind(question, kind, locale));
    const asked = { text: fold(question), topic, named: [...topic, ...asking], question };
    const pointsBack = leansOnWhatWasSaid(question, locale);
    for (const q of questions) {
      const found = (q.pointsNowhere || !pointsBack) && q.answer(asked);
      if (found) return found;
    }
    return undefined;
  };
}
