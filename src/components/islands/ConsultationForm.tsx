import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { apiRequest } from '../../lib/apiRequest.ts';
import { SERVICE_TYPES, type ServiceType } from '../../lib/domain.ts';
import type {
  ConsultationCreated,
  ConsultationFormInput,
  ConsultationFormValues,
} from '../../lib/schemas/consultation.ts';
import { consultationFormDefaults } from '../../lib/schemas/consultationDefaults.ts';
import type { Locale } from '../../i18n/locales.ts';
import { toast } from '../ui/toastStore.ts';
import {
  offersEquityCheckbox,
  serviceFromQuery,
  submitLabel,
  trackConsultationRequest,
} from './consultationService.ts';
import type { ConsultationText } from './consultationText.ts';
import { SubmitButton } from './publicForm/SubmitButton.tsx';
import { fieldErrorText, serverErrorText } from './publicForm/localizedMessage.ts';
import { FieldError, errorProps, labelClasses } from './publicForm/FormFields.tsx';
import { contactDetailsFields } from './publicForm/ContactDetailsFields.tsx';
import { EquityCheckbox } from './publicForm/EquityCheckbox.tsx';
import { MessageField } from './publicForm/MessageField.tsx';
import { Honeypot } from './publicForm/Honeypot.tsx';
import { showServerFieldErrors } from './publicForm/serverFieldErrors.ts';
import { useFillTime } from './publicForm/useFillTime.ts';
import { useTurnstile } from './publicForm/useTurnstile.tsx';
import { fieldClasses } from '../ui/fieldClasses.ts';
import { lazyResolver } from '../../lib/forms/lazyResolver.ts';

/*
 * Up front: React, react-hook-form and this file. The shared schema loads on the first focus, the
 * toaster and the confirmation on the first submit (while the request is on its way). Why, and the
 * other rules this island follows: docs/design.md, "Byte budgets".
 */
const validation = lazyResolver<ConsultationFormInput, ConsultationFormValues>(() =>
  import('./consultationValidation.ts').then((m) => m.consultationResolver),
);
const Toaster = lazy(() => import('../ui/toaster.tsx').then((m) => ({ default: m.Toaster })));
const loadSuccess = () => import('./ConsultationSuccess.tsx');
const ConsultationSuccess = lazy(() =>
  loadSuccess().then((m) => ({ default: m.ConsultationSuccess })),
);

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
  const [submitted, setSubmitted] = useState<{ equity: boolean } | null>(null);
  const turnstile = useTurnstile(locale);
  const [toasterWanted, setToasterWanted] = useState(false);
  // The API refuses submissions made sooner than people can type.
  const fillTime = useFillTime();
  const form = useForm<ConsultationFormInput, unknown, ConsultationFormValues>({
    resolver: validation.resolver,
    // What was typed before hydration stays in the fields: registering never clears them.
    defaultValues: consultationFormDefaults,
    shouldFocusError: true,
  });
  const { register, handleSubmit, control, setValue, setError, reset, formState, setFocus } = form;
  const { errors, isSubmitting } = formState;
  const fieldMessage = (field: keyof typeof errors) => fieldErrorText(text, field, errors[field]);

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
    await fillTime.waitOut();
    try {
      await apiRequest<ConsultationCreated>('POST', '/api/consultations', {
        ...values,
        phone: values.phone ?? '',
        company: values.company ?? '',
        isSocialEquityApplicant: equity,
        elapsedMs: fillTime.elapsedMs(),
        locale,
        ...turnstile.tokenField,
      });
    } catch (error) {
      turnstile.renew();
      showServerFieldErrors(error, FORM_FIELDS, setError);
      toast({
        title: text.failedTitle,
        description: serverErrorText(text, error),
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
    fillTime.restart();
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
          {contactDetailsFields({
            text: text,
            register,
            errorOf: fieldMessage,
          })}

          <div className="grid gap-2">
            <label htmlFor="consultation-serviceType" className={labelClasses}>
              {text.serviceInterest}
            </label>
            <select
              id="consultation-serviceType"
              className={`${fieldClasses} h-11 pr-8`}
              {...errorProps('serviceType', fieldMessage('serviceType'))}
              {...register('serviceType')}
            >
              {SERVICE_TYPES.map((type: ServiceType) => (
                <option key={type} value={type}>
                  {text.serviceLabels[type]}
                </option>
              ))}
            </select>
            <FieldError field="serviceType" message={fieldMessage('serviceType')} />
          </div>

          {equityOffered && (
            <EquityCheckbox text={text} registration={register('isSocialEquityApplicant')} />
          )}

          <MessageField
            text={text}
            rows={5}
            error={fieldMessage('message')}
            registration={register('message')}
          />

          <Honeypot id="consultation-website" registration={register('website')} />

          {turnstile.widget}

          <SubmitButton pending={isSubmitting} loadingLabel={text.loading}>
            {submitLabel(text, { pending: isSubmitting, equity: equityChecked })}
          </SubmitButton>
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
