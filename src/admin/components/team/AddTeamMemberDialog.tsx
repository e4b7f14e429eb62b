import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import type {
  CreateTeamMemberInput,
  CreateTeamMemberOutput,
} from '../../../lib/schemas/teamMember.ts';
import { lazyZodResolver } from '../../../lib/forms/lazyResolver.ts';
import { teamApi, teamQueries } from '../../queries/team.ts';
import { applyFieldErrors } from '../../forms/applyFieldErrors.ts';
import { withPasswordStrength } from '../../forms/passwordStrengthResolver.ts';
import { NO_MAIL_HANDOVER } from '../mail/wording.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { FormField } from '../FormField.tsx';
import { useMailConfigured } from '../mail/useMailConfigured.ts';

const EMPTY: CreateTeamMemberInput = { name: '', email: '', password: '', role: 'employee' };
const validation = withPasswordStrength(
  lazyZodResolver<CreateTeamMemberInput, CreateTeamMemberOutput>(() =>
    import('../../../lib/schemas/teamMember.ts').then((m) => m.createTeamMemberSchema),
  ),
  'password',
  (values) => values,
);

const CREATE_FAILED = 'Failed to create user';

/** 'Add Team Member' button and dialog; closes and resets once the user exists. */
export function AddTeamMemberDialog() {
  const [open, setOpen] = useState(false);
  const mailConfigured = useMailConfigured();
  const form = useForm<CreateTeamMemberInput, unknown, CreateTeamMemberOutput>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  // The estimator's dictionaries download when the dialog opens, not with the Team page.
  useEffect(() => {
    if (open) validation.preload();
  }, [open]);

  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
  };
  const create = useMutation({
    mutationFn: teamApi.create,
    meta: {
      invalidates: [teamQueries.all()],
      errorTitle: 'Creation Failed',
      errorFallback: CREATE_FAILED,
    },
    onSuccess: () => {
      toast({
        title: 'User Created',
        description: mailConfigured
          ? 'New team member has been added successfully.'
          : `New team member has been added successfully. ${NO_MAIL_HANDOVER}.`,
        variant: 'success',
      });
      close();
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      trigger={
        <DialogTrigger asChild>
          <Button>
            <UserPlus aria-hidden="true" />
            Add Team Member
          </Button>
        </DialogTrigger>
      }
      title="Add Team Member"
      description="Create a new admin or employee account"
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      submitLabel="Create User"
      pendingLabel="Creating..."
      pending={create.isPending}
    >
      <FormField label="Full Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField
        label="Password"
        hint="Minimum 8 characters required"
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <p className="-mt-2 text-sm text-muted">
        This is a temporary password: they must change it at first sign-in, and it expires in 7
        days. {mailConfigured ? 'Give it to them yourself.' : `${NO_MAIL_HANDOVER}.`}
      </p>
      <FormField label="Role" hint="Admins can manage team members" error={errors.role?.message}>
        <NativeSelect {...form.register('role')}>
          <option value="employee">Employee</option>
          <option value="admin">Admin</option>
        </NativeSelect>
      </FormField>
      <FormFailure error={create.error} fallback={CREATE_FAILED} />
    </FormDialog>
  );
}
