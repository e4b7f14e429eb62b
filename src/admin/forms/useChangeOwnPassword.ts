import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../components/ui/toastStore.ts';
import { lazyZodResolver } from '../../lib/forms/lazyResolver.ts';
import type { PasswordOwner } from '../../lib/passwordStrength.ts';
import type { changePasswordFormSchema } from '../../lib/schemas/auth.ts';
import { authApi, authQueries } from '../queries/auth.ts';
import { applyFieldErrors } from './applyFieldErrors.ts';
import { withPasswordStrength } from './passwordStrengthResolver.ts';

type FormValues = z.input<typeof changePasswordFormSchema>;
// The signed-in person's name and email arrive as the form's context.
const validation = withPasswordStrength(
  lazyZodResolver<FormValues>(() =>
    import('../../lib/schemas/auth.ts').then((m) => m.changePasswordFormSchema),
  ),
  'newPassword',
  (_values, owner) => owner as PasswordOwner,
);

export const CHANGE_FAILED = 'Could not change your password. Please try again.';

/**
 * The signed-in person replaces their own password (POST /api/auth/change-password): the form with
 * its validation and the request. Used by the forced page (pages/ChangePasswordPage.tsx) and the
 * user menu's dialog (components/account/ChangeOwnPasswordDialog.tsx).
 */
export function useChangeOwnPassword({
  successDescription,
  onSuccess,
}: {
  successDescription: string;
  onSuccess?: () => void;
}) {
  const queryClient = useQueryClient();
  const me = useQuery(authQueries.me()).data;
  const form = useForm<FormValues>({
    resolver: validation.resolver,
    context: { name: me?.name, email: me?.email } satisfies PasswordOwner,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: FormValues) =>
      authApi.changePassword({ currentPassword, newPassword }),
    meta: { errorTitle: 'Password Change Failed', errorFallback: CHANGE_FAILED },
    onSuccess: (user) => {
      queryClient.setQueryData(authQueries.me().queryKey, user);
      toast({ title: 'Password Updated', description: successDescription, variant: 'success' });
      onSuccess?.();
    },
    onError: (error) => applyFieldErrors(form, error),
  });
  return {
    form,
    change,
    submit: form.handleSubmit((values) => change.mutate(values)),
    preloadValidation: validation.preload,
  };
}
