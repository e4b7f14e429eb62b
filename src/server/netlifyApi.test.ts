import { describe, expect, it } from 'vitest';
import { createNetlifyApiHandler } from './netlifyApi.ts';

// What Netlify's runtime sets in every function; it is how the code knows it runs there.
const FUNCTION_RUNTIME = { LAMBDA_TASK_ROOT: '/var/task', NETLIFY: 'true' };
const SECRET = 'x'.repeat(40);

async function answer(env: Record<string, string>) {
  const handler = await createNetlifyApiHandler(env);
  const response = await handler(new Request('https://example.org/api/health'));
  return { status: response.status, body: (await response.json()) as { message: string } };
}

describe('the Netlify API function without its configuration', () => {
  it('answers 503 naming DATABASE_URL and the Functions scope, never falling back to PGlite', async () => {
    const { status, body } = await answer({ ...FUNCTION_RUNTIME, JWT_SECRET: SECRET });
    expect(status).toBe(503);
    expect(body.message).toMatch(/DATABASE_URL is not set.*Functions scope/);
  });

  it('answers 503 naming JWT_SECRET when only the secret is missing', async () => {
    const { status, body } = await answer({
      ...FUNCTION_RUNTIME,
      DATABASE_URL: 'postgres://user:pw@db.example.org/site',
    });
    expect(status).toBe(503);
    expect(body.message).toMatch(/JWT_SECRET/);
  });
});
