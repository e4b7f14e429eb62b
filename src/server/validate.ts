import { zValidator } from '@hono/zod-validator';
import { config as zodConfig, type $ZodType } from 'zod/v4/core';
import english from 'zod/v4/locales/en.js';
import { forbiddenCharacter } from '../lib/schemas/controlCharacters.ts';
import { apiError } from './errors.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './jsonDepth.ts';

// zod/mini schemas carry no locale; the API always answers with zod's English messages.
zodConfig(english());

/** zod issues → `{ field: first message }`; problems with the body as a whole go under `body`. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
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
        throw apiError(400, `${VALIDATION_FAILED_MESSAGE} ${found.field}: ${found.message}`, {
          [found.field]: found.message,
        });
      }
    } else {
      const fields = fieldErrors(result.error.issues);
      const detail = Object.entries(fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ');
      throw apiError(400, `${VALIDATION_FAILED_MESSAGE} ${detail}`, fields);
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
    const fields = fieldErrors(result.error.issues);
    const detail = Object.values(fields).join('; ');
    throw apiError(400, detail, fields);
  });
}
