import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelSitePaths } from '../../src/server/chat/labelSitePaths.ts';
import { tuningSet } from './sets/tuningSet.ts';
import { createOfflineResponder } from '../../src/server/chat/offlineResponder.ts';
import { siteKnowledge } from '../../src/server/chat/siteKnowledge.ts';
import {
  loopbackModelEnv,
  startLoopbackModelServer,
  type LoopbackModelServer,
} from '../../src/server/testing/loopbackModelServer.ts';
import { createTestApp, testBackend, type TestApp } from '../../src/server/testing/testApp.ts';

/**
 * The evaluation set through the model path, against the loopback OpenAI-compatible server (never
 * a real model): for every question the grounding prompt must carry the facts the answer needs and
 * the page to link, and a grounded canned reply must pass the reply guard unchanged.
 */
let model: LoopbackModelServer;
let t: TestApp;
const offline = createOfflineResponder(siteKnowledge);

beforeAll(async () => {
  model = await startLoopbackModelServer();
  t = await createTestApp(loopbackModelEnv(model, 5000));
});
afterAll(async () => {
  await t.close();
  await model.close();
});

const lower = (text: string) => text.toLowerCase().replace(/[–—]/g, '-').replace(/’/g, "'");

describe(`chat evaluation set through a model (${testBackend()})`, () => {
  it('grounds every question in at least the passage the offline answer states, and passes grounded replies', async () => {
    const misses: string[] = [];
    for (const [i, item] of tuningSet.entries()) {
      // A grounded reply: what the site says about the question (no price, no prompt text).
      const canned = offline.answer([{ role: 'user', content: item.question }]);
      model.requests.length = 0;
      model.behave({ kind: 'reply', content: canned });
      const res = await t.request('/api/chat', {
        method: 'POST',
        json: { messages: [{ role: 'user', content: item.question }] },
        ip: `198.51.100.${(i % 250) + 1}`,
      });
      expect(res.status).toBe(200);
      const { response } = (await res.json()) as { response: string };
      expect(model.requests, item.question).toHaveLength(1);
      // Passed through, with its page paths named (labelSitePaths).
      expect(response, item.question).toBe(labelSitePaths(canned, 'en'));
      const grounding = lower(model.requests[0]!.body.messages[1]!.content);
      // Only the facts the offline answer states: the model gets at least what it would say.
      const stated = item.facts.filter((fact) => lower(canned).includes(lower(fact)));
      const missing = stated.filter((fact) => !grounding.includes(lower(fact)));
      const pages = typeof item.url === 'string' ? [item.url] : (item.url ?? []);
      const page = (url: string) => grounding.includes(`page ${url.split('?')[0]}`);
      const linked = pages.some((url) => canned.includes(url.split('?')[0]!));
      if (linked && !pages.some(page)) missing.push(pages.join(' or '));
      if (missing.length) misses.push(`${item.question}: ${missing.join('; ')}`);
    }
    // Every fact the offline answer finds must reach the model too.
    expect(misses).toEqual([]);
  }, 120_000);
});
