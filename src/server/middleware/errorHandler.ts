import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isSchemaMissing } from '../../../db/schemaStatus.ts';
import { describeError } from '../errorDescription.ts';
import { log } from '../log.ts';

export const notFoundHandler: NotFoundHandler = (c) =>
  c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404);

/** The one place errors become answers: known ones keep their status; anything else is a logged 500. */
export const errorHandler: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException) {
    const res = error.getResponse();
    if (res.headers.get('Content-Type')?.includes('application/json')) return res;
    return c.json({ message: error.message || res.statusText || 'Request failed' }, error.status);
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
