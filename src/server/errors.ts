import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Body of every error answer: a sentence for people, and per-field reasons for forms. */
export interface ApiErrorBody {
  message: string;
  fields?: Record<string, string>;
}

/** Throw from any handler; `app.onError` turns it into `{ message, fields }` JSON. */
export function apiError(
  status: ContentfulStatusCode,
  message: string,
  fields?: Record<string, string>,
): HTTPException {
  const body: ApiErrorBody = fields ? { message, fields } : { message };
  return new HTTPException(status, {
    message,
    res: new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    }),
  });
}
