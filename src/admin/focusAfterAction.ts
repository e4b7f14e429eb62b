/**
 * The admin's focus rule (README, "Focus after an action"): once an action succeeds, focus goes to
 * what changed (the updated row, the list an item left, the new row), never to <body>.
 *
 * The element is often not ready when the answer arrives: the list is re-rendering with the
 * refreshed data, and a dialog that is closing would give focus back to an opener that is about to
 * disappear. So the move waits: it is made once no dialog is open and `find` returns an element in
 * the document, and made again if a re-render drops focus to <body> in the moment after (a row
 * that moved to another day is a new element). It never takes focus from an element someone moved
 * to meanwhile.
 */
type Finder = () => HTMLElement | null | undefined;

/** How long to wait for the element, and how long to keep it focused through re-renders. */
const WAIT_MS = 5000;
const SETTLE_MS = 1500;

let pending: { find: Finder; until: number; placed: boolean } | null = null;

export function focusAfterAction(find: Finder): void {
  const first = pending === null;
  pending = { find, until: performance.now() + WAIT_MS, placed: false };
  if (first) requestAnimationFrame(tick);
}

/** True while a move is waiting or settling: a closing dialog then leaves focus to it. */
export function focusAfterActionPending(): boolean {
  return pending !== null;
}

function tick(now: number) {
  const move = pending;
  if (!move) return;
  if (now > move.until) {
    pending = null;
    return;
  }
  const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]');
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected;
  if (!dialogOpen && (!move.placed || lost)) {
    const target = move.find();
    if (target?.isConnected) {
      target.focus();
      if (!move.placed) {
        move.placed = true;
        move.until = Math.min(move.until, now + SETTLE_MS);
      }
    }
  }
  requestAnimationFrame(tick);
}
