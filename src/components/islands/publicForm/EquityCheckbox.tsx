import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ConsultationText } from '../consultationText.ts';
import { labelClasses } from './FormFields.tsx';

/**
 * "I am a social equity applicant" with its hint, on the contact form (cannabis or several
 * services) and the booking page (the cannabis division). The forms decide when it shows.
 */
export function EquityCheckbox({
  text,
  registration,
}: {
  text: Pick<ConsultationText, 'equityLabel' | 'equityHint'>;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <input
        type="checkbox"
        id="consultation-isSocialEquityApplicant"
        aria-describedby="consultation-equity-hint"
        className="mt-0.5 size-5 shrink-0 rounded border-border accent-brand-700"
        {...registration}
      />
      <div className="grid gap-1">
        <label htmlFor="consultation-isSocialEquityApplicant" className={labelClasses}>
          {text.equityLabel}
        </label>
        <p id="consultation-equity-hint" className="text-sm text-muted">
          {text.equityHint}
        </p>
      </div>
    </div>
  );
}
