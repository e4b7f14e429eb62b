import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../apiRequest';

interface Options {
  /** The fields that show their own error; by default every field the form holds. */
  fields?: ReadonlySet<string>;
  /** Move focus to the field (the first one set wins), as the public form does. */
  shouldFocus?: boolean;
}

/**
 * Puts the API's per-field messages (a 400's `fields`) under the form's own inputs. Only fields
 * the form has are set; anything else stays for the toast. Returns whether any field was set.
 */
export function applyFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, never>, 'setError' | 'getValues'>,
  error: unknown,
  { fields, shouldFocus = false }: Options = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const known = fields ?? new Set(Object.keys(form.getValues()));
  let applied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!known.has(field) || !message) continue;
    form.setError(field as FieldPath<Values>, { message }, { shouldFocus });
    applied = true;
  }
  return applied;
}
