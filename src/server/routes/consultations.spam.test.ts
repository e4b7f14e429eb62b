import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leads, emailOutbox } from '../../../db/schema.ts';
import { createApp } from '../app.ts';
import { postConsultation, validConsultation } from '../testing/consultationFixtures.ts';
import { createTestApp, TEST_SITE_URL, testBackend, type TestApp } from '../testing/testApp.ts';
import type { TurnstileCheck } from '../spam/turnstile.ts';
import {
  CONSULTATION_RATE_LIMIT,
  consultationRateLimitMessage,
  MIN_FILL_TIME_MS,
  TOO_FAST_MESSAGE,
  TURNSTILE_FAILED_MESSAGE,
} from './consultations.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_NOTIFY_EMAIL: 'staff@example.com' });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.handle.db.delete(emailOutbox);
  await t.handle.db.delete(leads);
});

const leadCount = async () => (await t.handle.db.select().from(leads)).length;
const mailCount = async () => (await t.handle.db.select().from(emailOutbox)).length;

describe(`consultation spam defences (${testBackend()})`, () => {
  it('honeypot filled: answers 201 like a real request, but stores no lead and queues no mail', async () => {
    const res = await postConsultation(
      t,
      validConsultation({ website: 'http://cheap-pills.example' }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(await leadCount()).toBe(0);
    expect(await mailCount()).toBe(0);
  });

  it('honeypot empty: the request is stored as usual', async () => {
    expect((await postConsultation(t, validConsultation({ website: '' }))).status).toBe(201);
    expect(await leadCount()).toBe(1);
  });

  it.each([
    ['under the minimum fill time', { elapsedMs: MIN_FILL_TIME_MS - 1 }],
    ['instantly', { elapsedMs: 0 }],
  ])('submitted %s: a readable 400 and nothing stored', async (_, overrides) => {
    const res = await postConsultation(t, validConsultation(overrides));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(TOO_FAST_MESSAGE);
    expect(await leadCount()).toBe(0);
  });

  it('without any fill time (a script posting directly): 400, nothing stored', async () => {
    const body = validConsultation();
    delete body.elapsedMs;
    const res = await postConsultation(t, body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(TOO_FAST_MESSAGE);
    expect(await leadCount()).toBe(0);
  });

  it('exactly the minimum fill time is accepted', async () => {
    const res = await postConsultation(t, validConsultation({ elapsedMs: MIN_FILL_TIME_MS }));
    expect(res.status).toBe(201);
    expect(await leadCount()).toBe(1);
  });

  it(`allows ${CONSULTATION_RATE_LIMIT.limit} requests per IP in 10 minutes, then 429 with a readable message`, async () => {
    const ip = '203.0.113.50';
    const statuses = [];
    for (let i = 0; i < CONSULTATION_RATE_LIMIT.limit + 2; i++) {
      const res = await postConsultation(t, validConsultation({ email: `r${i}@example.com` }), ip);
      statuses.push(res.status);
      if (res.status === 429) {
        const body = await res.json();
        expect(body).toEqual({
          message: consultationRateLimitMessage(shippedFacts),
          code: 'consultation_rate_limited',
        });
        expect(body.message).not.toMatch(/\d+ (more|left|remaining)/i);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await leadCount()).toBe(CONSULTATION_RATE_LIMIT.limit);
    // Another visitor is unaffected.
    expect((await postConsultation(t, validConsultation(), '203.0.113.51')).status).toBe(201);
  });

  it('counts honeypot hits too, so a bot hammering the form is slowed down all the same', async () => {
    const ip = '203.0.113.60';
    const bot = validConsultation({ website: 'spam' });
    for (let i = 0; i < CONSULTATION_RATE_LIMIT.limit; i++) {
      expect((await postConsultation(t, bot, ip)).status).toBe(201);
    }
    expect((await postConsultation(t, bot, ip)).status).toBe(429);
    expect(await leadCount()).toBe(0);
  });
});

describe(`Cloudflare Turnstile switch (${testBackend()})`, () => {
  const calls: TurnstileCheck[] = [];
  let outcome: boolean | Error = true;

  function appWithTurnstile(secret: string | undefined) {
    const app = createApp({
      db: t.handle.db,
      driver: t.handle.driver,
      config: { ...t.config, turnstileSecretKey: secret },
      verifyTurnstile: async (check) => {
        calls.push(check);
        if (outcome instanceof Error) throw outcome;
        return outcome;
      },
    });
    return (json: unknown, ip: string) =>
      app.request(
        '/api/consultations',
        {
          method: 'POST',
          body: JSON.stringify(json),
          headers: { Origin: TEST_SITE_URL, 'Content-Type': 'application/json' },
        },
        { ip },
      );
  }

  beforeEach(() => {
    calls.length = 0;
    outcome = true;
  });

  it('is off by default: no token needed and the verifier is never called', async () => {
    const post = appWithTurnstile(undefined);
    expect((await post(validConsultation(), '192.0.2.1')).status).toBe(201);
    expect(calls).toHaveLength(0);
  });

  it('when on, a valid token passes and is checked with the secret and the client IP', async () => {
    const post = appWithTurnstile('secret-key');
    const res = await post(validConsultation({ turnstileToken: 'token-ok' }), '192.0.2.2');
    expect(res.status).toBe(201);
    expect(calls).toEqual([{ secret: 'secret-key', token: 'token-ok', ip: '192.0.2.2' }]);
    expect(await leadCount()).toBe(1);
  });

  it('when on, a missing or refused token → 400 and nothing stored', async () => {
    const post = appWithTurnstile('secret-key');
    const missing = await post(validConsultation(), '192.0.2.3');
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(TURNSTILE_FAILED_MESSAGE);
    outcome = false;
    const refused = await post(validConsultation({ turnstileToken: 'bad' }), '192.0.2.4');
    expect(refused.status).toBe(400);
    expect(await leadCount()).toBe(0);
  });

  it('when Cloudflare cannot be reached, the lead is still accepted (other defences remain)', async () => {
    const post = appWithTurnstile('secret-key');
    outcome = new Error('network down');
    const res = await post(validConsultation({ turnstileToken: 'x' }), '192.0.2.5');
    expect(res.status).toBe(201);
    expect(await leadCount()).toBe(1);
  });
});
