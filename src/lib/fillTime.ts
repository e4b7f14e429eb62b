/**
 * Minimum fill time for the public forms (consultation, access request). People need longer than
 * this to type a name, an email and a few sentences; scripts do not. The forms send `elapsedMs`,
 * the time since they rendered; the API refuses quicker (or missing) timings with a readable 400 so
 * a fast human (autofill, paste) simply submits again.
 */
export const MIN_FILL_TIME_MS = 3000;
export const TOO_FAST_MESSAGE =
  'That was quick! Please take a moment to check your details, then submit again.';

export function isTooFast(elapsedMs: number | undefined): boolean {
  return elapsedMs === undefined || elapsedMs < MIN_FILL_TIME_MS;
}
