import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/apiRequest.ts';

/**
 * Puts the API's per-field messages (a 400's `fields`) under the form's own inputs. Only fields
 * the form has are set, and the first of them takes the focus; anything else stays for the toast.
 * Returns whether any field was set.
 */
export function applyFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, never>, 'setError' | 'getValues'>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const known = Object.keys(form.getValues());
  let applied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!known.includes(field) || !message) continue;
    // Focus goes to the first field the server refused, as it does for the form's own checks
    // (a disabled-while-saving button had left it on <body>).
    form.setError(field as FieldPath<Values>, { message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
