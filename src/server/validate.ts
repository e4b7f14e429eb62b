import { zValidator } from '@hono/zod-validator';
import { config as zodConfig, type $ZodType } from 'zod/v4/core';
import english from 'zod/v4/locales/en.js';
import { apiError } from './errors.ts';

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
  return zValidator('json', schema, (result) => {
    if (!result.success) {
      const fields = fieldErrors(result.error.issues);
      const detail = Object.entries(fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ');
      throw apiError(400, `${VALIDATION_FAILED_MESSAGE} ${detail}`, fields);
    }
  });
}

/** Route params such as ids: a malformed uuid is simply "not found", never a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
