import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, apiRequest, errorMessage } from '../../lib/apiRequest';
import { SERVICE_TYPES, type ServiceType } from '../../lib/domain';
import { waitOutFillTime } from '../../lib/fillTime';
import type {
  ConsultationCreated,
  ConsultationFormInput,
  ConsultationFormValues,
} from '../../lib/schemas/consultation';
import { consultationFormDefaults } from '../../lib/schemas/consultationDefaults';
import type { Locale } from '../../i18n/locales';
import { buttonVariants } from '../ui/buttonVariants';
import { fieldClasses } from '../ui/fieldClasses';
import { toast } from '../ui/toastStore';
import {
  offersEquityCheckbox,
  serviceFromQuery,
  submitLabel,
  trackConsultationRequest,
} from './consultationService';
import type { ConsultationText } from './consultationText';
import { localizedMessage } from './localizedMessage';
import { FieldError, errorProps, labelClasses, TextInput } from './FormFields';
import { lazyResolver } from '../../lib/forms/lazyResolver';
import { PUBLIC_TURNSTILE_SITE_KEY } from 'astro:env/client';

/*
 * Budget: /contact ships ≤ 90 KB gzipped JS, and React alone is ~68 KB. So the first load carries only
 * React, react-hook-form and this file. The shared schema (zod/mini + resolver) loads on the first
 * focus, the Radix toaster and the confirmation screen on the first submit (the confirmation
 * downloads while the request is on its way). The shared UI primitives' class strings are used
 * directly: their cn() brings tailwind-merge (8 KB), more than this page can spend.
 */
const validation = lazyResolver<ConsultationFormInput, ConsultationFormValues>(() =>
  import('./consultationValidation').then((m) => m.consultationResolver),
);
const turnstileSiteKey = PUBLIC_TURNSTILE_SITE_KEY || undefined;
const TurnstileWidget = lazy(() => import('./TurnstileWidget'));
const Toaster = lazy(() => import('../ui/toaster').then((m) => ({ default: m.Toaster })));
const loadSuccess = () => import('./ConsultationSuccess');
const ConsultationSuccess = lazy(() =>
  loadSuccess().then((m) => ({ default: m.ConsultationSuccess })),
);

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

const FORM_FIELDS = new Set<string>([
  'name',
  'email',
  'phone',
  'company',
  'serviceType',
  'message',
]);

/**
 * The consultation request form. Validates with the schema the API uses,
 * shows each problem next to its field and focuses the first one; on success the form gives way to a
 * confirmation. The hidden `website` field and the time since render are the spam defences.
 */
export function ConsultationForm({ locale, text }: { locale: Locale; text: ConsultationText }) {
  const fieldMessage = (message: string | undefined) => localizedMessage(text, message);
  const [submitted, setSubmitted] = useState<{ equity: boolean } | null>(null);
  const [turnstileToken, setTurnstileToken] = useState<string>();
  // Turnstile tokens are single-use: a new widget (and token) after every failed attempt.
  const [turnstileRound, setTurnstileRound] = useState(0);
  const [toasterWanted, setToasterWanted] = useState(false);
  // When the form became usable; the API refuses submissions made sooner than people can type.
  const renderedAt = useRef(0);
  // Until React has taken over, the server-rendered button is disabled and says "Loading…": a plain
  // HTML submit would reload the page with the typed details in the URL and lose them.
  // (The server snapshot is false, the client's true: React re-renders right after hydrating.)
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  useEffect(() => {
    renderedAt.current = Date.now();
  }, []);
  const form = useForm<ConsultationFormInput, unknown, ConsultationFormValues>({
    resolver: validation.resolver,
    // What was typed before hydration stays in the fields: registering never clears them.
    defaultValues: consultationFormDefaults,
    shouldFocusError: true,
  });
  const { register, handleSubmit, control, setValue, setError, reset, formState, setFocus } = form;
  const { errors, isSubmitting } = formState;

  // ?service= preselects (links from service pages and the chat assistant). Read after hydration
  // so the server-rendered HTML stays the same for every URL.
  useEffect(() => {
    const service = serviceFromQuery(window.location.search);
    if (service !== consultationFormDefaults.serviceType) setValue('serviceType', service);
  }, [setValue]);

  const [serviceType, equityValue] = useWatch({
    control,
    name: ['serviceType', 'isSocialEquityApplicant'],
  });
  const equityOffered = offersEquityCheckbox(serviceType);
  const equityChecked = equityOffered && equityValue === true;

  // A hidden checkbox must never be sent as true.
  useEffect(() => {
    if (!equityOffered) setValue('isSocialEquityApplicant', false);
  }, [equityOffered, setValue]);

  async function onSubmit(values: ConsultationFormValues) {
    const equity = offersEquityCheckbox(values.serviceType) && values.isSocialEquityApplicant;
    // Fast hands and autofill are not refused: the button shows its pending state meanwhile.
    await waitOutFillTime(renderedAt.current);
    try {
      await apiRequest<ConsultationCreated>('POST', '/api/consultations', {
        ...values,
        phone: values.phone ?? '',
        company: values.company ?? '',
        isSocialEquityApplicant: equity,
        elapsedMs: Date.now() - renderedAt.current,
        locale,
        ...(turnstileToken ? { turnstileToken } : {}),
      });
    } catch (error) {
      if (turnstileSiteKey) {
        setTurnstileToken(undefined);
        setTurnstileRound((round) => round + 1);
      }
      // The admin's applyFieldErrors (src/admin/forms/applyFieldErrors.ts) does this too, but its
      // bytes tip /contact over its 90 KB budget (e2e/contact-form.spec.ts): written out here.
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (FORM_FIELDS.has(field))
            setError(field as keyof ConsultationFormInput, { message }, { shouldFocus: true });
        }
      }
      toast({
        title: text.failedTitle,
        description:
          locale === 'en'
            ? errorMessage(error, text.failedFallback)
            : (fieldMessage(error instanceof ApiError ? error.serverMessage : undefined) ??
              text.failedFallback),
        variant: 'destructive',
      });
      return;
    }
    trackConsultationRequest(values.serviceType, equity);
    // The confirmation's heading takes focus and is read out; the toast only shows.
    toast({
      title: text.receivedTitle,
      description: equity ? text.receivedDescriptionEquity : text.receivedDescription,
      variant: 'success',
      quiet: true,
    });
    reset(consultationFormDefaults);
    setSubmitted({ equity });
  }

  function startOver() {
    renderedAt.current = Date.now();
    setSubmitted(null);
  }

  // Back on the form after "Submit Another Request": start at the first field.
  const returning = useRef(false);
  useEffect(() => {
    if (submitted) returning.current = true;
    else if (returning.current) setFocus('name');
  }, [submitted, setFocus]);

  return (
    <>
      {submitted ? (
        <Suspense fallback={null}>
          <ConsultationSuccess equity={submitted.equity} onAnother={startOver} text={text} />
        </Suspense>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            setToasterWanted(true);
            void loadSuccess();
            void handleSubmit(onSubmit)(event);
          }}
          onFocus={validation.preload}
          aria-label={text.formLabel}
          className="relative grid gap-5"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextInput
              field="name"
              label={text.name}
              optionalText={text.optional}
              autoComplete="name"
              required
              error={fieldMessage(errors.name?.message)}
              registration={register('name')}
            />
            <TextInput
              field="email"
              label={text.email}
              optionalText={text.optional}
              type="email"
              autoComplete="email"
              required
              error={fieldMessage(errors.email?.message)}
              registration={register('email')}
            />
            <TextInput
              field="phone"
              label={text.phone}
              optionalText={text.optional}
              type="tel"
              autoComplete="tel"
              error={fieldMessage(errors.phone?.message)}
              registration={register('phone')}
            />
            <TextInput
              field="company"
              label={text.company}
              optionalText={text.optional}
              autoComplete="organization"
              error={fieldMessage(errors.company?.message)}
              registration={register('company')}
            />
          </div>

          <div className="grid gap-2">
            <label htmlFor="consultation-serviceType" className={labelClasses}>
              {text.serviceInterest}
            </label>
            <select
              id="consultation-serviceType"
              className={`${fieldClasses} h-11 pr-8`}
              {...errorProps('serviceType', fieldMessage(errors.serviceType?.message))}
              {...register('serviceType')}
            >
              {SERVICE_TYPES.map((type: ServiceType) => (
                <option key={type} value={type}>
                  {text.serviceLabels[type]}
                </option>
              ))}
            </select>
            <FieldError field="serviceType" message={fieldMessage(errors.serviceType?.message)} />
          </div>

          {equityOffered && (
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
                  {text.equityLabel}
                </label>
                <p id="consultation-equity-hint" className="text-sm text-muted">
                  {text.equityHint}
                </p>
              </div>
            </div>
          )}

          <div className="grid gap-2">
            <label htmlFor="consultation-message" className={labelClasses}>
              {text.message}
            </label>
            <textarea
              id="consultation-message"
              rows={5}
              className={`${fieldClasses} min-h-24`}
              aria-required="true"
              placeholder={text.messagePlaceholder}
              {...errorProps('message', fieldMessage(errors.message?.message))}
              {...register('message')}
            />
            <FieldError field="message" message={fieldMessage(errors.message?.message)} />
          </div>

          {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="consultation-website">Website</label>
            <input
              id="consultation-website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...register('website')}
            />
          </div>

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

          <button
            type="submit"
            disabled={!hydrated || isSubmitting}
            className={buttonVariants({
              size: 'lg',
              // The label may wrap (the Spanish equity label is long; so is any label at 320 px):
              // a button wider than the screen would scroll the page sideways.
              className:
                'h-auto! min-h-12 w-full py-2 text-center whitespace-normal! sm:w-auto sm:justify-self-start',
            })}
          >
            {hydrated
              ? submitLabel(text, { pending: isSubmitting, equity: equityChecked })
              : text.loading}
          </button>
        </form>
      )}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster labels={text.notifications} />
        </Suspense>
      )}
    </>
  );
}
