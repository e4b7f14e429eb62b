import { ApiError } from '../../../lib/apiRequest.ts';
import { API_FIELD_ERROR } from './localizedMessage.ts';

/**
 * Shows the API's per-field reasons (a 400 naming fields) next to the fields this form has,
 * focusing the first. Each keeps its code as the error's type (`api:<code>`), so the form shows it
 * in its own language (fieldErrorText); the English sentence rides along for English pages. The
 * admin's applyFieldErrors does the same (docs/design.md, "Byte budgets").
 */
export function showServerFieldErrors<Field extends string>(
  error: unknown,
  formFields: ReadonlySet<string>,
  setError: (
    field: Field,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void,
) {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!formFields.has(field)) continue;
    const code = error.fieldCodes?.[field] ?? 'invalid';
    setError(field as Field, { type: `${API_FIELD_ERROR}${code}`, message }, { shouldFocus: true });
  }
}
