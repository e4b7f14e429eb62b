import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toastStore.ts';
import type { LoginInput } from '../../lib/schemas/auth.ts';
import { safeNextPath } from '../auth/redirectTarget.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { AuthForm } from '../components/AuthForm.tsx';
import { FormField } from '../components/FormField.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { LoadingState } from '../components/LoadingState.tsx';
import { authApi, authQueries } from '../queries/auth.ts';
import { lazyZodResolver } from '../../lib/forms/lazyResolver.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { SubmitButton } from '../components/SubmitButton.tsx';

const validation = lazyZodResolver<LoginInput>(() =>
  import('../../lib/schemas/auth.ts').then((m) => m.loginSchema),
);

export const LOGIN_REDIRECT_DELAY_MS = 100;
const LOGIN_FAILED = 'Invalid credentials. Please try again.';

export default function LoginPage() {
  usePageTitle('Sign In');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const needsInit = useQuery(authQueries.needsInit());
  const me = useQuery(authQueries.me());
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const form = useForm<LoginInput>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (user) => {
      queryClient.setQueryData(authQueries.me().queryKey, user);
      toast({
        title: 'Welcome back!',
        description: 'Redirecting to admin dashboard...',
        variant: 'success',
      });
      redirectTimer.current = window.setTimeout(
        () => navigate(next, { replace: true }),
        LOGIN_REDIRECT_DELAY_MS,
      );
    },
    meta: { errorTitle: 'Login Failed', errorFallback: LOGIN_FAILED },
  });

  // Already signed in (and not in the middle of the post-login delay): straight through.
  if (me.data && !login.isSuccess) return <Navigate to={next} replace />;

  if (needsInit.isPending) {
    return (
      <AuthCard title="Staff Sign In">
        <LoadingState />
      </AuthCard>
    );
  }

  if (needsInit.data?.needsInit) {
    return (
      <AuthCard
        title="Welcome"
        description="No administrator account exists yet. Create the first one to start using the staff area."
      >
        <Button asChild className="w-full">
          <Link to="/admin/init">Create the first admin account</Link>
        </Button>
      </AuthCard>
    );
  }

  const { errors } = form.formState;
  return (
    <AuthCard title="Staff Sign In" description="Sign in to manage consultation requests.">
      <AuthForm
        preloadValidation={validation.preload}
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
      >
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="username" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <p className="-mt-2 text-right text-sm">
          <Link to="/admin/forgot-password" className="text-brand-700 underline">
            Forgot password?
          </Link>
        </p>
        <FormFailure error={login.error} fallback={LOGIN_FAILED} />
        <SubmitButton className="w-full" busy={login.isPending || login.isSuccess}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </SubmitButton>
      </AuthForm>
      <p className="mt-6 text-center text-sm text-muted">
        Need an account?{' '}
        <Link to="/admin/request-access" className="font-semibold text-brand-700 underline">
          Request access
        </Link>
      </p>
    </AuthCard>
  );
}
