import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toastStore.ts';
import { errorMessage } from '../../lib/apiRequest.ts';
import type { InitInput } from '../../lib/schemas/auth.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { AuthForm } from '../components/AuthForm.tsx';
import { NameEmailFields } from '../components/NameEmailFields.tsx';
import { FormField } from '../components/FormField.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { LoadingState } from '../components/LoadingState.tsx';
import { OWN_PASSWORD_HINT } from '../components/NewPasswordFields.tsx';
import { authApi, authQueries } from '../queries/auth.ts';
import { lazyZodResolver } from '../../lib/forms/lazyResolver.ts';
import { applyFieldErrors } from '../forms/applyFieldErrors.ts';
import { withPasswordStrength } from '../forms/passwordStrengthResolver.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { SubmitButton } from '../components/SubmitButton.tsx';

const INIT_FAILED = 'Failed to create admin account. The system may already be initialized.';
const validation = withPasswordStrength(
  lazyZodResolver<InitInput>(() => import('../../lib/schemas/auth.ts').then((m) => m.initSchema)),
  'password',
  (values) => values,
);

/**
 * The first administrator account. After it is made (or when another tab made it first) the page
 * says so and offers the way to sign in, with focus on it: it does not move on by itself while the
 * person is still reading.
 */
export default function InitPage() {
  usePageTitle('Create Admin Account');
  const queryClient = useQueryClient();
  const needsInit = useQuery(authQueries.needsInit());
  const signInLink = useRef<HTMLAnchorElement>(null);

  const form = useForm<InitInput>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', password: '' },
  });
  const init = useMutation({
    mutationFn: authApi.init,
    meta: {
      invalidates: [authQueries.needsInit().queryKey],
      errorTitle: 'Initialization Failed',
      errorFallback: INIT_FAILED,
    },
    onSuccess: () => {
      toast({
        title: 'Success!',
        description: 'Admin account created. You can now log in.',
        variant: 'success',
      });
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      // Another tab made the first admin: re-read, and the page turns into "Already Set Up".
      if (errorMessage(error, INIT_FAILED).includes('already initialized')) {
        void queryClient.invalidateQueries({ queryKey: authQueries.needsInit().queryKey });
      }
    },
  });

  // The form was replaced by a way forward (created here, or by another tab meanwhile): focus it.
  const settled = init.isSuccess || init.isError;
  const alreadySetUp = needsInit.data?.needsInit === false;
  useEffect(() => {
    if (settled && (init.isSuccess || alreadySetUp)) signInLink.current?.focus();
  }, [settled, init.isSuccess, alreadySetUp]);

  if (needsInit.isPending) {
    return (
      <AuthCard title="Create Admin Account">
        <LoadingState />
      </AuthCard>
    );
  }

  // Created here, or by another tab: the form gives way to the way forward.
  const done = init.isSuccess
    ? {
        title: 'Admin Account Created',
        description: 'You can now sign in with the email and password you just set.',
      }
    : alreadySetUp
      ? {
          title: 'Already Set Up',
          description: 'The first administrator account already exists. Sign in instead.',
        }
      : undefined;
  if (done) {
    return (
      <AuthCard title={done.title} description={done.description}>
        <Button asChild className="w-full">
          <Link ref={signInLink} to="/admin/login">
            Go to Sign In
          </Link>
        </Button>
      </AuthCard>
    );
  }

  const { errors } = form.formState;
  return (
    <AuthCard
      title="Create Admin Account"
      description="Set up the first administrator. This can only be done once."
    >
      <AuthForm
        preloadValidation={validation.preload}
        onSubmit={form.handleSubmit((values) => init.mutate(values))}
      >
        <NameEmailFields
          name={form.register('name')}
          email={form.register('email')}
          errors={errors}
        />
        <FormField label="Password" hint={OWN_PASSWORD_HINT} error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormFailure error={init.error} fallback={INIT_FAILED} />
        <SubmitButton className="w-full" busy={init.isPending || init.isSuccess}>
          {init.isPending ? 'Creating...' : 'Create Admin Account'}
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
