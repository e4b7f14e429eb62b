import { useCallback, useRef, useState } from 'react';
import type { ChatMessage } from '../../../lib/schemas/chat.ts';
import { chatText } from './chatCopy.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { fetchAssistantReply } from './sendChat.ts';

/**
 * The conversation for the page's life: it starts with the greeting, refuses empty input and a
 * second message while a reply is pending.
 */
export function useChatConversation(locale: Locale = 'en') {
  const [messages, setMessages] = useState<ChatMessage[]>([
    { role: 'assistant', content: chatText[locale].greeting },
  ]);
  const [pending, setPending] = useState(false);
  // A ref, not state, so two quick Enter presses cannot both get through before a re-render.
  const inFlight = useRef(false);

  const send = useCallback(
    async (input: string): Promise<boolean> => {
      const content = input.trim();
      if (!content || inFlight.current) return false;
      inFlight.current = true;
      const conversation: ChatMessage[] = [...messages, { role: 'user', content }];
      setMessages(conversation);
      setPending(true);
      try {
        const reply = await fetchAssistantReply(conversation, locale);
        if (reply !== null)
          setMessages((current) => [...current, { role: 'assistant', content: reply }]);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
      return true;
    },
    [messages, locale],
  );

  return { messages, pending, send };
}

export type ChatConversation = ReturnType<typeof useChatConversation>;
