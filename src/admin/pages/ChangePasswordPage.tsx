import { Button } from '../../components/ui/button';
import { useSignOut } from '../auth/useSignOut';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { FormFailure } from '../components/FormFailure';
import { ChangeOwnPasswordFields } from '../components/account/ChangeOwnPasswordFields';
import { CHANGE_FAILED, useChangeOwnPassword } from '../forms/useChangeOwnPassword';
import { usePageTitle } from '../usePageTitle';
import { SubmitButton } from '../components/SubmitButton';

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
