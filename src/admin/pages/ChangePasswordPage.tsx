import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toastStore';
import { applyFieldErrors } from '../forms/applyFieldErrors';
import { withPasswordStrength } from '../forms/passwordStrengthResolver';
import type { PasswordOwner } from '../../lib/passwordStrength';
import type { changePasswordFormSchema } from '../../lib/schemas/auth';
import { useSignOut } from '../auth/useSignOut';
import { AuthCard } from '../components/AuthCard';
import { FormField } from '../components/FormField';
import { authApi, authQueries } from '../queries/auth';
import { lazyZodResolver } from '../../lib/forms/lazyResolver';
import { usePageTitle } from '../usePageTitle';

type FormValues = z.input<typeof changePasswordFormSchema>;
// The signed-in person's name and email arrive as the form's context.
const validation = withPasswordStrength(
  lazyZodResolver<FormValues>(() =>
    import('../../lib/schemas/auth').then((m) => m.changePasswordFormSchema),
  ),
  'newPassword',
  (_values, owner) => owner as PasswordOwner,
);

/**
 * Shown instead of every other page while the password was set by someone else (an approval or an
 * admin-created account): the server refuses everything else until it is replaced.
 */
export default function ChangePasswordPage() {
  usePageTitle('Choose a New Password');
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const me = useQuery(authQueries.me()).data;
  const form = useForm<FormValues>({
    resolver: validation.resolver,
    context: { name: me?.name, email: me?.email } satisfies PasswordOwner,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: FormValues) =>
      authApi.changePassword({ currentPassword, newPassword }),
    onSuccess: (user) => {
      queryClient.setQueryData(authQueries.me().queryKey, user);
      toast({
        title: 'Password Updated',
        description: 'Your new password is set.',
        variant: 'success',
      });
    },
    onError: (error) => applyFieldErrors(form, error),
    meta: {
      errorTitle: 'Password Change Failed',
      errorFallback: 'Could not change your password. Please try again.',
    },
  });

  const { errors } = form.formState;
  return (
    <AuthCard
      title="Choose a New Password"
      description="Your password was set by an administrator. Choose your own before continuing."
    >
      <form
        // Validation code loads when the visitor starts on the form, not with the first screen.
        onFocus={() => void validation.preload()}
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => change.mutate(values))}
      >
        <FormField label="Current (temporary) password" error={errors.currentPassword?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </FormField>
        <FormField
          label="New password"
          hint="At least 8 characters. A few unrelated words are easy to remember and hard to guess."
          error={errors.newPassword?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </FormField>
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
