import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './middleware/errorHandler.ts';
import { isUuid, validateJson } from './validate.ts';

const schema = z.strictObject({ name: z.string().min(2, 'Name must be at least 2 characters') });
const app = new Hono()
  .post('/', validateJson(schema), (c) => c.json(c.req.valid('json')))
  .onError(errorHandler);

const post = (body: string) =>
  app.request('/', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

describe('validateJson', () => {
  it('passes valid bodies through', async () => {
    const res = await post('{"name":"Ada"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada' });
  });

  it('answers 400 naming the field and the reason', async () => {
    const res = await post('{"name":"A"}');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual({ name: 'Name must be at least 2 characters' });
    expect(body.message).toContain('name: Name must be at least 2 characters');
  });

  it('rejects unknown keys, including __proto__', async () => {
    const extra = await post('{"name":"Ada","role":"admin"}');
    expect(extra.status).toBe(400);
    const proto = await post('{"name":"Ada","__proto__":{"x":1}}');
    expect(proto.status).toBe(400);
  });

  it.each(['[]', 'null', '"text"', '42'])('rejects a non-object body %s', async (body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty('body');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await post('{"name":');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBeTruthy();
  });
});

describe('isUuid', () => {
  it('accepts uuids and refuses anything else', () => {
    expect(isUuid('3f2b8a2e-6c1d-4b7a-9e0f-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('1 OR 1=1')).toBe(false);
    expect(isUuid('3f2b8a2e6c1d4b7a9e0f1a2b3c4d5e6f')).toBe(false);
  });
});
