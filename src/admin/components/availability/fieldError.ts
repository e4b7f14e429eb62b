import { ApiError } from '../../../lib/apiRequest.ts';

/**
 * The server's message for a field whose path ends in `name` (`day`, or `timeOff.2.end` for
 * `end`), so a 400 or 409 shows under the input it is about.
 */
export function serverFieldError(error: unknown, name: string): string | undefined {
  if (!(error instanceof ApiError) || !error.fields) return undefined;
  const key = Object.keys(error.fields).find((k) => k === name || k.endsWith(`.${name}`));
  return key ? error.fields[key] : undefined;
}
