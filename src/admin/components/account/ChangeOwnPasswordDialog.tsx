import { useEffect, type RefObject } from 'react';
import { CHANGE_FAILED, useChangeOwnPassword } from '../../forms/useChangeOwnPassword.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { ChangeOwnPasswordFields } from './ChangeOwnPasswordFields.tsx';

/** User menu → Change password (POST /api/auth/change-password); other browsers are signed out. */
export default function ChangeOwnPasswordDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  /** The menu button it was opened from (the menu item itself is gone when the dialog closes). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { form, change, submit, preloadValidation } = useChangeOwnPassword({
    successDescription:
      'Your new password is set. Any other browser signed in as you was signed out.',
    onSuccess: onClose,
  });
  useEffect(() => preloadValidation(), [preloadValidation]);

  return (
    <FormDialog
      open
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      title="Change Password"
      description="Other browsers signed in as you will be signed out."
      onSubmit={submit}
      submitLabel="Change Password"
      pendingLabel="Saving..."
      pending={change.isPending}
    >
      <ChangeOwnPasswordFields form={form} currentPasswordLabel="Current password" />
      <FormFailure error={change.error} fallback={CHANGE_FAILED} />
    </FormDialog>
  );
}
