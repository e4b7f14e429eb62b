import { zValidator } from '@hono/zod-validator';
import { config as zodConfig, type $ZodType } from 'zod/v4/core';
import english from 'zod/v4/locales/en.js';
import type { FieldErrorCode } from '../lib/apiErrorCodes.ts';
import { forbiddenCharacter } from '../lib/schemas/controlCharacters.ts';
import { apiError } from './errors.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './jsonDepth.ts';

// zod/mini schemas carry no locale; the API always answers with zod's English messages.
zodConfig(english());

/** The parts of a zod issue that say why a field was refused. */
export interface ValidationIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
  format?: string;
  origin?: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * A zod issue as a stable field code: the public pages translate these, so they must not change
 * when zod or a schema's English message does. Lengths of text are too_short / too_long; sizes of
 * numbers, dates and lists too_small / too_big.
 */
export function fieldErrorCode(issue: ValidationIssue): FieldErrorCode {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'required';
      return issue.origin === 'string' ? 'too_short' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      // A schema that checks an email's shape with a regex (no line breaks) says so in its message.
      return issue.format === 'email' || /email/i.test(issue.message)
        ? 'invalid_email'
        : 'invalid_format';
    case 'invalid_value':
    case 'invalid_union':
      return 'invalid_choice';
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid_type';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
}

const fieldKey = (issue: { path: PropertyKey[] }) =>
  issue.path.length ? issue.path.map(String).join('.') : 'body';

/** zod issues → `{ field: first message }`; problems with the body as a whole go under `body`. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldKey(issue)] ??= issue.message;
  return fields;
}

/** zod issues → `{ field: code of its first issue }`, the same keys as fieldErrors. */
export function fieldErrorCodes(issues: readonly ValidationIssue[]) {
  const codes: Record<string, FieldErrorCode> = {};
  for (const issue of issues) codes[fieldKey(issue)] ??= fieldErrorCode(issue);
  return codes;
}

export const VALIDATION_FAILED_MESSAGE = 'Some fields are missing or invalid.';

/**
 * Validates the JSON body against a shared schema; on failure a 400 names each field and why.
 * Malformed JSON is a 400 too (Hono's own check), shaped by app.onError. Takes classic zod and
 * zod/mini schemas alike (mini keeps schemas that ship to browsers small).
 */
export function validateJson<T extends $ZodType>(schema: T) {
  const validator = zValidator('json', schema, (result) => {
    if (result.success) {
      const found = forbiddenCharacter(result.data);
      if (found) {
        throw apiError(
          400,
          `${VALIDATION_FAILED_MESSAGE} ${found.field}: ${found.message}`,
          { [found.field]: found.message },
          { code: 'validation_failed', fieldCodes: { [found.field]: found.code } },
        );
      }
    } else {
      const issues = result.error.issues as readonly ValidationIssue[];
      const fields = fieldErrors(issues);
      const detail = Object.entries(fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ');
      throw apiError(400, `${VALIDATION_FAILED_MESSAGE} ${detail}`, fields, {
        code: 'validation_failed',
        fieldCodes: fieldErrorCodes(issues),
      });
    }
  });
  // Before zod and before any walk of the parsed value (the control-character check, the content
  // writers): a body nested thousands deep is refused by reading its text once.
  const guarded: typeof validator = async (c, next) => {
    if (jsonDepthExceeds(await c.req.text())) {
      throw apiError(400, JSON_TOO_DEEP_MESSAGE, { body: JSON_TOO_DEEP_MESSAGE });
    }
    return validator(c, next);
  };
  return guarded;
}

export const JSON_TOO_DEEP_MESSAGE = `body: nested more than ${MAX_JSON_DEPTH} levels deep; no form sends that`;

/** Route params such as ids: a malformed uuid is simply "not found", never a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A `:id` route param as the one canonical (lower-case) uuid, or a 404 with `notFound`. Postgres
 * compares uuids case-insensitively but JavaScript compares strings exactly: `id === actor.id` on a
 * raw `/users/<OWN ID IN UPPER CASE>` let an admin delete themself.
 */
export function uuidParam(raw: string, notFound: string): string {
  if (!isUuid(raw)) throw apiError(404, notFound);
  return raw.toLowerCase();
}

/** Like validateJson, for query parameters (page sizes, cursors); a failure is a 400 naming each. */
export function validateQuery<T extends $ZodType>(schema: T) {
  return zValidator('query', schema, (result) => {
    if (result.success) return;
    const issues = result.error.issues as readonly ValidationIssue[];
    const fields = fieldErrors(issues);
    const detail = Object.values(fields).join('; ');
    throw apiError(400, detail, fields, {
      code: 'validation_failed',
      fieldCodes: fieldErrorCodes(issues),
    });
  });
}
