import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../../db/schema.ts';
import { firmWallToInstant } from '../../lib/booking/slots.ts';
import { createApp } from '../app.ts';
import { TURNSTILE_FAILED_MESSAGE } from '../spam/humanCheck.ts';
import type { TurnstileCheck } from '../spam/turnstile.ts';
import { createHost, daysAhead, holdPayload, emptyBookingTables } from '../testing/booking.ts';
import { createTestApp, TEST_SITE_URL, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * Holds pass the contact form's Turnstile check: with a secret set, the booking form's token is
 * verified (here by a loopback verifier standing in for Cloudflare) and a hold without one is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => emptyBookingTables(t.handle.db));

const start = (hour: number) => new Date(firmWallToInstant(daysAhead(3), hour * 60)).toISOString();

describe(`booking holds with Turnstile on (${testBackend()})`, () => {
  const calls: TurnstileCheck[] = [];
  const app = () =>
    createApp({
      db: t.handle.db,
      driver: t.handle.driver,
      config: { ...t.config, turnstileSecretKey: 'secret-key' },
      verifyTurnstile: async (check) => {
        calls.push(check);
        return check.token === 'token-ok';
      },
    });
  const post = (json: unknown, ip: string) =>
    app().request(
      '/api/booking/holds',
      {
        method: 'POST',
        body: JSON.stringify(json),
        headers: { Origin: TEST_SITE_URL, 'Content-Type': 'application/json' },
      },
      { ip },
    );

  beforeEach(() => {
    calls.length = 0;
  });

  it('a hold with a valid token is 201, checked with the secret and the client IP', async () => {
    await createHost(t.handle.db);
    const res = await post(holdPayload(start(10), { turnstileToken: 'token-ok' }), '192.0.2.21');
    expect(res.status).toBe(201);
    expect(calls).toEqual([{ secret: 'secret-key', token: 'token-ok', ip: '192.0.2.21' }]);
    expect(await t.handle.db.select().from(bookings)).toHaveLength(1);
  });

  it('without a token, or with a refused one, the hold is 400 and nothing is held', async () => {
    await createHost(t.handle.db);
    const missing = await post(holdPayload(start(10)), '192.0.2.22');
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(TURNSTILE_FAILED_MESSAGE);
    expect(calls).toHaveLength(0);
    const refused = await post(holdPayload(start(11), { turnstileToken: 'bad' }), '192.0.2.23');
    expect(refused.status).toBe(400);
    expect(calls).toHaveLength(1);
    expect(await t.handle.db.select().from(bookings)).toHaveLength(0);
    expect(await t.handle.db.select().from(emailOutbox)).toHaveLength(0);
  });
});
