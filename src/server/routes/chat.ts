import { Hono } from 'hono';
import { CHAT_LIMITS, chatRequestSchema, type ChatResponse } from '../../lib/schemas/chat.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { answerChat } from '../chat/answerChat.ts';
import { jsonBodyLimit } from '../middleware/requestGuards.ts';
import { enforceRateLimits, type RateLimitRule } from '../rateLimit.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

/** Per visitor: a person types a few messages a minute; a script types hundreds. */
export const CHAT_MESSAGES_PER_MINUTE = 10;
export const CHAT_MESSAGES_PER_DAY = 200;

export function chatRateRules(ip: string): RateLimitRule[] {
  return [
    { key: `chat-ip-minute:${ip}`, limit: CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 },
    { key: `chat-ip-day:${ip}`, limit: CHAT_MESSAGES_PER_DAY, windowSeconds: 86_400 },
  ];
}

/**
 * Shown in the widget as the assistant's reply; it never says which limit fired. With the facts
 * in force (the request's: after a local publish, the new ones).
 */
export function chatRateLimitMessage(locale: Locale, { site }: PublishedFacts): string {
  return locale === 'es'
    ? `Está enviando mensajes más rápido de lo que puedo responder. Espere un minuto e inténtelo de nuevo, o comuníquese directamente con nosotros al ${site.phone} o a ${site.email}.`
    : `You're sending messages faster than I can answer. Please wait a minute and try again, or reach us directly at ${site.phone} or ${site.email}.`;
}

export const chatRoutes = new Hono<AppEnv>().post(
  '/',
  jsonBodyLimit(CHAT_LIMITS.maxBodyBytes),
  validateJson(chatRequestSchema),
  async (c) => {
    const db = c.get('db');
    const { messages, locale } = c.req.valid('json');
    await enforceRateLimits(
      db,
      chatRateRules(c.get('ip')),
      chatRateLimitMessage(locale, c.get('facts')),
      'chat_rate_limited',
    );
    const { response } = await answerChat(
      db,
      c.get('config'),
      messages,
      locale,
      c.get('chatKnowledge'),
    );
    return c.json({ response } satisfies ChatResponse);
  },
);
