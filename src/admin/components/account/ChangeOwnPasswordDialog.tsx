import { useEffect } from 'react';
import { useChangeOwnPassword } from '../../forms/useChangeOwnPassword';
import { FormDialog } from '../FormDialog';
import { ChangeOwnPasswordFields } from './ChangeOwnPasswordFields';

/** User menu → Change password (POST /api/auth/change-password); other browsers are signed out. */
export default function ChangeOwnPasswordDialog({ onClose }: { onClose: () => void }) {
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
      title="Change Password"
      description="Other browsers signed in as you will be signed out."
      onSubmit={submit}
      submitLabel="Change Password"
      pendingLabel="Saving..."
      pending={change.isPending}
    >
      <ChangeOwnPasswordFields form={form} currentPasswordLabel="Current password" />
    </FormDialog>
  );
}
