import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationText } from '../components/islands/consultationText.ts';
import {
  fieldCodeText,
  serverErrorText,
} from '../components/islands/publicForm/localizedMessage.ts';
import { API_ERROR_CODES, FIELD_ERROR_CODES } from '../lib/apiErrorCodes.ts';
import { ApiError } from '../lib/apiRequest.ts';
import { CONSULTATION_LIMITS } from '../lib/schemas/consultation.ts';
import { errorHandler } from './middleware/errorHandler.ts';
import { daysAhead, holdPayload } from './testing/booking.ts';
import { createTestApp, testBackend, type TestApp } from './testing/testApp.ts';

/**
 * Every refusal the public routes (contact form, booking form, chat) can answer carries a stable
 * code, and a Spanish page turns each into Spanish: the answer's English sentence never reaches it.
 */
const es = consultationText.es;

/** Words of the server's English that must never be shown on a Spanish page. */
const ENGLISH = /\b(the|please|request|refused|contains|must|try|again|field|you|our|side)\b/i;

let t: TestApp;
let broken: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A database that has gone away: the next query throws, which only app.onError can answer (500).
  broken = await createTestApp();
  await broken.close();
});
afterAll(async () => t.close());

const validConsultation = {
  name: 'Ana Torres',
  email: 'ana@example.com',
  phone: '',
  company: '',
  serviceType: 'Marketing',
  isSocialEquityApplicant: false,
  message: 'Necesitamos ayuda con la marca de nuestra tienda.',
  website: '',
  elapsedMs: 12_000,
  locale: 'es',
};

const post = (app: TestApp, path: string, json: unknown, init: Record<string, unknown> = {}) =>
  app.request(path, { method: 'POST', json, ...init });

/** The island's reading of an answer: what ApiError holds after throwIfNotOk. */
async function asApiError(res: Response): Promise<ApiError> {
  const text = await res.text();
  const body = JSON.parse(text) as Record<string, never>;
  return new ApiError(res.status, text, body.message, body.fields, {
    code: body.code,
    fieldCodes: body.fieldCodes,
  });
}

/** What the Spanish page shows for an answer: the toast/status line and each field's message. */
async function spanishTexts(res: Response) {
  const error = await asApiError(res);
  const fields = Object.entries(error.fieldCodes ?? {}).map(([field, code]) => ({
    field,
    code,
    text: fieldCodeText(es, field, code, error.fields?.[field]),
  }));
  return { error, toast: serverErrorText(es, error), fields };
}

function expectSpanish(text: string, english: string | undefined, what: string) {
  expect(text, what).not.toBe(english);
  expect(text, what).not.toMatch(ENGLISH);
  expect(text, what).not.toBe(es.failedFallback);
}

describe(`public API errors carry codes a Spanish page shows in Spanish (${testBackend()})`, () => {
  const tooLong = (field: keyof typeof CONSULTATION_LIMITS) =>
    'x'.repeat(CONSULTATION_LIMITS[field] + 1);

  it.each([
    ['name too short', { name: 'A' }, 'name', 'too_short'],
    ['name too long', { name: tooLong('name') }, 'name', 'too_long'],
    ['email invalid', { email: 'nope' }, 'email', 'invalid_email'],
    [
      'email with a line break',
      { email: 'ana@example.com\r\nBcc: x@y.z' },
      'email',
      'invalid_email',
    ],
    ['phone too long', { phone: tooLong('phone') }, 'phone', 'too_long'],
    ['company too long', { company: tooLong('company') }, 'company', 'too_long'],
    ['service not listed', { serviceType: 'Pottery' }, 'serviceType', 'invalid_choice'],
    ['message too short', { message: 'hi' }, 'message', 'too_short'],
    ['message too long', { message: tooLong('message') }, 'message', 'too_long'],
    ['zero-width space in the name', { name: 'Ana\u200bTorres' }, 'name', 'invisible_characters'],
    [
      'right-to-left override in the company',
      { company: 'Acme\u202e' },
      'company',
      'invisible_characters',
    ],
    ['control character in the name', { name: 'Ana\u0007Torres' }, 'name', 'control_characters'],
    [
      'control character in the message',
      { message: `Hola\u0000 ${'x'.repeat(30)}` },
      'message',
      'control_characters',
    ],
  ])('contact form, %s', async (_what, change, field, fieldCode) => {
    const res = await post(t, '/api/consultations', { ...validConsultation, ...change });
    expect(res.status).toBe(400);
    const { error, toast, fields } = await spanishTexts(res);
    expect(error.code).toBe('validation_failed');
    expect(error.fieldCodes).toEqual({ [field]: fieldCode });
    expectSpanish(toast, error.serverMessage, 'toast');
    for (const shown of fields) expectSpanish(shown.text, error.fields?.[shown.field], shown.field);
  });

  it('contact form: the zero-width space names the field in Spanish', async () => {
    const res = await post(t, '/api/consultations', { ...validConsultation, name: 'Ana\u200b' });
    const { toast, fields } = await spanishTexts(res);
    expect(toast).toMatch(/^El nombre contiene un carácter invisible/);
    expect(fields[0]!.text).toBe(toast);
  });

  it('booking form: each field, the time zone and the time', async () => {
    const start = `${daysAhead(3)}T14:00:00.000Z`;
    const res = await post(t, '/api/booking/holds', {
      ...holdPayload(start),
      name: 'A\u200b',
      email: 'nope',
      timeZone: 'Mars/Olympus',
      start: 'someday',
    });
    expect(res.status).toBe(400);
    const { error, toast, fields } = await spanishTexts(res);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fieldCodes ?? {}).length).toBeGreaterThanOrEqual(3);
    expectSpanish(toast, error.serverMessage, 'toast');
    for (const shown of fields) expectSpanish(shown.text, error.fields?.[shown.field], shown.field);
  });

  it.each([
    ['contact form', '/api/consultations', () => validConsultation, 5, 'consultation_rate_limited'],
    [
      'booking form',
      '/api/booking/holds',
      () => holdPayload(`${daysAhead(3)}T14:00:00.000Z`, { locale: 'es' }),
      5,
      'booking_rate_limited',
    ],
    [
      'chat',
      '/api/chat',
      () => ({ messages: [{ role: 'user', content: '¿Qué hacen?' }], locale: 'es' }),
      10,
      'chat_rate_limited',
    ],
  ])('429 on the %s', async (_what, path, body, limit, code) => {
    const ip = `198.51.100.${limit + path.length}`;
    let res: Response | undefined;
    for (let i = 0; i <= limit; i++) res = await post(t, path, body(), { ip });
    expect(res!.status).toBe(429);
    const { error, toast } = await spanishTexts(res!);
    expect(error.code).toBe(code);
    expectSpanish(toast, error.serverMessage, '429');
  });

  it('403 for a request from another site', async () => {
    const res = await post(t, '/api/consultations', validConsultation, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    const { error, toast } = await spanishTexts(res);
    expect(error.code).toBe('cross_site');
    expectSpanish(toast, error.serverMessage, '403');
  });

  it('413 for a body over the limit', async () => {
    const res = await post(t, '/api/consultations', {
      ...validConsultation,
      message: 'x'.repeat(70 * 1024),
    });
    expect(res.status).toBe(413);
    const { error, toast } = await spanishTexts(res);
    expect(error.code).toBe('body_too_large');
    expectSpanish(toast, error.serverMessage, '413');
  });

  it('400 for a body that is not JSON', async () => {
    const res = await t.request('/api/consultations', {
      method: 'POST',
      body: '{"name":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    const { error, toast } = await spanishTexts(res);
    expect(error.code).toBe('malformed_json');
    expectSpanish(toast, error.serverMessage, 'malformed');
  });

  it('400 for a body cut off on its way (the client hung up)', async () => {
    const app = new Hono()
      .post('/', () => {
        throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
      })
      .onError(errorHandler);
    const res = await app.request('/', { method: 'POST' });
    expect(res.status).toBe(400);
    const { error, toast } = await spanishTexts(res);
    expect(error.code).toBe('request_cut_off');
    expectSpanish(toast, error.serverMessage, 'cut off');
  });

  it('408 from a proxy, with no body of ours: the status decides', () => {
    const error = new ApiError(408, '<html>Request Timeout</html>');
    expectSpanish(serverErrorText(es, error), undefined, '408');
  });

  it('500 when the database has gone away', async () => {
    const res = await post(broken, '/api/consultations', validConsultation);
    expect(res.status).toBe(500);
    const { error, toast } = await spanishTexts(res);
    expect(error.code).toBe('internal_error');
    expectSpanish(toast, error.serverMessage, '500');
  });

  it('a code it does not know gives the Spanish fallback, never the English', () => {
    const error = new ApiError(400, '{}', 'Something brand new went wrong.', undefined, {
      code: 'brand_new',
    });
    expect(serverErrorText(es, error)).toBe(es.failedFallback);
    expect(fieldCodeText(es, 'name', 'brand_new', 'name is brand new')).not.toMatch(ENGLISH);
  });

  it('English pages keep the API’s own sentence', async () => {
    const res = await post(t, '/api/consultations', { ...validConsultation, name: 'A' });
    const error = await asApiError(res);
    expect(serverErrorText(consultationText.en, error)).toBe(error.serverMessage);
  });
});

describe('the Spanish error texts', () => {
  it('have an entry for every code, with no English', () => {
    for (const code of API_ERROR_CODES) {
      const text = es.errors.codes[code];
      expect(text, code).toBeTruthy();
      expect(text, code).not.toMatch(ENGLISH);
    }
    for (const code of FIELD_ERROR_CODES) {
      expect(es.errors.fieldCodes[code], code).toBeTruthy();
      // Each with every field the public forms have, named in Spanish.
      for (const field of Object.keys(es.errors.fieldNames)) {
        const text = fieldCodeText(es, field, code, `${field} is wrong`);
        expect(text, `${field}.${code}`).not.toMatch(ENGLISH);
        expect(text, `${field}.${code}`).not.toContain('{field}');
        expect(text, `${field}.${code}`).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      }
    }
  });
});
