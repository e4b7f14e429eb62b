import { ApiError } from '../../../lib/apiRequest.ts';
import type { ConsultationText } from '../consultationText.ts';

type FormText = Pick<ConsultationText, 'messages' | 'failedFallback' | 'errors'>;

/** react-hook-form `type` of an error the API gave a field: `api:<field code>`. */
export const API_FIELD_ERROR = 'api:';

/**
 * A message of the shared schema (checked in the browser) in the form's language. English shows it
 * as written; any other language shows the localized fallback for a message it has no entry for,
 * never the English.
 */
export function localizedMessage(text: FormText, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return text.messages[message] ?? (text.errors.showServerMessage ? message : text.failedFallback);
}

/**
 * An answer that is not ours (a proxy's or the platform's page) carries no code: its status says
 * what happened. A few lines here rather than codeForStatus (src/lib/apiErrorCodes.ts), which
 * would add a chunk to the page (docs/design.md, "Byte budgets").
 */
function codeOfStatus(status: number): string | undefined {
  if (status === 408) return 'request_timeout';
  if (status === 413) return 'body_too_large';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'internal_error' : undefined;
}

const capitalized = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

/** The API's reason for one field (`code`), in the form's language and naming the field. */
export function fieldCodeText(
  text: FormText,
  field: string,
  code: string,
  serverMessage?: string,
): string {
  const { errors } = text;
  if (errors.showServerMessage) return serverMessage ?? text.failedFallback;
  const own = errors.fieldTexts[`${field}.${code}`];
  if (own) return own;
  const template = errors.fieldCodes[code as keyof typeof errors.fieldCodes];
  const name = errors.fieldNames[field];
  if (!template || (template.includes('{field}') && !name)) {
    return errors.codes.validation_failed ?? text.failedFallback;
  }
  return capitalized(template.replace('{field}', name ?? ''));
}

/** A field's error as react-hook-form holds it: from the schema, or from the API (by code). */
export function fieldErrorText(
  text: FormText,
  field: string,
  error: { type?: unknown; message?: string } | undefined,
): string | undefined {
  if (!error) return undefined;
  if (typeof error.type === 'string' && error.type.startsWith(API_FIELD_ERROR)) {
    return fieldCodeText(text, field, error.type.slice(API_FIELD_ERROR.length), error.message);
  }
  return localizedMessage(text, error.message);
}

/**
 * What the toast or status line says when a request failed: English pages give the API's own
 * sentence; other languages translate its code (a validation failure names the first field), and
 * an answer with no code we know (a proxy's 408 page, a new code) gives the localized fallback.
 */
export function serverErrorText(text: FormText, error: unknown): string {
  if (!(error instanceof ApiError)) return text.failedFallback;
  if (text.errors.showServerMessage) return error.serverMessage ?? text.failedFallback;
  const code = error.code ?? codeOfStatus(error.status) ?? '';
  const firstField = error.fieldCodes && Object.entries(error.fieldCodes)[0];
  if (code === 'validation_failed' && firstField) {
    return fieldCodeText(text, firstField[0], firstField[1]);
  }
  return text.errors.codes[code as keyof typeof text.errors.codes] ?? text.failedFallback;
}
