import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isSchemaMissing } from '../../../db/schemaStatus.ts';
import { ContentPathError } from '../content/contentPaths.ts';
import { StaleFileError } from '../content/contentStore.ts';
import { GitHostBusyError } from '../content/gitHostBusy.ts';
import { describeError } from '../errorDescription.ts';
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
  c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404);

/** The one place errors become answers: known ones keep their status; anything else is a logged 500. */
export const errorHandler: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException) {
    const res = error.getResponse();
    if (res.headers.get('Content-Type')?.includes('application/json')) return res;
    return c.json({ message: error.message || res.statusText || 'Request failed' }, error.status);
  }
  // The content stores' refusals, whichever route met them.
  if (error instanceof ContentPathError) return c.json({ message: error.message }, 400);
  if (error instanceof StaleFileError) {
    return c.json(
      {
        message: `${error.path} was changed by someone else since you opened it. Your text is kept: copy it, reload, and apply it again.`,
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
    return c.json({ message: 'The request was cut off before it arrived in full.' }, 400);
  }
  if (isSchemaMissing(error)) {
    // The deploy did not migrate this database: not the visitor's fault and not a crash to hide.
    log.error('schema_missing', {
      method: c.req.method,
      path: c.req.path,
      ...describeError(error),
    });
    return c.json(
      {
        message:
          'The service is not ready: its database has not been set up (migrations not applied). Please try again later.',
      },
      503,
    );
  }
  log.error('unhandled_error', { method: c.req.method, path: c.req.path, ...describeError(error) });
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
};
