/**
 * Radix closes only the topmost layer on Escape, and a toast shown after a dialog opened is a layer
 * above it: the first Escape would only dismiss the toast. Staff expect Escape to close the dialog
 * at once, so the toaster notes the Escape event it took and an open dialog then closes on that very
 * event too (dialog.tsx). Identity of the event, not a flag, so a stale note can never close anything.
 */
let escapeTakenByToast: Event | undefined;

export function noteToastEscape(event: Event): void {
  escapeTakenByToast = event;
}

export function wasTakenByToast(event: Event): boolean {
  return escapeTakenByToast === event;
}
