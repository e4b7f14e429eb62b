import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toastStore';
import { ApiError, errorMessage } from '../../../lib/apiRequest';
import type { CreateUserInput, CreateUserOutput } from '../../../lib/schemas/user';
import { lazyZodResolver } from '../../lazyZodResolver';
import { userApi, userQueries } from '../../queries/users';
import { FormField } from '../FormField';

const FIELDS = ['name', 'email', 'password', 'role'] as const;
const EMPTY: CreateUserInput = { name: '', email: '', password: '', role: 'employee' };
const resolver = lazyZodResolver<CreateUserInput, CreateUserOutput>(() =>
  import('../../../lib/schemas/user').then((m) => m.createUserSchema),
);

/** 'Add Team Member' button and dialog; closes and resets once the user exists. */
export function AddTeamMemberDialog() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<CreateUserInput, unknown, CreateUserOutput>({
    resolver,
    defaultValues: EMPTY,
  });
  useEffect(() => {
    void resolver.preload();
  }, []);

  const create = useMutation({
    mutationFn: userApi.create,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userQueries.all() });
      toast({
        title: 'User Created',
        description: 'New team member has been added successfully.',
        variant: 'success',
      });
      setOpen(false);
      form.reset(EMPTY);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
      }
      toast({
        title: 'Creation Failed',
        description: errorMessage(error, 'Failed to create user'),
        variant: 'destructive',
      });
    },
  });

  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Add Team Member
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => create.mutate(values))}
        >
          <DialogHeader>
            <DialogTitle>Add Team Member</DialogTitle>
            <DialogDescription>Create a new admin or employee account</DialogDescription>
          </DialogHeader>
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
          <FormField
            label="Role"
            hint="Admins can manage team members"
            error={errors.role?.message}
          >
            <NativeSelect {...form.register('role')}>
              <option value="employee">Employee</option>
              <option value="admin">Admin</option>
            </NativeSelect>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
