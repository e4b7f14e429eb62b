import type { Locale } from '../../src/i18n/locales.ts';
import type { EvalItem } from './evalItem.ts';
import type { Reply } from './scoreAnswers.ts';
import type { ChatMessage } from '../../src/lib/schemas/chat.ts';
import { answerWithModel, type AnswerSource } from '../../src/server/chat/answerChat.ts';
import type { ModelSettings } from '../../src/server/chat/modelClient.ts';

/**
 * "I don't know" as the system prompt tells the model to open it, and as the offline assistant
 * (the fallback) opens it, in both languages.
 */
const ABSTENTION_OPENING = /^(i['’]m not sure|i am not sure|no estoy segur[oa])/i;

export const isAbstention = (answer: string) => ABSTENTION_OPENING.test(answer.trim());

export interface ModelReply extends Reply {
  /** 'offline' when the model failed or its reply was refused and the fallback answered. */
  source: AnswerSource;
}

/**
 * Asks an evaluation question through the chat's model path, as the API would (the same passages,
 * prompt, reply guard and offline fallback, without the site's daily cap), after the
 * conversation's earlier questions, each answered by the same path.
 */
export async function askModelAssistant(
  item: EvalItem,
  pageLocale: Locale,
  settings: ModelSettings,
): Promise<ModelReply> {
  const turns: ChatMessage[] = [];
  let reply: ModelReply = { answer: '', abstained: true, source: 'model' };
  for (const question of [...(item.before ?? []), item.question]) {
    turns.push({ role: 'user', content: question });
    const { response, source } = await answerWithModel(settings, turns, pageLocale);
    reply = { answer: response, abstained: isAbstention(response), source };
    turns.push({ role: 'assistant', content: response });
  }
  return reply;
}
