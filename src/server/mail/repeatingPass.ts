import { log } from '../log.ts';

/**
 * Runs `pass` now and then every `intervalMs` on the local server (Netlify schedules the same work
 * as functions). Passes never overlap: a tick while one runs is skipped. A failed pass is logged
 * as `failureEvent` and the next tick tries again. The timer does not keep the process alive; the
 * returned stop waits for a running pass to finish.
 */
export function startRepeatingPass(
  pass: () => Promise<unknown>,
  intervalMs: number,
  failureEvent: string,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => log.error(failureEvent, { error: String(error) }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
