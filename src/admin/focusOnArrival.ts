import { useEffect, type RefObject } from 'react';

/**
 * After a client-side route change the browser leaves focus on <body> (or on a control that is gone),
 * so a keyboard or screen-reader user starts again from nowhere. A page that someone arrived at by
 * acting (sign in → dashboard, first admin → sign in, a link) takes focus on its main area, as a page
 * load puts them at the start of a new page. The first screen of a fresh load is left alone, even
 * when a route redirects before anyone has touched it (/admin → /admin/dashboard).
 */
let visitorHasActed = false;
if (typeof document !== 'undefined') {
  for (const type of ['keydown', 'pointerdown'] as const) {
    document.addEventListener(type, () => (visitorHasActed = true), { capture: true, once: true });
  }
}

/** Focuses `target` (a `tabIndex={-1}` landmark) whenever `page` changes, once the visitor has acted. */
export function useFocusOnArrival(target: RefObject<HTMLElement | null>, page: string) {
  useEffect(() => {
    if (visitorHasActed) target.current?.focus();
  }, [target, page]);
}
