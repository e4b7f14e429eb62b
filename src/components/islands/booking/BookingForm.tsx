import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, apiRequest } from '../../../lib/apiRequest.ts';
import { lazyResolver } from '../../../lib/forms/lazyResolver.ts';
import type {
  BookingDetails,
  BookingDetailsInput,
  HoldCreated,
} from '../../../lib/schemas/booking.ts';
import type { DivisionId } from '../../../lib/site.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { ConsultationText } from '../consultationText.ts';
import { SubmitButton } from '../publicForm/SubmitButton.tsx';
import { fieldErrorText, serverErrorText } from '../publicForm/localizedMessage.ts';
import { contactDetailsFields } from '../publicForm/ContactDetailsFields.tsx';
import { EquityCheckbox } from '../publicForm/EquityCheckbox.tsx';
import { Honeypot } from '../publicForm/Honeypot.tsx';
import { MessageField } from '../publicForm/MessageField.tsx';
import { showServerFieldErrors } from '../publicForm/serverFieldErrors.ts';
import { useFillTime } from '../publicForm/useFillTime.ts';
import { useTurnstile } from '../publicForm/useTurnstile.tsx';
import type { BookingText } from './bookingText.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { fill, fullTime } from './slotFormat.ts';
import { useSlotChoice } from './useSlotChoice.ts';

// The request form takes the picker's place only when there is no time to book.
const ConsultationForm = lazy(() =>
  import('../ConsultationForm.tsx').then((m) => ({ default: m.ConsultationForm })),
);

const validation = lazyResolver<BookingDetailsInput, BookingDetails>(() =>
  import('./bookingValidation.ts').then((m) => m.bookingResolver),
);
const HOLD_MINUTES = 20;
const DETAIL_FIELDS = new Set(['name', 'email', 'phone', 'company', 'message']);
const noSubscription = () => () => {};

function divisionFromQuery(search: string, offered: BookingText['divisionLabels']): DivisionId {
  const raw = new URLSearchParams(search).get('division') ?? '';
  return Object.hasOwn(offered, raw) ? (raw as DivisionId) : 'cannabis';
}

/**
 * The booking page: choose a time (SlotPicker), give the contact form's details, and the time is
 * held for 20 minutes until the visitor confirms from the email. A time someone else took meanwhile
 * answers 409: the times are fetched again and the visitor chooses another.
 */
export function BookingForm({
  locale,
  text,
  fields,
}: {
  locale: Locale;
  text: BookingText;
  /** The contact form's texts: the same fields, labels and messages. */
  fields: ConsultationText;
}) {
  const bookingOn = useBookingStatus();
  // The page it came from (?division=), read once hydrated.
  const queryDivision = useSyncExternalStore(
    noSubscription,
    () => divisionFromQuery(window.location.search, text.divisionLabels),
    () => 'cannabis' as const,
  );
  const [chosenDivision, setChosenDivision] = useState<DivisionId>();
  const division = chosenDivision ?? queryDivision;
  const choice = useSlotChoice(division);
  const { start, timeZone } = choice;
  const [status, setStatus] = useState('');
  const [held, setHeld] = useState<string>();
  const turnstile = useTurnstile(locale);
  const fillTime = useFillTime();
  const heldHeading = useRef<HTMLHeadingElement>(null);

  const form = useForm<BookingDetailsInput, unknown, BookingDetails>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', phone: '', company: '', message: '', website: '' },
    shouldFocusError: true,
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const fieldMessage = (field: keyof typeof errors) => fieldErrorText(fields, field, errors[field]);

  useEffect(() => {
    if (held) heldHeading.current?.focus();
  }, [held]);

  async function onSubmit(values: BookingDetails) {
    if (!start) {
      choice.fail(text.chooseTime);
      return;
    }
    await fillTime.waitOut();
    try {
      await apiRequest<HoldCreated>('POST', '/api/booking/holds', {
        ...values,
        company: values.company ?? '',
        isSocialEquityApplicant: division === 'cannabis' && values.isSocialEquityApplicant,
        division,
        start,
        locale,
        timeZone,
        elapsedMs: fillTime.elapsedMs(),
        ...turnstile.tokenField,
      });
      setHeld(fullTime(locale, start, timeZone));
    } catch (error) {
      turnstile.renew();
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        setStatus(text.slotTaken);
        await choice.taken(text.slotTaken);
        return;
      }
      showServerFieldErrors(error, DETAIL_FIELDS, setError);
      setStatus(serverErrorText(fields, error));
    }
  }

  if (held) {
    return (
      <div className="grid gap-3">
        <h2 ref={heldHeading} tabIndex={-1} className="heading-2">
          {text.heldHeading}
        </h2>
        <p>{fill(text.heldBody, { when: held, minutes: HOLD_MINUTES })}</p>
        <p className="text-muted">{text.heldNote}</p>
      </div>
    );
  }

  // No host has hours: say so and take the request instead, on this page.
  if (bookingOn === false) {
    return (
      <div className="grid gap-6">
        <div className="grid gap-2">
          <h2 className="font-display text-xl font-semibold text-brand-900">
            {text.bookingOffHeading}
          </h2>
          <p>{text.bookingOffBody}</p>
        </div>
        <RequestForm locale={locale} fields={fields} />
      </div>
    );
  }

  // Booking is on but this division has no open time: the division can change, or the request
  // form below takes the visitor's details (the picker's message says so).
  if (choice.slots?.length === 0) {
    return (
      <div className="grid gap-8">
        <SlotPicker
          locale={locale}
          text={text}
          choice={choice}
          division={{ value: division, onChange: setChosenDivision }}
        />
        <RequestForm locale={locale} fields={fields} />
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={text.formLabel}
      onFocus={validation.preload}
      // Details missing and no time either: both are said (focus goes to the first field).
      onSubmit={(event) =>
        void handleSubmit(onSubmit, () => !start && choice.flag(text.chooseTime))(event)
      }
      className="relative grid gap-8"
    >
      <SlotPicker
        locale={locale}
        text={text}
        choice={choice}
        division={{ value: division, onChange: setChosenDivision }}
        onChoose={(value) => setStatus(fullTime(locale, value, timeZone))}
      />

      <section aria-labelledby="booking-details-heading" className="grid gap-5">
        <h2
          id="booking-details-heading"
          className="font-display text-xl font-semibold text-brand-900"
        >
          {text.detailsHeading}
        </h2>
        <p className="-mt-3 text-sm text-muted">{text.phoneHint}</p>
        {contactDetailsFields({
          text: fields,
          register,
          errorOf: fieldMessage,
          phoneRequired: true,
        })}
        {division === 'cannabis' && (
          <EquityCheckbox text={fields} registration={register('isSocialEquityApplicant')} />
        )}
        <MessageField
          text={fields}
          rows={4}
          error={fieldMessage('message')}
          registration={register('message')}
        />
        <Honeypot id="booking-website" registration={register('website')} />
      </section>

      {turnstile.widget}

      <p role="status" aria-live="polite" className="text-sm font-medium">
        {status}
      </p>

      <SubmitButton pending={isSubmitting} loadingLabel={fields.loading}>
        {isSubmitting ? text.submitting : text.submit}
      </SubmitButton>
    </form>
  );
}

/** Whether online booking is on (a host has hours), asked once; undefined until answered. */
function useBookingStatus(): boolean | undefined {
  const [on, setOn] = useState<boolean>();
  useEffect(() => {
    let current = true;
    apiRequest<{ enabled: boolean }>('GET', '/api/booking/status')
      .then((answer) => current && setOn(answer.enabled))
      // Unknown: the picker says whether it could load times.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return on;
}

function RequestForm({ locale, fields }: { locale: Locale; fields: ConsultationText }) {
  return (
    <Suspense fallback={<p role="status">{fields.loading}</p>}>
      <ConsultationForm locale={locale} text={fields} />
    </Suspense>
  );
}
