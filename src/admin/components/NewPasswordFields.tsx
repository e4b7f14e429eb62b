import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../components/ui/input.tsx';
import { FormField } from './FormField.tsx';

/** Under every field where people choose their own password (first admin, new password). */
export const OWN_PASSWORD_HINT =
  'At least 8 characters. A few unrelated words are easy to remember and hard to guess.';

interface Props {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: { message?: string }; confirmPassword?: { message?: string } };
}

/** "New password" and "Confirm new password", as the change and reset password forms ask them. */
export function NewPasswordFields({ newPassword, confirmPassword, errors }: Props) {
  return (
    <>
      <FormField label="New password" hint={OWN_PASSWORD_HINT} error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...newPassword} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...confirmPassword} />
      </FormField>
    </>
  );
}
