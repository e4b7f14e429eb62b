import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldClasses } from '../../ui/fieldClasses.ts';

/** The shared Label primitive's look, without its Radix and tailwind-merge weight. */
export const labelClasses = 'text-sm font-semibold text-ink';

/** Ids tie a field to its message, so screen readers read the reason with the field. */
export const errorId = (field: string) => `consultation-${field}-error`;

/** aria-invalid and aria-describedby for a field, set only while it has an error. */
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

interface TextInputProps {
  field: 'name' | 'email' | 'phone' | 'company';
  label: string;
  /** "(optional)" in the form's language, shown after labels of fields that are not required. */
  optionalText: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
  error?: string;
  /** Registered by the form itself, so fields register (and get error focus) in page order. */
  registration: UseFormRegisterReturn;
}

export function TextInput({
  field,
  label,
  optionalText,
  type = 'text',
  autoComplete,
  required,
  error,
  registration,
}: TextInputProps) {
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
        {...registration}
      />
      <FieldError field={field} message={error} />
    </div>
  );
}
