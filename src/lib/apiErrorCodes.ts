/**
 * The stable, machine-readable codes of API errors. The English `message` beside them is for staff
 * and API clients; the public islands show the visitor a text in the page's language chosen by code
 * (src/components/islands/publicForm/localizedMessage.ts), so a reworded English message never
 * reaches a Spanish page and a new code falls back to a localized sentence, never to English.
 * Codes are part of the API: add new ones, never rename.
 */
export const API_ERROR_CODES = [
  // Request shape, checked before any route (src/server/middleware, src/server/validate.ts).
  'validation_failed',
  'malformed_json',
  'request_cut_off',
  'request_timeout',
  'body_too_large',
  'unsupported_media_type',
  'cross_site',
  // Public forms' defences (src/server/spam, the routes' rate limits).
  'too_fast',
  'turnstile_failed',
  'rate_limited',
  'consultation_rate_limited',
  'booking_rate_limited',
  'chat_rate_limited',
  // Booking (src/server/booking, src/server/routes/booking*.ts).
  'slot_taken',
  'slot_not_offered',
  'confirm_link_invalid',
  // Generic, by status, for errors that name nothing more specific.
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'internal_error',
  'service_unavailable',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Why one field was refused; a 400 `validation_failed` carries one per field in `fieldCodes`. */
export const FIELD_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'invalid_email',
  'invalid_choice',
  'invalid_format',
  'invalid_type',
  'too_small',
  'too_big',
  'unknown_field',
  'control_characters',
  'invisible_characters',
  'invalid',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** The code an error without a more specific one carries, from its HTTP status alone. */
export function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
      return 'request_timeout';
    case 409:
      return 'conflict';
    case 413:
      return 'body_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'unprocessable';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}
