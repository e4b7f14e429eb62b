import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../components/ui/input.tsx';
import { FormField } from './FormField.tsx';

interface Props {
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { name?: { message?: string }; email?: { message?: string } };
}

/** "Full Name" and "Email" of the person filling in the form (first admin, access request). */
export function NameEmailFields({ name, email, errors }: Props) {
  return (
    <>
      <FormField label="Full Name" error={errors.name?.message}>
        <Input autoComplete="name" {...name} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...email} />
      </FormField>
    </>
  );
}
