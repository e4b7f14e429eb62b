import { Button } from '../../components/ui/button.tsx';
import { useSignOut } from '../auth/useSignOut.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { AuthForm } from '../components/AuthForm.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { ChangeOwnPasswordFields } from '../components/account/ChangeOwnPasswordFields.tsx';
import { CHANGE_FAILED, useChangeOwnPassword } from '../forms/useChangeOwnPassword.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { SubmitButton } from '../components/SubmitButton.tsx';

/**
 * Shown instead of every other page while the password was set by someone else (an approval or an
 * admin-created account): the server refuses everything else until it is replaced.
 */
export default function ChangePasswordPage() {
  usePageTitle('Choose a New Password');
  const signOut = useSignOut();
  const { form, change, submit, preloadValidation } = useChangeOwnPassword({
    successDescription: 'Your new password is set.',
  });

  return (
    <AuthCard
      title="Choose a New Password"
      description="Your password was set by an administrator. Choose your own before continuing."
    >
      <AuthForm preloadValidation={preloadValidation} onSubmit={submit}>
        <ChangeOwnPasswordFields form={form} currentPasswordLabel="Current (temporary) password" />
        <FormFailure error={change.error} fallback={CHANGE_FAILED} />
        <SubmitButton className="w-full" busy={change.isPending}>
          {change.isPending ? 'Saving...' : 'Set New Password'}
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={() => signOut.mutate()}>
          Sign Out
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
