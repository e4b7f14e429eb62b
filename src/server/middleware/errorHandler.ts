import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isSchemaMissing } from '../../../db/schemaStatus.ts';
import { ContentPathError } from '../content/contentPaths.ts';
import { StaleFileError } from '../content/contentStore.ts';
import { GitHostBusyError } from '../content/gitHostBusy.ts';
import { describeError } from '../errorDescription.ts';
import { errorBody } from '../errors.ts';
import { log } from '../log.ts';

/**
 * The client hung up before its body arrived (Node raises `Error: aborted`, ECONNRESET, while the
 * body is read). Nothing failed on our side and nobody is left to answer.
 */
function isClientAbort(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
    if (current.name === 'AbortError') return true;
    current = current.cause;
  }
  return false;
}

export const notFoundHandler: NotFoundHandler = (c) =>
  c.json(errorBody(404, `No API route for ${c.req.method} ${c.req.path}`), 404);

/** Hono's own refusals name themselves only in English prose; these get their own code. */
const MALFORMED_JSON = /^Malformed JSON/i;

/**
 * A JSON error answer built elsewhere (apiError, a route's own HTTPException) as it is, with the
 * status's generic code added if it carries none: every error answer has a code.
 */
async function withCode(res: Response): Promise<Response> {
  let body: unknown;
  try {
    body = await res.clone().json();
  } catch {
    return res;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'code' in body) return res;
  const { message, ...rest } = body as { message?: unknown };
  const coded = {
    ...errorBody(res.status, typeof message === 'string' ? message : res.statusText),
    ...rest,
  };
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(coded), { status: res.status, headers });
}

/** The one place errors become answers: known ones keep their status; anything else is a logged 500. */
export const errorHandler: ErrorHandler = async (error, c) => {
  if (error instanceof HTTPException) {
    const res = error.getResponse();
    if (res.headers.get('Content-Type')?.includes('application/json')) return withCode(res);
    const message = error.message || res.statusText || 'Request failed';
    const code =
      error.status === 400 && MALFORMED_JSON.test(message) ? 'malformed_json' : undefined;
    return c.json(errorBody(error.status, message, undefined, { code }), error.status);
  }
  // The content stores' refusals, whichever route met them.
  if (error instanceof ContentPathError) return c.json(errorBody(400, error.message), 400);
  if (error instanceof StaleFileError) {
    return c.json(
      {
        ...errorBody(
          409,
          `${error.path} was changed by someone else since you opened it. Your text is kept: copy it, reload, and apply it again.`,
        ),
        path: error.path,
      },
      409,
    );
  }
  if (error instanceof GitHostBusyError) {
    log.warn('content.github_busy_gave_up', { method: c.req.method, path: c.req.path });
    return c.json({ message: error.message }, 503, { 'Retry-After': '60' });
  }
  if (isClientAbort(error)) {
    log.info('client_aborted', { method: c.req.method, path: c.req.path });
    return c.json(
      errorBody(400, 'The request was cut off before it arrived in full.', undefined, {
        code: 'request_cut_off',
      }),
      400,
    );
  }
  if (isSchemaMissing(error)) {
    // The deploy did not migrate this database: not the visitor's fault and not a crash to hide.
    log.error('schema_missing', {
      method: c.req.method,
      path: c.req.path,
      ...describeError(error),
    });
    return c.json(
      errorBody(
        503,
        'The service is not ready: its database has not been set up (migrations not applied). Please try again later.',
      ),
      503,
    );
  }
  log.error('unhandled_error', { method: c.req.method, path: c.req.path, ...describeError(error) });
  return c.json(errorBody(500, 'Something went wrong on our side. Please try again.'), 500);
};
