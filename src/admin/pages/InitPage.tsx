import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toastStore';
import { errorMessage } from '../../lib/apiRequest';
import type { InitInput } from '../../lib/schemas/auth';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { NameEmailFields } from '../components/NameEmailFields';
import { FormField } from '../components/FormField';
import { LoadingState } from '../components/LoadingState';
import { OWN_PASSWORD_HINT } from '../components/NewPasswordFields';
import { authApi, authQueries } from '../queries/auth';
import { lazyZodResolver } from '../../lib/forms/lazyResolver';
import { applyFieldErrors } from '../forms/applyFieldErrors';
import { withPasswordStrength } from '../forms/passwordStrengthResolver';
import { usePageTitle } from '../usePageTitle';

const INIT_FAILED = 'Failed to create admin account. The system may already be initialized.';
const validation = withPasswordStrength(
  lazyZodResolver<InitInput>(() => import('../../lib/schemas/auth').then((m) => m.initSchema)),
  'password',
  (values) => values,
);

export const INIT_REDIRECT_DELAY_MS = 2000;

export default function InitPage() {
  usePageTitle('Create Admin Account');
  const navigate = useNavigate();
  const needsInit = useQuery(authQueries.needsInit());
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const goToLoginSoon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => navigate('/admin/login', { replace: true }),
      INIT_REDIRECT_DELAY_MS,
    );
  };

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
      goToLoginSoon();
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      if (errorMessage(error, INIT_FAILED).includes('already initialized')) goToLoginSoon();
    },
  });

  if (needsInit.isPending) {
    return (
      <AuthCard title="Create Admin Account">
        <LoadingState />
      </AuthCard>
    );
  }

  if (needsInit.data && !needsInit.data.needsInit && !init.isSuccess) {
    return (
      <AuthCard
        title="Already Set Up"
        description="The first administrator account already exists. Sign in instead."
      >
        <Button asChild className="w-full">
          <Link to="/admin/login">Go to Sign In</Link>
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
        <Button type="submit" className="w-full" disabled={init.isPending || init.isSuccess}>
          {init.isPending ? 'Creating...' : 'Create Admin Account'}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
