import { useEffect, type RefObject } from 'react';

/** Room left between the sticky header and a focused field, for the 3 px focus ring and its gap. */
const RING_ROOM = 12;

/**
 * Keeps the focused field clear of the sticky admin header (WCAG 2.4.12, review 2 m8).
 *
 * `scroll-padding-top` (global.css) keeps buttons and links clear when Tab or Shift+Tab scrolls
 * them into view. A text field is different: the browser scrolls only its caret line into view,
 * so a textarea reached with Shift+Tab from below stopped with a third to a half of it under the
 * header. After the browser's own scroll, this scrolls the page on by what is still covered,
 * when the whole field fits below the header (a taller one keeps the caret line, which shows).
 * Fields in dialogs scroll inside the dialog and are left alone.
 */
export function useKeepFocusClearOfHeader(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    function onFocusIn(event: FocusEvent) {
      const field = event.target;
      if (!(field instanceof HTMLElement) || field.closest('[role="dialog"]')) return;
      requestAnimationFrame(() => {
        const bar = header.current;
        if (!bar || bar.contains(field) || document.activeElement !== field) return;
        // At a short viewport (200 % zoom) the header scrolls away with the page: nothing covers.
        if (!/sticky|fixed/.test(getComputedStyle(bar).position)) return;
        const clear = bar.getBoundingClientRect().bottom + RING_ROOM;
        const rect = field.getBoundingClientRect();
        if (rect.top >= clear || rect.height > window.innerHeight - clear) return;
        window.scrollBy({ top: rect.top - clear, behavior: 'instant' });
      });
    }
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [header]);
}
