import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EvalItem } from './evalItem.ts';
import { scoreAnswer } from './scoreAnswers.ts';
import { site } from '../../src/lib/site.ts';
import {
  startLoopbackModelServer,
  type LoopbackModelServer,
} from '../../src/server/testing/loopbackModelServer.ts';
import { PROMPT_CANARY } from '../../src/server/chat/systemPrompt.ts';
import { askModelAssistant, isAbstention } from './askModelAssistant.ts';

/**
 * `npm run eval:chat -- --model` grades what the model path says. Here the model is the loopback
 * OpenAI-compatible server with canned replies (never a real model), so what is checked is the
 * grading: the real client, prompt and reply guard run, and each reply lands in the right outcome.
 */
let model: LoopbackModelServer;
let settings: Parameters<typeof askModelAssistant>[2];

beforeAll(async () => {
  model = await startLoopbackModelServer();
  settings = {
    apiKey: 'sk-loopback-test',
    baseUrl: model.baseUrl,
    model: 'loopback-model',
    timeoutMs: 5000,
  };
});
afterAll(() => model.close());
beforeEach(() => {
  model.requests.length = 0;
});

const phoneItem: EvalItem = {
  question: 'what is your phone number',
  category: 'firm',
  facts: [site.phone],
  url: '/contact',
};
const unknownItem: EvalItem = { question: 'do you sell seeds', category: 'unknown', facts: [] };
const grade = async (item: EvalItem, locale: 'en' | 'es' = 'en') => {
  const reply = await askModelAssistant(item, locale, settings);
  return { ...scoreAnswer(item, reply), source: reply.source };
};

describe('grading the model path', () => {
  it('a reply with the facts and the page is correct, and came from the model', async () => {
    model.behave({ kind: 'reply', content: `Call us at ${site.phone}. More: /contact` });
    const result = await grade(phoneItem);
    expect(result.outcome).toBe('correct');
    expect(result.source).toBe('model');
    // The question went through the API's own messages: prompt, passages, then the visitor.
    expect(model.requests[0]!.body.messages.at(-1)).toEqual({
      role: 'user',
      content: phoneItem.question,
    });
  });

  it('a reply that opens "I\'m not sure" abstains; on an unanswerable question that is correct', async () => {
    model.behave({ kind: 'reply', content: `I'm not sure. Please call ${site.phone}.` });
    expect((await grade(phoneItem)).outcome).toBe('abstained');
    expect((await grade(unknownItem)).outcome).toBe('correct');
  });

  it('a Spanish "No estoy seguro" abstains too', async () => {
    model.behave({ kind: 'reply', content: `No estoy seguro. Llámenos al ${site.phone}.` });
    const result = await grade({ ...unknownItem, question: '¿venden semillas?' }, 'es');
    expect(result.outcome).toBe('correct');
    expect(isAbstention('I am not sure about that')).toBe(true);
    expect(isAbstention('We are not sure yet; the number is …')).toBe(false);
  });

  it('a reply with another fact, or answering the unanswerable, is wrong', async () => {
    model.behave({ kind: 'reply', content: 'Call us at (413) 555-0000. More: /contact' });
    expect((await grade(phoneItem)).outcome).toBe('wrong');
    model.behave({ kind: 'reply', content: 'Yes, we sell seeds: see /services' });
    expect((await grade(unknownItem)).outcome).toBe('wrong');
  });

  it("a follow-up is asked after the model's own earlier answer", async () => {
    model.behave({ kind: 'reply', content: `Call us at ${site.phone}. More: /contact` });
    await grade({
      ...phoneItem,
      question: 'and your email?',
      before: ['what is your phone number'],
    });
    expect(model.requests).toHaveLength(2);
    const second = model.requests[1]!.body.messages;
    expect(second.slice(-3)).toEqual([
      { role: 'user', content: 'what is your phone number' },
      { role: 'assistant', content: expect.stringContaining(site.phone) },
      { role: 'user', content: 'and your email?' },
    ]);
  });

  it('a failed call or a refused reply is graded on the offline fallback, and says so', async () => {
    model.behave({ kind: 'status', status: 500 });
    const failed = await grade(phoneItem);
    expect(failed.source).toBe('offline');
    expect(failed.answer).toContain(site.phone);
    model.behave({ kind: 'reply', content: `My reference is ${PROMPT_CANARY}` });
    const refused = await grade(phoneItem);
    expect(refused.source).toBe('offline');
    expect(refused.answer).not.toContain(PROMPT_CANARY);
  });
});
