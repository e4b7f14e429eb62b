import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { toast } from '../../components/ui/toastStore.ts';
import { ApiError } from '../../lib/apiRequest.ts';
import { lazyZodResolver } from '../../lib/forms/lazyResolver.ts';
import type { newPasswordFormSchema } from '../../lib/schemas/auth.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { AuthForm } from '../components/AuthForm.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { applyFieldErrors } from '../forms/applyFieldErrors.ts';
import { withPasswordStrength } from '../forms/passwordStrengthResolver.ts';
import { authApi, authQueries } from '../queries/auth.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { SubmitButton } from '../components/SubmitButton.tsx';

type FormValues = z.input<typeof newPasswordFormSchema>;
// Who the link belongs to is known only to the server, which also checks the password against
// that person's name and email; here the estimator judges the password on its own.
const validation = withPasswordStrength(
  lazyZodResolver<FormValues>(() =>
    import('../../lib/schemas/auth.ts').then((m) => m.newPasswordFormSchema),
  ),
  'newPassword',
  () => ({}),
);

const requestNewLink = (
  <Link to="/admin/forgot-password" className="font-semibold text-brand-700 underline">
    Request a new link
  </Link>
);

/** /admin/reset-password?token=…: the emailed link; sets a new password and signs in. */
export default function ResetPasswordPage() {
  usePageTitle('Choose a New Password');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once, then taken out of the address bar and the history entry (a replace, not a new
  // entry): a one-time secret should not sit in history, a shared screen or a bookmark.
  const [token] = useState(() => params.get('token') ?? '');
  useEffect(() => {
    if (params.has('token')) void navigate('/admin/reset-password', { replace: true });
  }, [params, navigate]);
  const form = useForm<FormValues>({
    resolver: validation.resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: ({ newPassword }: FormValues) => authApi.resetPassword({ token, newPassword }),
    meta: { errorTitle: 'Reset Failed', errorFallback: 'Please try again.' },
    onSuccess: (user) => {
      queryClient.setQueryData(authQueries.me().queryKey, user);
      toast({ title: 'Password Updated', description: 'You are signed in.', variant: 'success' });
      void navigate('/admin/dashboard', { replace: true });
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  const linkDead =
    !token || (reset.error instanceof ApiError && reset.error.fields?.token !== undefined);
  if (linkDead) {
    return (
      <AuthCard title="Link Not Valid">
        <p role="alert">
          {token
            ? reset.error instanceof ApiError && reset.error.serverMessage
            : 'This page needs the link from the password reset email.'}
        </p>
        <p className="mt-6 text-center text-sm">{requestNewLink}</p>
      </AuthCard>
    );
  }

  const { errors } = form.formState;
  return (
    <AuthCard title="Choose a New Password" description="You will be signed in once it is set.">
      <AuthForm
        preloadValidation={validation.preload}
        onSubmit={form.handleSubmit((values) => reset.mutate(values))}
      >
        <NewPasswordFields
          newPassword={form.register('newPassword')}
          confirmPassword={form.register('confirmPassword')}
          errors={errors}
        />
        <FormFailure error={reset.error} fallback="Please try again." />
        <SubmitButton className="w-full" busy={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set New Password'}
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
