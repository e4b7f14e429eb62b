import type { Knowledge } from './knowledge.ts';
import type { Passage } from './types.ts';
import {
  asksAboutPrice,
  asksForDate,
  asksForFigure,
  asksForPerson,
  bookingLink,
  fold,
  hasBookingIntent,
  serviceFor,
} from './intents.ts';
import type { Locale } from '../../i18n/locales.ts';
import { isSpanish } from './locale.ts';
import { createRetriever, type Hit, type Retriever } from './retrieval.ts';

/**
 * The assistant without a model: it answers only with stored passages (so a prompt injection has
 * nothing to reveal and cannot make it say anything new), links the page the passage comes from,
 * and says honestly when it does not know.
 */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Below this MiniSearch score a hit is a coincidence (one weak word, e.g. "capital" in a program's
 * description for "What is the capital of France?"), not an answer. Real matches score 40+; the
 * coverage rule in pick() catches the rest.
 */
const MIN_SCORE = 5;
/** Hits this close to the best one are as good an answer; the question type picks among them. */
const NEAR_BEST = 0.5;
/** What the assistant says in each language, and how it recognises greetings and steering attempts. */
interface Phrases {
  /** People are introduced on the team page; their passages link it. */
  teamPage: string;
  greeting: RegExp;
  /** Attempts to steer the assistant itself; answered with what it is for, never with a passage. */
  injection: RegExp;
  thanks: RegExp;
  dontKnow: (c: Knowledge['contact']) => string;
  offerBooking: (link: string) => string;
  onlyAbout: (c: Knowledge['contact']) => string;
  hello: string;
  welcome: (c: Knowledge['contact']) => string;
  morePage: (url: string) => string;
}

const PHRASES: Record<Locale, Phrases> = {
  en: {
    teamPage: '/team',
    greeting: /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|howdy)\b[\s!.,]*$/i,
    injection:
      /\b(ignore (all |any |the )?(previous|prior|above|earlier)|system prompt|your (instructions|prompt|rules)|developer mode|jailbreak|pretend (to be|you are)|act as)\b/i,
    thanks: /^\s*(thanks|thank you|thx|ty|great|ok(ay)?|cool|perfect)\b[\s\w!.,]{0,20}$/i,
    dontKnow: ({ phone, email, hours }) =>
      `I'm not sure about that, and I only answer from what's on our website. Please call us at ${phone} or email ${email} (${hours}) and we'll be glad to help.`,
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
  // Spanish questions are matched folded (lower case, no accents): see fold() in intents.ts.
  es: {
    teamPage: '/es/team',
    // English greetings and thanks too: an English visitor on a Spanish page is still greeted.
    greeting: /^[\s¡]*(hola|buen(os|as) (dias|tardes|noches)|saludos|hi|hello|hey)\b[\s!.,]*$/,
    injection:
      /\b(ignora (las |todas las |tus )?(instrucciones|indicaciones|reglas)( anteriores)?|prompt del sistema|instrucciones del sistema|modo desarrollador|finge (ser|que)|actua como|haz de cuenta)\b/,
    thanks:
      /^[\s¡]*(gracias|muchas gracias|perfecto|vale|ok|muy bien|excelente|genial|thanks|thank you)\b[\s\w!.,]{0,20}$/,
    dontKnow: ({ phone, email, hours }) =>
      `No estoy seguro de eso, y solo respondo con lo que dice nuestro sitio web. Llámenos al ${phone} o escríbanos a ${email} (${hours}) y con gusto le ayudaremos.`,
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
  retriever: Retriever;
}

export interface ResponderOptions {
  /**
   * The English responder, for the Spanish one: an English question on a Spanish page finds its
   * passage in English, and the answer is that passage's Spanish twin (the same id).
   */
  twinsFrom?: OfflineResponder;
}

export function createOfflineResponder(
  knowledge: Knowledge,
  { twinsFrom }: ResponderOptions = {},
): OfflineResponder {
  const { locale } = knowledge;
  const byId = new Map(knowledge.passages.map((p) => [p.id, p]));
  const say = PHRASES[locale];
  const retriever = createRetriever(knowledge.passages, locale);
  // Spanish patterns are written folded; English ones are case-insensitive already.
  const asWritten = (text: string) => (locale === 'es' ? fold(text) : text);

  const pricing = knowledge.passages.find((p) => p.id === 'pricing');

  /**
   * The best passage for a question, or none when the match is a coincidence: a low score, or most
   * of the question's words found nothing ("do you do divorce law" only matches "law").
   */
  function pick(question: string, context = question): Hit | undefined {
    const hits = retriever.search(context, 10);
    const [top] = hits;
    if (!top || top.score < MIN_SCORE) return undefined;
    // Good candidates: close to the best score, or covering as many of the question's words.
    const near = hits.filter(
      (h) => h.score >= top.score * NEAR_BEST || h.matchedTerms >= top.matchedTerms,
    );
    const terms = retriever.queryTerms(context).length;
    const needed = terms <= 3 ? Math.floor(terms / 2) + 1 : Math.ceil(terms / 2);
    if (Math.max(...near.map((h) => h.matchedTerms)) < needed) return undefined;
    // The question type decides among good candidates: a "who" question wants the passage that
    // names the person, a "when" question one with a year, a figure question one with figures.
    const wanted = asksForPerson(question, locale)
      ? (h: Hit) => h.passage.url === say.teamPage
      : asksForDate(question, locale)
        ? (h: Hit) => /\b(19|20)\d\d\b/.test(h.passage.text)
        : asksForFigure(question, locale)
          ? (h: Hit) => /\d/.test(h.passage.text)
          : undefined;
    // Of those, the one that covers most of the question (then the best score: hits are sorted).
    const preferred = wanted
      ? near.filter(wanted).sort((a, b) => b.matchedTerms - a.matchedTerms)[0]
      : undefined;
    return preferred ?? top;
  }

  function bestHit(turns: readonly ChatTurn[]) {
    const users = turns.filter((t) => t.role === 'user');
    const last = users.at(-1)?.content ?? '';
    // The site publishes no fees, so a fee question gets the one passage that says so.
    if (pricing && asksAboutPrice(last, locale)) return { hit: { passage: pricing }, text: last };
    const hit = pick(last);
    if (hit) return { hit, text: last };
    // A short follow-up ("and in Rhode Island?") leans on the question before it.
    const previous = users.at(-2)?.content;
    if (previous && retriever.queryTerms(last).length <= 3) {
      const context = pick(last, `${previous} ${last}`);
      if (context) return { hit: context, text: last };
    }
    // Spanish questions never go through the English index: its words would match by chance.
    const twin = twinsFrom && !isSpanish(last) ? twinsFrom.passageFor(turns) : undefined;
    const passage = twin && byId.get(twin.id);
    if (passage) return { hit: { passage }, text: last };
    return { hit: undefined, text: last };
  }

  function answer(turns: readonly ChatTurn[]): string {
    const { hit, text } = bestHit(turns);
    const link = hasBookingIntent(text, locale)
      ? bookingLink(serviceFor(text, hit?.passage, locale), locale)
      : undefined;
    const booking = link ? say.offerBooking(link) : '';
    if (say.injection.test(asWritten(text))) return say.onlyAbout(knowledge.contact);
    if (!hit) {
      if (say.greeting.test(asWritten(text))) return say.hello;
      if (say.thanks.test(asWritten(text))) return say.welcome(knowledge.contact);
      return `${say.dontKnow(knowledge.contact)}${booking}`;
    }
    // The booking link already points at the contact page; one link is enough.
    const source = hit.passage.url === link ? '' : say.morePage(hit.passage.url);
    return `${hit.passage.text}${source}${booking}`;
  }

  function relevant(turns: readonly ChatTurn[], limit: number): Passage[] {
    const { hit } = bestHit(turns);
    const questions = turns
      .filter((t) => t.role === 'user')
      .slice(-2)
      .map((t) => t.content)
      .join(' ');
    const passages = hit ? [hit.passage] : [];
    for (const { passage } of retriever.search(questions, limit)) {
      if (passages.length >= limit) break;
      if (!passages.includes(passage)) passages.push(passage);
    }
    return passages;
  }

  const passageFor = (turns: readonly ChatTurn[]) => bestHit(turns).hit?.passage;

  return { answer, relevant, passageFor, retriever };
}
