import { useMutation } from '@tanstack/react-query';
import { Copy, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { lazyZodResolver } from '../../../lib/forms/lazyResolver.ts';
import type { ResetTeamMemberPasswordInput } from '../../../lib/schemas/teamMember.ts';
import { applyFieldErrors } from '../../forms/applyFieldErrors.ts';
import { generateTemporaryPassword } from '../../forms/generatePassword.ts';
import { withPasswordStrength } from '../../forms/passwordStrengthResolver.ts';
import type { PasswordOwner } from '../../../lib/passwordStrength.ts';
import { NO_MAIL_HANDOVER } from '../mail/wording.ts';
import { teamApi, teamQueries, type TeamMember } from '../../queries/team.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { FormField } from '../FormField.tsx';
import { useMailConfigured } from '../mail/useMailConfigured.ts';

// The colleague's name and email arrive as the form's context.
const validation = withPasswordStrength(
  lazyZodResolver<ResetTeamMemberPasswordInput>(() =>
    import('../../../lib/schemas/teamMember.ts').then((m) => m.resetTeamMemberPasswordSchema),
  ),
  'password',
  (_values, owner) => owner as PasswordOwner,
);

const RESET_FAILED = 'Could not reset the password. Please try again.';

interface Props {
  member: TeamMember;
  onClose: () => void;
}

/**
 * Team → Reset password: a new temporary password for someone else (typed, or generated and shown
 * here once). Their sessions end; they must change it at first sign-in, within 7 days.
 */
export default function ResetPasswordDialog({ member, onClose }: Props) {
  const mailConfigured = useMailConfigured();
  const [copied, setCopied] = useState(false);
  const form = useForm<ResetTeamMemberPasswordInput>({
    resolver: validation.resolver,
    context: { name: member.name, email: member.email } satisfies PasswordOwner,
    defaultValues: { password: '' },
  });
  useEffect(() => validation.preload(), []);

  const reset = useMutation({
    mutationFn: (input: ResetTeamMemberPasswordInput) => teamApi.resetPassword(member.id, input),
    meta: {
      invalidates: [teamQueries.all()],
      errorTitle: 'Reset Failed',
      errorFallback: RESET_FAILED,
    },
    onSuccess: (result) => {
      toast({
        title: 'Password Reset',
        description: result.emailed
          ? `${member.name} has a new temporary password; it was emailed to them.`
          : `${member.name} has a new temporary password. ${NO_MAIL_HANDOVER}.`,
        variant: 'success',
      });
      onClose();
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  const copy = async () => {
    await navigator.clipboard.writeText(form.getValues('password'));
    setCopied(true);
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Reset Password"
      description={
        <>
          Give {member.name} ({member.email}) a new temporary password. They are signed out
          everywhere, must change it at first sign-in, and it expires after 7 days.
        </>
      }
      onSubmit={form.handleSubmit((values) => reset.mutate(values))}
      submitLabel="Reset Password"
      pendingLabel="Resetting..."
      pending={reset.isPending}
    >
      <FormField
        label="Temporary Password"
        hint={mailConfigured ? 'It will also be emailed to them.' : `${NO_MAIL_HANDOVER}.`}
        error={form.formState.errors.password?.message}
      >
        <Input
          type="text"
          autoComplete="off"
          spellCheck={false}
          {...form.register('password', { onChange: () => setCopied(false) })}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            form.setValue('password', generateTemporaryPassword(), { shouldValidate: true });
            setCopied(false);
          }}
        >
          <RefreshCw aria-hidden="true" />
          Generate
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <FormFailure error={reset.error} fallback={RESET_FAILED} />
    </FormDialog>
  );
}
