/**
 * Minimum fill time for the public forms (consultation, access request). People need longer than
 * this to type a name, an email and a few sentences; scripts do not. The forms send `elapsedMs`,
 * the time since they rendered, and the API refuses quicker (or missing) timings with a 400. A
 * person is never refused for it: a form submitted early waits out the rest (`waitOutFillTime`)
 * while showing its pending state, then sends, so only scripts posting directly meet the 400.
 */
export const MIN_FILL_TIME_MS = 3000;
export const TOO_FAST_MESSAGE =
  'That was quick! Please take a moment to check your details, then submit again.';

export function isTooFast(elapsedMs: number | undefined): boolean {
  return elapsedMs === undefined || elapsedMs < MIN_FILL_TIME_MS;
}

/** Milliseconds still to wait before a form rendered at `shownAt` may send (0 when none). */
export function remainingFillTimeMs(shownAt: number, now = Date.now()): number {
  // A little margin so rounding between the two clocks never lands just under the minimum.
  return Math.max(0, shownAt + MIN_FILL_TIME_MS + 50 - now);
}

/** Resolves once the minimum fill time since `shownAt` has passed (at once when it has). */
export function waitOutFillTime(shownAt: number): Promise<void> {
  const wait = remainingFillTimeMs(shownAt);
  return wait === 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, wait));
}
