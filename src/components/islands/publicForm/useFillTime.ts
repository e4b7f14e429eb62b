import { useEffect, useRef } from 'react';
import { waitOutFillTime } from '../../../lib/fillTime.ts';

/**
 * The minimum fill time of the public forms (src/lib/fillTime.ts): the clock starts when the form
 * became usable (after hydration, not when the server rendered it), a submit sooner than people can
 * type waits out the rest while the button shows its pending state, and the request says how long
 * it took.
 */
export function useFillTime() {
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  return {
    waitOut: () => waitOutFillTime(shownAt.current),
    elapsedMs: () => Date.now() - shownAt.current,
    /** The form is shown again (another request): its clock starts again too. */
    restart: () => {
      shownAt.current = Date.now();
    },
  };
}
