import { z } from 'zod';
import { CHAT_LIMITS } from '../chat/limits.ts';
import { locales } from '../../i18n/locales.ts';

export { CHAT_LIMITS };

export const chatMessageSchema = z.strictObject({
  // Only the visitor and the assistant speak; the server writes the one system prompt itself.
  role: z.enum(['user', 'assistant'], { message: "role must be 'user' or 'assistant'" }),
  content: z
    .string({ message: 'content must be text' })
    .max(
      CHAT_LIMITS.maxTurnChars,
      `Each message can be at most ${CHAT_LIMITS.maxTurnChars} characters`,
    ),
});

export const chatRequestSchema = z.strictObject({
  messages: z
    .array(chatMessageSchema)
    .min(1, 'Send at least one message')
    .max(
      CHAT_LIMITS.maxTurnsAccepted,
      `A conversation can carry at most ${CHAT_LIMITS.maxTurnsAccepted} messages`,
    )
    .refine(
      (messages) => messages.at(-1)?.role === 'user',
      'The last message must be from the user',
    )
    .refine(
      (messages) => (messages.at(-1)?.content.trim().length ?? 0) > 0,
      'Your message is empty',
    ),
  /** The language of the page the chat is on; Spanish questions get Spanish answers anyway. */
  locale: z
    .enum(locales, { message: `locale must be one of: ${locales.join(', ')}` })
    .default('en'),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export interface ChatResponse {
  response: string;
}
