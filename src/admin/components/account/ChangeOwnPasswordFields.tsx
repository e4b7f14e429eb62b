import { Input } from '../../../components/ui/input.tsx';
import type { useChangeOwnPassword } from '../../forms/useChangeOwnPassword.ts';
import { FormField } from '../FormField.tsx';
import { NewPasswordFields } from '../NewPasswordFields.tsx';

interface Props {
  form: ReturnType<typeof useChangeOwnPassword>['form'];
  currentPasswordLabel: string;
}

/** The current password, then the new one twice: the fields of every "change your password" form. */
export function ChangeOwnPasswordFields({ form, currentPasswordLabel }: Props) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label={currentPasswordLabel} error={errors.currentPassword?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </FormField>
      <NewPasswordFields
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        errors={errors}
      />
    </>
  );
}
