import { useSyncExternalStore } from 'react';

/**
 * One toast at a time, shared by every island and the admin app through this
 * module-level store. A dismissed toast is closed at once and dropped from memory later.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Shown but not read out: the screen already says it where focus is (a focused heading). */
  quiet?: boolean;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  quiet?: boolean;
}): {
  id: number;
  dismiss: () => void;
} {
  const id = nextId++;
  const item: ToastItem = { ...input, id, variant: input.variant ?? 'default', open: true };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
