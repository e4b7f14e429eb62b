import type { ComponentProps, SubmitEventHandler, ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';

interface Props {
  open: boolean;
  /** Cancel, Escape, the close button and a click outside all end up here. */
  onClose: () => void;
  /** A DialogTrigger that opens the dialog (focus returns to it on close), with `onOpen`. */
  trigger?: ReactNode;
  onOpen?: () => void;
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
  title,
  description,
  onSubmit,
  children,
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled = false,
  submitVariant,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpen?.() : onClose())}>
      {trigger}
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant={submitVariant} disabled={pending || submitDisabled}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
