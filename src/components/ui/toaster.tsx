import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/utils.ts';
import { noteToastEscape } from './escapeHandoff.ts';
import {
  dismissToast,
  TOAST_DURATION_MS,
  useToasts,
  type ToastItem,
  type ToastVariant,
} from './toastStore.ts';

export { toast } from './toastStore.ts';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-white text-ink',
  success: 'border-brand-300 bg-brand-50 text-brand-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
};

/** The names screen readers hear, in the page's language (`{hotkey}` becomes F8). */
export interface ToasterLabels {
  region: string;
  toast: string;
  close: string;
}

const announce = (item: ToastItem) =>
  item.quiet ? { 'data-radix-toast-announce-exclude': '' } : {};

const ENGLISH_LABELS: ToasterLabels = {
  region: 'Notifications ({hotkey})',
  toast: 'Notification',
  close: 'Dismiss notification',
};

/**
 * Render once per page (the island or app that raises toasts). Radix gives us the required behaviour:
 * 5 s display, swipe right past 50 px to dismiss, F8 focuses the notification region.
 */
export function Toaster({ labels = ENGLISH_LABELS }: { labels?: ToasterLabels }) {
  const toasts = useToasts();
  return (
    <Toast.Provider
      label={labels.toast}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          onEscapeKeyDown={(event) => noteToastEscape(event)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:transition-transform',
            variantClasses[item.variant],
          )}
          data-variant={item.variant}
        >
          {/* Radix reads a toast's text out, except the parts marked as excluded: a quiet toast
              is shown, and stays readable from the F8 region, but is not announced. */}
          <Toast.Title className="text-sm font-semibold" {...announce(item)}>
            {item.title}
          </Toast.Title>
          {item.description && (
            <Toast.Description className="text-sm opacity-90" {...announce(item)}>
              {item.description}
            </Toast.Description>
          )}
          <Toast.Close
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label={labels.close}
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={labels.region}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </Toast.Provider>
  );
}
