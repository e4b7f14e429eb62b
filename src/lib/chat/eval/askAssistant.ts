import type { Locale } from '../../../i18n/locales.ts';
import type { ChatTurn } from '../offlineResponder.ts';
import { offlineResponderFor } from '../siteResponders.ts';
import type { EvalItem } from './evalItem.ts';
import type { Reply } from './scoreAnswers.ts';

/**
 * Asks the offline assistant an evaluation question the way the site does: on a page of the given
 * language, after the conversation's earlier questions (each answered by the assistant itself), with
 * the responder the API would pick for each question. It abstained when its answer states no passage.
 */
export function askOfflineAssistant(item: EvalItem, pageLocale: Locale): Reply {
  const turns: ChatTurn[] = [];
  let reply: Reply = { answer: '', abstained: true };
  for (const question of [...(item.before ?? []), item.question]) {
    turns.push({ role: 'user', content: question });
    const responder = offlineResponderFor(pageLocale, question);
    const answer = responder.answer(turns);
    const passage = responder.passageFor(turns);
    reply = { answer, abstained: !passage || !answer.includes(passage.text) };
    turns.push({ role: 'assistant', content: answer });
  }
  return reply;
}
