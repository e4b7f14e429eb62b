import type { Locale } from '../../src/i18n/locales.ts';
import { offlineConversation } from './askAssistant.ts';
import type { EvalItem } from './evalItem.ts';
import { normalise } from './scoreAnswers.ts';
import { modelMessages } from '../../src/server/chat/answerChat.ts';

/**
 * Whether the passages the model path hands the model hold what a correct answer needs: every fact
 * of the item and the page to link (a booking link needs only /contact, which the prompt names).
 * No model is asked, so this runs offline on every set. It bounds what any model can answer on
 * this retrieval: a fact missing from the passages can only be abstained on or invented.
 * Earlier questions of a follow-up are answered by the offline assistant (offlineConversation).
 */
export function groundingHolds(item: EvalItem, pageLocale: Locale): boolean {
  const turns = offlineConversation(item, pageLocale);
  const passages = normalise(String(modelMessages(turns, pageLocale)[1]!.content));
  const facts = item.facts.every((fact) => passages.includes(normalise(fact)));
  const urls = typeof item.url === 'string' ? [item.url] : (item.url ?? []);
  const page = (url: string) =>
    url.startsWith('/contact') || passages.includes(`page ${url.split('?')[0]}`);
  return facts && (urls.length === 0 || urls.some(page));
}

export interface Grounding {
  answerable: number;
  grounded: number;
  /** The answerable questions whose facts or page the passages lack. */
  ungrounded: string[];
}

/** The share of a set's answerable questions the model would get the facts for. */
export function measureGrounding(items: readonly EvalItem[], pageLocale: Locale): Grounding {
  const answerable = items.filter((item) => item.category !== 'unknown');
  const ungrounded = answerable
    .filter((item) => !groundingHolds(item, pageLocale))
    .map((item) => item.question);
  return {
    answerable: answerable.length,
    grounded: answerable.length - ungrounded.length,
    ungrounded,
  };
}
