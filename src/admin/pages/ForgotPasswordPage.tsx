import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Input } from '../../components/ui/input.tsx';
import { lazyZodResolver } from '../../lib/forms/lazyResolver.ts';
import type { ForgotPasswordInput } from '../../lib/schemas/auth.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { AuthForm } from '../components/AuthForm.tsx';
import { FormField } from '../components/FormField.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { applyFieldErrors } from '../forms/applyFieldErrors.ts';
import { authApi } from '../queries/auth.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { SubmitButton } from '../components/SubmitButton.tsx';

const validation = lazyZodResolver<ForgotPasswordInput>(() =>
  import('../../lib/schemas/auth.ts').then((m) => m.forgotPasswordSchema),
);

const backToSignIn = (
  <p className="mt-6 text-center text-sm text-muted">
    <Link to="/admin/login" className="font-semibold text-brand-700 underline">
      Back to sign in
    </Link>
  </p>
);

const TRY_LATER = 'Please try again in a few minutes.';

/** /admin/forgot-password: ask for a one-time reset link by email. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const form = useForm<ForgotPasswordInput>({
    resolver: validation.resolver,
    defaultValues: { email: '' },
  });
  const request = useMutation({
    mutationFn: authApi.forgotPassword,
    meta: { errorTitle: 'Request Failed', errorFallback: TRY_LATER },
    onError: (error) => applyFieldErrors(form, error),
  });

  if (request.data) {
    // The same answer whether or not the address has an account or mail is set up: an outsider
    // learns nothing. Staff without a mail server ask an admin (the admin pages say mail is off).
    return (
      <AuthCard title="Check Your Email" description={request.data.message}>
        <p className="text-sm text-muted">
          The link works once and expires after 30 minutes. No email? Check the address and your
          spam folder, or ask an administrator to reset your password from the Team page.
        </p>
        {backToSignIn}
      </AuthCard>
    );
  }

  const { errors } = form.formState;
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your staff email address and we will send you a link to choose a new password."
    >
      <AuthForm
        preloadValidation={validation.preload}
        onSubmit={form.handleSubmit((values) => request.mutate(values))}
      >
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="username" {...form.register('email')} />
        </FormField>
        <FormFailure error={request.error} fallback={TRY_LATER} />
        <SubmitButton className="w-full" busy={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </SubmitButton>
      </AuthForm>
      {backToSignIn}
    </AuthCard>
  );
}
