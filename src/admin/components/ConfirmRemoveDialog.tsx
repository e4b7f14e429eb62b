import type { ComponentProps, ReactNode } from 'react';
import { FormDialog } from './FormDialog.tsx';
import { FormFailure } from './FormFailure.tsx';

/** The part of a react-query mutation the dialog needs: run it, whether it runs, why it failed. */
interface RemoveAction {
  mutate: () => void;
  isPending: boolean;
  error: unknown;
}

type DialogProps = Pick<
  ComponentProps<typeof FormDialog>,
  'open' | 'onClose' | 'trigger' | 'onOpen' | 'title' | 'description'
>;

interface Props extends DialogProps {
  /** The running removal; the caller owns it, since each one refreshes and toasts differently. */
  action: RemoveAction;
  /** The destructive button: "Remove" or "Delete", with its busy text. */
  actionLabel: 'Remove' | 'Delete';
  /** The sentence shown when the server gave no reason. */
  failureFallback: string;
  /** What else happens, under the question (e.g. "Their leads become unassigned"). */
  consequence?: ReactNode;
}

const PENDING_LABELS = { Remove: 'Removing...', Delete: 'Deleting…' } as const;

/**
 * "Are you sure?" before anything is removed (a team member, a holiday, a time off, a content
 * entry): the question, what follows from it, Cancel and a red button that shows when it is busy,
 * and the reason on the dialog itself if the removal fails. One component so the four behave and
 * read alike.
 */
export function ConfirmRemoveDialog({
  action,
  actionLabel,
  failureFallback,
  consequence,
  ...dialog
}: Props) {
  return (
    <FormDialog
      {...dialog}
      onSubmit={(event) => {
        event.preventDefault();
        action.mutate();
      }}
      submitLabel={actionLabel}
      pendingLabel={PENDING_LABELS[actionLabel]}
      pending={action.isPending}
      submitVariant="destructive"
    >
      {consequence ? <p className="text-sm text-muted">{consequence}</p> : null}
      <FormFailure error={action.error} fallback={failureFallback} />
    </FormDialog>
  );
}
