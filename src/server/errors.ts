import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { codeForStatus, type ApiErrorCode, type FieldErrorCode } from '../lib/apiErrorCodes.ts';

/**
 * Body of every error answer: a sentence for staff and API clients (English), a stable `code` the
 * public pages translate (src/lib/apiErrorCodes.ts), and for forms per-field reasons, each with
 * its own code.
 */
export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, FieldErrorCode>;
}

export interface ApiErrorCodes {
  /** Defaults to the status's generic code (404 → not_found). */
  code?: ApiErrorCode;
  fieldCodes?: Record<string, FieldErrorCode>;
}

/** The JSON error answer itself, for the places that answer without throwing. */
export function errorBody(
  status: number,
  message: string,
  fields?: Record<string, string>,
  codes: ApiErrorCodes = {},
): ApiErrorBody {
  const body: ApiErrorBody = { message, code: codes.code ?? codeForStatus(status) };
  if (fields) body.fields = fields;
  if (codes.fieldCodes) body.fieldCodes = codes.fieldCodes;
  return body;
}

/** Throw from any handler; `app.onError` turns it into `{ message, code, fields }` JSON. */
export function apiError(
  status: ContentfulStatusCode,
  message: string,
  fields?: Record<string, string>,
  codes?: ApiErrorCodes,
): HTTPException {
  return new HTTPException(status, {
    message,
    res: new Response(JSON.stringify(errorBody(status, message, fields, codes)), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    }),
  });
}
