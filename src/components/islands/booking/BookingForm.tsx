import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PUBLIC_TURNSTILE_SITE_KEY } from 'astro:env/client';
import { useForm } from 'react-hook-form';
import { ApiError, apiRequest } from '../../../lib/apiRequest';
import { waitOutFillTime } from '../../../lib/fillTime';
import { lazyResolver } from '../../../lib/forms/lazyResolver';
import type {
  BookingDetails,
  BookingDetailsInput,
  HoldCreated,
} from '../../../lib/schemas/booking';
import type { DivisionId } from '../../../lib/site';
import type { Locale } from '../../../i18n/locales';
import { buttonVariants } from '../../ui/buttonVariants';
import { fieldClasses } from '../../ui/fieldClasses';
import type { ConsultationText } from '../consultationText';
import { errorProps, FieldError, labelClasses, TextInput } from './BookingFields';
import type { BookingText } from './bookingText';
import { SlotPicker } from './SlotPicker';
import { fill, fullTime } from './slotFormat';
import { useSlotChoice } from './useSlotChoice';

const validation = lazyResolver<BookingDetailsInput, BookingDetails>(() =>
  import('./bookingValidation').then((m) => m.bookingResolver),
);
// The contact form's widget, loaded only when the build turns Turnstile on (see TurnstileWidget).
const turnstileSiteKey = PUBLIC_TURNSTILE_SITE_KEY || undefined;
const TurnstileWidget = lazy(() => import('../TurnstileWidget'));
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
  // As the contact form's localizedMessage, written out: importing it would split a chunk off /contact.
  const fieldMessage = (message: string | undefined) =>
    message === undefined ? undefined : (fields.messages[message] ?? message);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
  const [turnstileToken, setTurnstileToken] = useState<string>();
  // Tokens are single-use: a new widget (and token) after every refused hold.
  const [turnstileRound, setTurnstileRound] = useState(0);
  const renderedAt = useRef(0);
  const heldHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    renderedAt.current = Date.now();
  }, []);

  const form = useForm<BookingDetailsInput, unknown, BookingDetails>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', phone: '', company: '', message: '', website: '' },
    shouldFocusError: true,
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (held) heldHeading.current?.focus();
  }, [held]);

  async function onSubmit(values: BookingDetails) {
    if (!start) {
      choice.fail(text.chooseTime);
      return;
    }
    await waitOutFillTime(renderedAt.current);
    try {
      await apiRequest<HoldCreated>('POST', '/api/booking/holds', {
        ...values,
        phone: values.phone ?? '',
        company: values.company ?? '',
        isSocialEquityApplicant: division === 'cannabis' && values.isSocialEquityApplicant,
        division,
        start,
        locale,
        timeZone,
        elapsedMs: Date.now() - renderedAt.current,
        ...(turnstileToken ? { turnstileToken } : {}),
      });
      setHeld(fullTime(locale, start, timeZone, text.firmTime));
    } catch (error) {
      if (turnstileSiteKey) {
        setTurnstileToken(undefined);
        setTurnstileRound((round) => round + 1);
      }
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        setStatus(text.slotTaken);
        await choice.taken(text.slotTaken);
        return;
      }
      const message =
        error instanceof ApiError
          ? (fieldMessage(error.serverMessage) ?? fields.failedFallback)
          : fields.failedFallback;
      if (error instanceof ApiError && error.fields) {
        for (const [field, fieldError] of Object.entries(error.fields)) {
          if (DETAIL_FIELDS.has(field)) {
            setError(
              field as keyof BookingDetailsInput,
              { message: fieldError },
              { shouldFocus: true },
            );
          }
        }
      }
      setStatus(message);
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

  return (
    <form
      noValidate
      aria-label={text.formLabel}
      onFocus={validation.preload}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="relative grid gap-8"
    >
      <SlotPicker
        locale={locale}
        text={text}
        choice={choice}
        division={{ value: division, onChange: setChosenDivision }}
        onChoose={(value) => setStatus(fullTime(locale, value, timeZone, text.firmTime))}
      />

      <section aria-labelledby="booking-details-heading" className="grid gap-5">
        <h2
          id="booking-details-heading"
          className="font-display text-xl font-semibold text-brand-900"
        >
          {text.detailsHeading}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            field="name"
            label={fields.name}
            optionalText={fields.optional}
            autoComplete="name"
            required
            error={fieldMessage(errors.name?.message)}
            registration={register('name')}
          />
          <TextInput
            field="email"
            label={fields.email}
            optionalText={fields.optional}
            type="email"
            autoComplete="email"
            required
            error={fieldMessage(errors.email?.message)}
            registration={register('email')}
          />
          <TextInput
            field="phone"
            label={fields.phone}
            optionalText={fields.optional}
            type="tel"
            autoComplete="tel"
            error={fieldMessage(errors.phone?.message)}
            registration={register('phone')}
          />
          <TextInput
            field="company"
            label={fields.company}
            optionalText={fields.optional}
            autoComplete="organization"
            error={fieldMessage(errors.company?.message)}
            registration={register('company')}
          />
        </div>
        {division === 'cannabis' && (
          <div className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
            <input
              type="checkbox"
              id="consultation-isSocialEquityApplicant"
              aria-describedby="consultation-equity-hint"
              className="mt-0.5 size-5 shrink-0 rounded border-border accent-brand-700"
              {...register('isSocialEquityApplicant')}
            />
            <div className="grid gap-1">
              <label htmlFor="consultation-isSocialEquityApplicant" className={labelClasses}>
                {fields.equityLabel}
              </label>
              <p id="consultation-equity-hint" className="text-sm text-muted">
                {fields.equityHint}
              </p>
            </div>
          </div>
        )}
        <div className="grid gap-2">
          <label htmlFor="consultation-message" className={labelClasses}>
            {fields.message}
          </label>
          <textarea
            id="consultation-message"
            rows={4}
            className={`${fieldClasses} min-h-24`}
            aria-required="true"
            placeholder={fields.messagePlaceholder}
            {...errorProps('message', fieldMessage(errors.message?.message))}
            {...register('message')}
          />
          <FieldError field="message" message={fieldMessage(errors.message?.message)} />
        </div>
        {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="booking-website">Website</label>
          <input
            id="booking-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register('website')}
          />
        </div>
      </section>

      {turnstileSiteKey && (
        <Suspense fallback={null}>
          <TurnstileWidget
            key={turnstileRound}
            siteKey={turnstileSiteKey}
            language={locale}
            onToken={setTurnstileToken}
          />
        </Suspense>
      )}

      <p role="status" aria-live="polite" className="text-sm font-medium">
        {status}
      </p>

      <button
        type="submit"
        disabled={!hydrated || isSubmitting}
        className={buttonVariants({
          size: 'lg',
          className:
            'h-auto! min-h-12 w-full py-2 text-center whitespace-normal! sm:w-auto sm:justify-self-start',
        })}
      >
        {!hydrated ? fields.loading : isSubmitting ? text.submitting : text.submit}
      </button>
    </form>
  );
}
