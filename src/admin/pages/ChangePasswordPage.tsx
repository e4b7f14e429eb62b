import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useSignOut } from '../auth/useSignOut';
import { AuthCard } from '../components/AuthCard';
import { FormField } from '../components/FormField';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useChangeOwnPassword } from '../forms/useChangeOwnPassword';
import { usePageTitle } from '../usePageTitle';

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

  const { errors } = form.formState;
  return (
    <AuthCard
      title="Choose a New Password"
      description="Your password was set by an administrator. Choose your own before continuing."
    >
      <form
        // Validation code loads when the visitor starts on the form, not with the first screen.
        onFocus={preloadValidation}
        noValidate
        className="grid gap-4"
        onSubmit={submit}
      >
        <FormField label="Current (temporary) password" error={errors.currentPassword?.message}>
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
        <Button type="submit" className="w-full" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Set New Password'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => signOut.mutate()}>
          Sign Out
        </Button>
      </form>
    </AuthCard>
  );
}
