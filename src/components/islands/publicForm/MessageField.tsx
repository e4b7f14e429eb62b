import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldClasses } from '../../ui/fieldClasses.ts';
import type { ConsultationText } from '../consultationText.ts';
import { errorProps, FieldError, labelClasses } from './FormFields.tsx';

/** "How can we help?": the required message of the contact form and of a booking. */
export function MessageField({
  text,
  rows,
  error,
  registration,
}: {
  text: Pick<ConsultationText, 'message' | 'messagePlaceholder'>;
  /** The booking page asks for less (4 rows) than the contact form (5). */
  rows: number;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor="consultation-message" className={labelClasses}>
        {text.message}
      </label>
      <textarea
        id="consultation-message"
        rows={rows}
        className={`${fieldClasses} min-h-24`}
        aria-required="true"
        placeholder={text.messagePlaceholder}
        {...errorProps('message', error)}
        {...registration}
      />
      <FieldError field="message" message={error} />
    </div>
  );
}
