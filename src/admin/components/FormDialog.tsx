import {
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
  type RefObject,
  type SubmitEventHandler,
} from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { focusAfterActionPending } from '../focusAfterAction.ts';

interface Props {
  open: boolean;
  /** Cancel, Escape, the close button and a click outside all end up here. */
  onClose: () => void;
  /** A DialogTrigger that opens the dialog (focus returns to it on close), with `onOpen`. */
  trigger?: ReactNode;
  onOpen?: () => void;
  /**
   * Where focus goes when the dialog closes, for openers that are gone by then (a menu item). By
   * default it is the control that had focus when the dialog opened.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  title: string;
  description: ReactNode;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  /** The fields between the header and the buttons. */
  children: ReactNode;
  submitLabel: string;
  /** The submit button's text while the request runs. */
  pendingLabel: string;
  pending: boolean;
  /** Disables submit for another reason than a running request. */
  submitDisabled?: boolean;
  submitVariant?: ComponentProps<typeof Button>['variant'];
  /** The button that closes without doing anything; "Cancel" unless that is the action itself. */
  dismissLabel?: string;
  /** Classes for the dialog box, e.g. a wider one for a long form. */
  contentClassName?: string;
}

/**
 * The admin's form dialogs (team, account requests, own password): title and description, the
 * fields, then Cancel and a submit button that names what it does and shows when it is busy.
 */
export function FormDialog({
  open,
  onClose,
  trigger,
  onOpen,
  returnFocusTo,
  title,
  description,
  onSubmit,
  children,
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled = false,
  submitVariant,
  dismissLabel = 'Cancel',
  contentClassName,
}: Props) {
  // Most of these dialogs open from a button without a Radix trigger (a card's "Reset password"),
  // so Radix has nothing to give focus back to. Remember the opener before focus moves in: the
  // content mounts a render later (portal), and Radix focuses it in an effect after that.
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  const returnFocus = (event: Event) => {
    // The action succeeded and focus goes to what it changed (focusAfterAction.ts), not back to
    // an opener that may be about to disappear.
    if (focusAfterActionPending()) {
      event.preventDefault();
      return;
    }
    // A Radix trigger gets focus back from Radix itself.
    if (trigger) return;
    const target = returnFocusTo?.current ?? opener.current;
    if (target instanceof HTMLElement && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpen?.() : onClose())}>
      {trigger}
      <DialogContent className={contentClassName} onCloseAutoFocus={returnFocus}>
        <form
          noValidate
          className="grid gap-4"
          // A second Enter while saving does nothing (the button is busy, not disabled: below).
          onSubmit={(event) => (pending ? event.preventDefault() : onSubmit(event))}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {dismissLabel}
            </Button>
            {/* Busy, not disabled, while saving: a disabled button under the focus drops it to
                <body>, and a failure ("Creation Failed", "Action Failed") left the person there. */}
            <Button
              type="submit"
              variant={submitVariant}
              disabled={submitDisabled}
              aria-disabled={pending || undefined}
              className={pending ? 'opacity-60' : undefined}
            >
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
