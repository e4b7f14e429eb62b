import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldClasses } from '../../ui/fieldClasses';

/*
 * The contact form's field markup (src/components/islands/FormFields.tsx), with the same ids, for
 * the booking page. A copy, not an import: a module both islands import becomes a chunk of its
 * own, and those bytes tip /contact over its 90 KB JS budget (e2e/contact-form.spec.ts).
 */
export const labelClasses = 'text-sm font-semibold text-ink';

const errorId = (field: string) => `consultation-${field}-error`;

export function errorProps(field: string, message: string | undefined) {
  return message
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

export function FieldError({ field, message }: { field: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}

export function TextInput(props: {
  field: 'name' | 'email' | 'phone' | 'company';
  label: string;
  optionalText: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { field, label, optionalText, type = 'text', autoComplete, required, error } = props;
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={`consultation-${field}`} className={labelClasses}>
        {label}
        {!required && <span className="ml-1 font-normal text-muted">{optionalText}</span>}
      </label>
      <input
        id={`consultation-${field}`}
        type={type}
        className={`${fieldClasses} h-11`}
        autoComplete={autoComplete}
        aria-required={required ? 'true' : undefined}
        {...errorProps(field, error)}
        {...props.registration}
      />
      <FieldError field={field} message={error} />
    </div>
  );
}
