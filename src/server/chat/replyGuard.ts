import { PROMPT_CANARY } from './systemPrompt.ts';

/**
 * Checks on a model's reply before a visitor sees it. A reply is refused (and the offline answer
 * used) when it repeats the system prompt, however the model was talked into it, or when it states a
 * price: the site publishes none, so any amount is made up.
 */
const FRAGMENT_WORDS = 8;
// Spanish replies say "450 dólares" (written with or without the accent).
const MONEY = /(?:[$€£]\s?\d)|\b\d[\d,.]*\s?(?:usd|dollars?|d[oó]lar(?:es)?)(?![\p{L}])/iu;

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** True when the reply carries the canary or any run of 8 words from the confidential text. */
export function leaksPrompt(reply: string, confidential: string): boolean {
  if (reply.toUpperCase().includes(PROMPT_CANARY)) return true;
  const promptWords = words(confidential);
  const replyText = ` ${words(reply).join(' ')} `;
  for (let i = 0; i + FRAGMENT_WORDS <= promptWords.length; i++) {
    const fragment = promptWords.slice(i, i + FRAGMENT_WORDS).join(' ');
    if (replyText.includes(` ${fragment} `)) return true;
  }
  return false;
}

export type RefusalReason = 'prompt-leak' | 'invented-price';

export function refuseReply(reply: string, confidential: string): RefusalReason | undefined {
  if (leaksPrompt(reply, confidential)) return 'prompt-leak';
  if (MONEY.test(reply)) return 'invented-price';
  return undefined;
}
