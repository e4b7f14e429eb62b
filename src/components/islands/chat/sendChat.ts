import { CHAT_LIMITS } from '../../../lib/chat/limits.ts';
import type { ChatMessage } from '../../../lib/schemas/chat.ts';
import { chatText } from './chatCopy.ts';
import type { Locale } from '../../../i18n/locales.ts';

/**
 * The newest turns the server will use, trimmed further if needed so the body stays under its
 * 32 KB cap (a long chat never turns into a 413). The visitor's last message is always kept.
 */
export function requestTail(conversation: readonly ChatMessage[]): ChatMessage[] {
  const tail = conversation.slice(-CHAT_LIMITS.turnsUsed);
  const budget = CHAT_LIMITS.maxBodyBytes - 1024;
  while (
    tail.length > 1 &&
    new TextEncoder().encode(JSON.stringify({ messages: tail })).length > budget
  ) {
    tail.shift();
  }
  return tail;
}

function textField(body: unknown, key: 'response' | 'message' | 'code'): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * Asks the API for the assistant's next message: `response`, else `message`; null
 * when the answer holds neither. The chat's own 429 (code chat_rate_limited) shows the server's
 * sentence, written in the language the request named; network and parse
 * failures, and any other error status, show the required failure message with the firm's contacts.
 */
export async function fetchAssistantReply(
  conversation: readonly ChatMessage[],
  locale: Locale = 'en',
): Promise<string | null> {
  const CHAT_FAILURE_MESSAGE = chatText[locale].failure;
  let res: Response;
  try {
    res = await fetch('/api/chat', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: requestTail(conversation), locale }),
    });
  } catch (error) {
    console.error('Chat request failed', error);
    return CHAT_FAILURE_MESSAGE;
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (error) {
    console.error(`Chat answer could not be read (HTTP ${res.status})`, error);
    return CHAT_FAILURE_MESSAGE;
  }
  if (res.status === 429 && textField(body, 'code') === 'chat_rate_limited') {
    return textField(body, 'message') ?? CHAT_FAILURE_MESSAGE;
  }
  if (!res.ok) {
    console.error(`Chat request failed with HTTP ${res.status}`, body);
    return CHAT_FAILURE_MESSAGE;
  }
  return textField(body, 'response') ?? textField(body, 'message') ?? null;
}
