import { useEffect } from 'react';
import { Input } from '../../../components/ui/input';
import { useChangeOwnPassword } from '../../forms/useChangeOwnPassword';
import { FormDialog } from '../FormDialog';
import { FormField } from '../FormField';
import { NewPasswordFields } from '../NewPasswordFields';

/** User menu → Change password (POST /api/auth/change-password); other browsers are signed out. */
export default function ChangeOwnPasswordDialog({ onClose }: { onClose: () => void }) {
  const { form, change, submit, preloadValidation } = useChangeOwnPassword({
    successDescription:
      'Your new password is set. Any other browser signed in as you was signed out.',
    onSuccess: onClose,
  });
  useEffect(() => preloadValidation(), [preloadValidation]);

  const { errors } = form.formState;
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
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </FormField>
      <NewPasswordFields
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        errors={errors}
      />
    </FormDialog>
  );
}
