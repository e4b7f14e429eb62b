import type { Locale } from '../../src/i18n/locales.ts';
import type { ChatTurn } from '../../src/server/chat/offlineResponder.ts';
import { withoutOpener } from '../../src/server/chat/offlineResponder.ts';
import { offlineResponderFor } from '../../src/server/chat/siteResponders.ts';
import type { EvalItem } from './evalItem.ts';
import type { Reply } from './scoreAnswers.ts';

/**
 * The conversation up to an evaluation question: its earlier questions, each answered by the
 * offline assistant with the responder the API would pick for it, then the question itself.
 */
export function offlineConversation(item: EvalItem, pageLocale: Locale): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const question of item.before ?? []) {
    turns.push({ role: 'user', content: question });
    turns.push({
      role: 'assistant',
      content: offlineResponderFor(pageLocale, question).answer(turns),
    });
  }
  turns.push({ role: 'user', content: item.question });
  return turns;
}

/**
 * Asks the offline assistant an evaluation question the way the site does: on a page of the given
 * language, after the conversation's earlier questions (each answered by the assistant itself), with
 * the responder the API would pick for each question. It abstained when its answer states no passage
 * (a passage's yes/no opener may be left out: see withoutOpener).
 */
export function askOfflineAssistant(item: EvalItem, pageLocale: Locale): Reply {
  const turns = offlineConversation(item, pageLocale);
  const responder = offlineResponderFor(pageLocale, item.question);
  const answer = responder.answer(turns);
  const passage = responder.passageFor(turns);
  return { answer, abstained: !passage || !answer.includes(withoutOpener(passage.text)) };
}
