import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ConsultationText } from '../consultationText.ts';
import { TextInput } from './FormFields.tsx';

type ContactField = 'name' | 'email' | 'phone' | 'company';

/**
 * Who is asking: name, email, phone and company, as the contact form and the booking page both ask
 * for them (same ids, labels, autocomplete and required marks, so the API's field errors and the
 * tests find them on either page).
 *
 * A function the form calls while it renders, not a component: react-hook-form focuses the first
 * error in the order fields registered, and a child component would register these after the
 * fields the form registers below them.
 */
export function contactDetailsFields({
  text,
  register,
  errorOf,
  phoneRequired = false,
}: {
  text: Pick<ConsultationText, ContactField | 'optional'>;
  register: (field: ContactField) => UseFormRegisterReturn;
  /** The field's message, already in the form's language. */
  errorOf: (field: ContactField) => string | undefined;
  /** The booking page calls the visitor: there the phone is required. */
  phoneRequired?: boolean;
}) {
  const input = (field: ContactField, autoComplete: string, type?: string, required?: boolean) => (
    <TextInput
      field={field}
      label={text[field]}
      optionalText={text.optional}
      type={type}
      autoComplete={autoComplete}
      required={required}
      error={errorOf(field)}
      registration={register(field)}
    />
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {input('name', 'name', undefined, true)}
      {input('email', 'email', 'email', true)}
      {input('phone', 'tel', 'tel', phoneRequired)}
      {input('company', 'organization')}
    </div>
  );
}
