import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/** Below Tailwind's `sm` breakpoint the panel covers the whole screen (ChatPanel's classes). */
const FULL_SCREEN = '(width < 40rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(FULL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const fullScreen = () => window.matchMedia(FULL_SCREEN).matches;

/**
 * While the panel covers the whole screen it behaves as a modal dialog: everything else on the
 * page is inert (out of the Tab order and the accessibility tree, as it is out of sight) and Tab
 * and Shift+Tab wrap inside the panel. Above the breakpoint the panel is a small non-modal window
 * beside the page, which stays usable. Returns whether the panel is modal now.
 */
export function useModalOnSmallScreens(panel: RefObject<HTMLElement | null>): boolean {
  const modal = useSyncExternalStore(subscribe, fullScreen, () => false);

  useEffect(() => {
    const element = panel.current;
    if (!modal || !element) return;
    // The panel's own branch of <body> stays live; every other branch becomes inert.
    let branch: HTMLElement = element;
    while (branch.parentElement && branch.parentElement !== document.body) {
      branch = branch.parentElement;
    }
    const others = [...document.body.children].filter(
      (child): child is HTMLElement =>
        child instanceof HTMLElement && child !== branch && !child.inert,
    );
    for (const other of others) other.inert = true;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [
        ...element.querySelectorAll<HTMLElement>(
          'a[href], button:not(:disabled), textarea:not(:disabled), input:not(:disabled), [tabindex="0"]',
        ),
      ];
      const first = focusable[0];
      const last = focusable.at(-1);
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !element.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const other of others) other.inert = false;
    };
  }, [modal, panel]);

  return modal;
}
