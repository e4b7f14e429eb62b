import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AppConfig } from '../config.ts';

/** Output cap per answer: a chat reply, not an essay. */
export const MAX_OUTPUT_TOKENS = 400;

export type ModelSettings = AppConfig['openai'] & { apiKey: string };

const clients = new Map<string, OpenAI>();

/** One client per configuration, reused across requests (keeps the HTTP connection warm). */
function clientFor(settings: ModelSettings): OpenAI {
  const key = `${settings.baseUrl ?? ''}|${settings.timeoutMs}|${settings.apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      // A retry doubles the visitor's wait and the cost; the offline answer is the fallback instead.
      maxRetries: 0,
    });
    clients.set(key, client);
  }
  return client;
}

/** One completion; throws on any failure (network, timeout, HTTP error, empty answer). */
export async function askModel(
  settings: ModelSettings,
  messages: ChatCompletionMessageParam[],
): Promise<string> {
  const completion = await clientFor(settings).chat.completions.create({
    model: settings.model,
    messages,
    max_completion_tokens: MAX_OUTPUT_TOKENS,
    temperature: 0.2,
  });
  const text = completion.choices[0]?.message?.content?.trim();
  if (!text) throw new Error('The model returned an empty answer');
  return text;
}
