import { ApiError } from '../../../lib/apiRequest';

/**
 * Shows the API's per-field messages (a 400 naming fields) next to the fields this form has,
 * focusing the first. The admin's applyFieldErrors does the same, but its bytes would tip /contact
 * over its 90 KB budget (e2e/contact-form.spec.ts).
 */
export function showServerFieldErrors<Field extends string>(
  error: unknown,
  formFields: ReadonlySet<string>,
  setError: (field: Field, error: { message: string }, options: { shouldFocus: boolean }) => void,
) {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (formFields.has(field)) setError(field as Field, { message }, { shouldFocus: true });
  }
}
