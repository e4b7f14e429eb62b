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
