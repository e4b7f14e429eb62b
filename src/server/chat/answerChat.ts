import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Database } from '../../../db/client.ts';
import { labelSitePaths } from './labelSitePaths.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Passage } from './types.ts';
import { CHAT_LIMITS, type ChatMessage } from '../../lib/schemas/chat.ts';
import type { AppConfig } from '../config.ts';
import { log } from '../log.ts';
import { hitRateLimit } from '../rateLimit.ts';
import { refuseReply } from './replyGuard.ts';
import { askModel, type ModelSettings } from './modelClient.ts';
import { bundledChatKnowledge, type ChatKnowledge, type LanguageKit } from './chatKnowledge.ts';
import { passagesPrompt } from './systemPrompt.ts';

/** Model calls per UTC day for the whole site; past it, visitors get offline answers, not errors. */
export const DAILY_MODEL_CALL_CAP = 2000;
export const MODEL_CAP_RULE = {
  key: 'chat-model-calls',
  limit: DAILY_MODEL_CALL_CAP,
  windowSeconds: 86_400,
};

/** Passages handed to the model with each question. */
const PASSAGES_PER_QUESTION = 4;

export type AnswerSource = 'model' | 'offline';
export interface ChatAnswer {
  response: string;
  source: AnswerSource;
}

function relevantPassages(kit: LanguageKit, turns: readonly ChatMessage[]): Passage[] {
  // The offline responder's choice first (it knows "who" and "how much" questions), then search hits.
  const passages = kit.offline.relevant(turns, PASSAGES_PER_QUESTION);
  // Contact details always travel along, so "I don't know" can still point somewhere useful.
  if (kit.contactPassage && !passages.includes(kit.contactPassage))
    passages.push(kit.contactPassage);
  return passages;
}

/** The messages the model sees: our prompt first, then only the visitor's and assistant's turns. */
export function modelMessages(
  turns: readonly ChatMessage[],
  pageLocale: Locale = 'en',
  knowledge: ChatKnowledge = bundledChatKnowledge(),
): ChatCompletionMessageParam[] {
  return messagesFor(knowledge.kitFor(turns, pageLocale), turns);
}

function messagesFor(
  kit: LanguageKit,
  turns: readonly ChatMessage[],
): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: kit.prompt },
    { role: 'system', content: passagesPrompt(relevantPassages(kit, turns)) },
    ...turns.map((t) => ({ role: t.role, content: t.content })),
  ];
}

/** The turns the chat answers from (the latest ones) and the language kit of the answer. */
function inContext(
  conversation: readonly ChatMessage[],
  pageLocale: Locale,
  knowledge: ChatKnowledge,
): { turns: readonly ChatMessage[]; kit: LanguageKit } {
  const turns = conversation.slice(-CHAT_LIMITS.turnsUsed);
  return { turns, kit: knowledge.kitFor(turns, pageLocale) };
}

function offlineAnswer(
  kit: LanguageKit,
  turns: readonly ChatMessage[],
  reason: string,
): ChatAnswer {
  log.info('chat_answer', { source: 'offline', reason });
  return { response: labelSitePaths(kit.offline.answer(turns), kit.locale), source: 'offline' };
}

/**
 * Answers the conversation's last question. The model is used when configured and under the daily
 * cap; any failure (timeout, HTTP error, a reply that leaks the prompt) falls back to the offline
 * responder, so a model outage never becomes an error for the visitor.
 */
export async function answerChat(
  db: Database,
  config: AppConfig,
  conversation: readonly ChatMessage[],
  pageLocale: Locale = 'en',
  knowledge: ChatKnowledge = bundledChatKnowledge(),
): Promise<ChatAnswer> {
  const { turns, kit } = inContext(conversation, pageLocale, knowledge);
  const apiKey = config.openai.apiKey;
  if (!apiKey) return offlineAnswer(kit, turns, 'no-model-configured');

  const cap = await hitRateLimit(db, MODEL_CAP_RULE);
  if (!cap.allowed) return offlineAnswer(kit, turns, 'daily-model-cap');

  return modelOrOffline({ ...config.openai, apiKey }, turns, kit);
}

/**
 * The model's answer, or the offline one when the model fails or its reply is refused. No daily
 * cap: `answerChat` checks it first; the evaluation (`npm run eval:chat -- --model`) calls this
 * directly so that grading a model does not spend the site's allowance.
 */
export async function answerWithModel(
  settings: ModelSettings,
  conversation: readonly ChatMessage[],
  pageLocale: Locale = 'en',
  knowledge: ChatKnowledge = bundledChatKnowledge(),
): Promise<ChatAnswer> {
  const { turns, kit } = inContext(conversation, pageLocale, knowledge);
  return modelOrOffline(settings, turns, kit);
}

async function modelOrOffline(
  settings: ModelSettings,
  turns: readonly ChatMessage[],
  kit: LanguageKit,
): Promise<ChatAnswer> {
  try {
    const reply = await askModel(settings, messagesFor(kit, turns));
    const refusal = refuseReply(reply, kit.confidential);
    if (refusal) {
      log.warn('chat_model_reply_refused', { reason: refusal });
      return offlineAnswer(kit, turns, refusal);
    }
    log.info('chat_answer', { source: 'model' });
    return { response: labelSitePaths(reply, kit.locale), source: 'model' };
  } catch (error) {
    log.warn('chat_model_failed', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return offlineAnswer(kit, turns, 'model-failed');
  }
}
