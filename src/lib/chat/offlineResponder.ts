import type { Knowledge } from './knowledge.ts';
import { asksAboutPrice, bookingLink, hasBookingIntent, serviceFor } from './intents.ts';
import { createRetriever, type Retriever } from './retrieval.ts';

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
 * description for "What is the capital of France?"), not an answer. Real matches score 40+.
 */
const MIN_SCORE = 8;

const GREETING = /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|howdy)\b[\s!.,]*$/i;
/** Attempts to steer the assistant itself; answered with what it is for, never with a passage. */
const INJECTION =
  /\b(ignore (all |any |the )?(previous|prior|above|earlier)|system prompt|your (instructions|prompt|rules)|developer mode|jailbreak|pretend (to be|you are)|act as)\b/i;

const THANKS = /^\s*(thanks|thank you|thx|ty|great|ok(ay)?|cool|perfect)\b[\s\w!.,]{0,20}$/i;

export interface OfflineResponder {
  answer: (turns: readonly ChatTurn[]) => string;
  retriever: Retriever;
}

export function createOfflineResponder(knowledge: Knowledge): OfflineResponder {
  const retriever = createRetriever(knowledge.passages);
  const { phone, email, hours } = knowledge.contact;
  const dontKnow = `I'm not sure about that, and I only answer from what's on our website. Please call us at ${phone} or email ${email} (${hours}) and we'll be glad to help.`;

  const pricing = knowledge.passages.find((p) => p.id === 'pricing');

  function bestHit(turns: readonly ChatTurn[]) {
    const users = turns.filter((t) => t.role === 'user');
    const last = users.at(-1)?.content ?? '';
    // The site publishes no prices, so any price question gets the one passage that says so.
    if (pricing && asksAboutPrice(last)) return { hit: { passage: pricing }, text: last };
    const [hit] = retriever.search(last, 1);
    if (hit && hit.score >= MIN_SCORE) return { hit, text: last };
    // A short follow-up ("and in Rhode Island?") leans on the question before it.
    const previous = users.at(-2)?.content;
    if (previous && retriever.queryTerms(last).length <= 3) {
      const [context] = retriever.search(`${previous} ${last}`, 1);
      if (context && context.score >= MIN_SCORE) return { hit: context, text: last };
    }
    return { hit: undefined, text: last };
  }

  function answer(turns: readonly ChatTurn[]): string {
    const { hit, text } = bestHit(turns);
    const link = hasBookingIntent(text) ? bookingLink(serviceFor(text, hit?.passage)) : undefined;
    const booking = link
      ? `\n\nWould you like to talk it through? Book a free consultation here: ${link}`
      : '';
    if (INJECTION.test(text)) {
      return `I can only answer questions about our services, free consultations, social equity certification, hours and how to reach us. For anything else, call ${phone} or email ${email}.`;
    }
    if (!hit) {
      if (GREETING.test(text)) {
        return 'Hello! Ask me about our services, free consultations, social equity certification, office hours or how to reach us.';
      }
      if (THANKS.test(text)) {
        return `You're welcome! If you'd like to talk to someone, book a free consultation at /contact or call ${phone}.`;
      }
      return `${dontKnow}${booking}`;
    }
    // The booking link already points at the contact page; one link is enough.
    const source = hit.passage.url === link ? '' : `\n\nMore on this page: ${hit.passage.url}`;
    return `${hit.passage.text}${source}${booking}`;
  }

  return { answer, retriever };
}
