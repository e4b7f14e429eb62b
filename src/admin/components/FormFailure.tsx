import { ApiError, errorMessage } from '../../lib/apiRequest.ts';

interface Props {
  /** The form's failed request (a mutation's `error`); nothing shows while there is none. */
  error: unknown;
  /** The sentence when the server gave none (the toast's fallback). */
  fallback: string;
}

/**
 * Why the form's request failed, written on the form itself, above or below its buttons. The toast
 * in the corner says it too, but it is gone after 5 s and far from the form at 200 % zoom; this
 * stays until the next attempt. It is not a live region: the toast already announces the sentence,
 * and hearing it twice is noise. A failure that names fields shows under those fields instead.
 */
export function FormFailure({ error, fallback }: Props) {
  if (!error) return null;
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
    return null;
  }
  return (
    <p className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-danger">
      {errorMessage(error, fallback)}
    </p>
  );
}
