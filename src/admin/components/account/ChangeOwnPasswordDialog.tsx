import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toastStore';
import { lazyZodResolver } from '../../../lib/forms/lazyResolver';
import type { changePasswordFormSchema } from '../../../lib/schemas/auth';
import { applyFieldErrors } from '../../forms/applyFieldErrors';
import { withPasswordStrength } from '../../forms/passwordStrengthResolver';
import type { PasswordOwner } from '../../../lib/passwordStrength';
import { authApi, authQueries } from '../../queries/auth';
import { FormField } from '../FormField';

type FormValues = z.input<typeof changePasswordFormSchema>;
// The signed-in person's name and email arrive as the form's context.
const validation = withPasswordStrength(
  lazyZodResolver<FormValues>(() =>
    import('../../../lib/schemas/auth').then((m) => m.changePasswordFormSchema),
  ),
  'newPassword',
  (_values, owner) => owner as PasswordOwner,
);

/** User menu → Change password (POST /api/auth/change-password); other browsers are signed out. */
export default function ChangeOwnPasswordDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const me = useQuery(authQueries.me()).data;
  const form = useForm<FormValues>({
    resolver: validation.resolver,
    context: { name: me?.name, email: me?.email } satisfies PasswordOwner,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  useEffect(() => validation.preload(), []);
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: FormValues) =>
      authApi.changePassword({ currentPassword, newPassword }),
    meta: {
      errorTitle: 'Password Change Failed',
      errorFallback: 'Could not change your password. Please try again.',
    },
    onSuccess: (user) => {
      queryClient.setQueryData(authQueries.me().queryKey, user);
      toast({
        title: 'Password Updated',
        description: 'Your new password is set. Any other browser signed in as you was signed out.',
        variant: 'success',
      });
      onClose();
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  const { errors } = form.formState;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => change.mutate(values))}
        >
          <DialogHeader>
            <DialogTitle>Change Password</DialogTitle>
            <DialogDescription>
              Other browsers signed in as you will be signed out.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Current password" error={errors.currentPassword?.message}>
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Saving...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
