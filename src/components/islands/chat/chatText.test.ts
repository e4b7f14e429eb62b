import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../../lib/chat/limits.ts';
import type { ChatMessage } from '../../../lib/schemas/chat.ts';
import { splitSitePaths } from './MessageText.tsx';
import { requestTail } from './sendChat.ts';

describe('site paths in replies', () => {
  it('turns only same-site paths into links', () => {
    expect(splitSitePaths('Book here: /contact?service=clean-energy.')).toEqual([
      { text: 'Book here: ' },
      { text: '/contact?service=clean-energy', href: '/contact?service=clean-energy' },
      { text: '.' },
    ]);
    for (const text of [
      'See https://evil.example/contact',
      'Call 24/7 or and/or',
      'Open //evil.example',
      'javascript:alert(1)',
      'A 20-40% saving',
    ]) {
      expect(splitSitePaths(text).filter((p) => p.href)).toEqual([]);
    }
  });
});

describe('what the widget sends', () => {
  const turn = (role: ChatMessage['role'], content: string): ChatMessage => ({ role, content });

  it('sends at most the 20 turns the server uses, ending with the visitor', () => {
    const conversation = Array.from({ length: 45 }, (_, i) =>
      turn(i % 2 ? 'assistant' : 'user', `t${i}`),
    );
    const tail = requestTail(conversation);
    expect(tail).toHaveLength(CHAT_LIMITS.turnsUsed);
    expect(tail.at(-1)).toEqual(turn('user', 't44'));
  });

  it('drops the oldest turns until the body fits under 32 KB', () => {
    const long = 'x'.repeat(CHAT_LIMITS.maxTurnChars);
    const conversation = Array.from({ length: 20 }, (_, i) =>
      turn(i % 2 ? 'assistant' : 'user', long),
    );
    const tail = requestTail(conversation);
    expect(JSON.stringify({ messages: tail }).length).toBeLessThan(CHAT_LIMITS.maxBodyBytes);
    expect(tail.length).toBeLessThan(20);
    expect(tail.at(-1)).toBe(conversation.at(-1));
  });
});
