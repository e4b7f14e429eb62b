import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toastStore.ts';
import { apiRequest } from '../../lib/apiRequest.ts';
import { waitOutFillTime } from '../../lib/fillTime.ts';
import { applyFieldErrors } from '../forms/applyFieldErrors.ts';
import type { accountRequestSchema } from '../../lib/schemas/accountRequest.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { AuthForm } from '../components/AuthForm.tsx';
import { NameEmailFields } from '../components/NameEmailFields.tsx';
import { FormField } from '../components/FormField.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { lazyZodResolver } from '../../lib/forms/lazyResolver.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { SubmitButton } from '../components/SubmitButton.tsx';

type FormInput = z.input<typeof accountRequestSchema>;
type FormOutput = z.output<typeof accountRequestSchema>;
const validation = lazyZodResolver<FormInput, FormOutput>(() =>
  import('../../lib/schemas/accountRequest.ts').then((m) => m.accountRequestSchema),
);

const REQUEST_FAILED = 'Failed to submit access request. Please try again.';

export default function RequestAccessPage() {
  usePageTitle('Request Access');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', requestedRole: 'employee', reason: '', website: '' },
  });
  // When the form appeared: sent as elapsedMs for the minimum fill time (src/lib/fillTime.ts).
  const [shownAt] = useState(() => Date.now());
  const submit = useMutation({
    mutationFn: async (input: FormOutput) => {
      // An early submit waits out the minimum (the button shows it is pending), never fails.
      await waitOutFillTime(shownAt);
      return apiRequest('POST', '/api/account-requests', {
        ...input,
        elapsedMs: Date.now() - shownAt,
      });
    },
    onSuccess: () => {
      toast({
        title: 'Request Submitted!',
        description: 'An administrator will review your request shortly.',
        variant: 'success',
      });
    },
    onError: (error) => applyFieldErrors(form, error),
    meta: { errorTitle: 'Request Failed', errorFallback: REQUEST_FAILED },
  });

  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (submit.isSuccess) confirmationHeading.current?.focus();
  }, [submit.isSuccess]);

  if (submit.isSuccess) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-10">
        <div className="w-full max-w-md rounded-(--radius-card) border border-border bg-white p-8 text-center shadow-sm">
          <CheckCircle2 className="mx-auto size-12 text-brand-600" aria-hidden="true" />
          <h1 ref={confirmationHeading} tabIndex={-1} className="mt-4 text-2xl font-bold">
            Request Submitted
          </h1>
          <p className="mt-3 text-muted">
            {/* Whether mail is set up is not told to visitors (see ForgotPasswordPage), so the
                sentence holds either way: without mail the admin hands the password over. */}
            Thank you. An administrator will review your request. If it is approved, you will
            receive an email with your login credentials (or, while this site cannot send email,
            from the administrator who approves it).
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button asChild>
              <Link to="/admin/login">Back to Login</Link>
            </Button>
            <Button asChild variant="outline">
              {/* The public site is outside the SPA: a full page load. */}
              <a href="/">Return Home</a>
            </Button>
          </div>
        </div>
      </main>
    );
  }

  const { errors } = form.formState;
  return (
    <AuthCard
      title="Request Access"
      description="Ask for an account on the staff dashboard. An administrator reviews every request."
    >
      <AuthForm
        preloadValidation={validation.preload}
        onSubmit={form.handleSubmit((values) => submit.mutate(values))}
      >
        <NameEmailFields
          name={form.register('name')}
          email={form.register('email')}
          errors={errors}
        />
        <FormField label="Requested Role" error={errors.requestedRole?.message}>
          <NativeSelect {...form.register('requestedRole')}>
            <option value="employee">Employee</option>
            <option value="admin">Admin</option>
          </NativeSelect>
        </FormField>
        <FormField
          label="Why do you need access?"
          hint="At least 20 characters."
          error={errors.reason?.message}
        >
          <Textarea rows={4} {...form.register('reason')} />
        </FormField>
        {/* Honeypot: invisible to people and to assistive technology; bots fill it in. */}
        <div className="absolute -left-[10000px] size-px overflow-hidden" aria-hidden="true">
          <label>
            Website
            <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </label>
        </div>
        <FormFailure error={submit.error} fallback={REQUEST_FAILED} />
        <SubmitButton className="w-full" busy={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Request'}
        </SubmitButton>
      </AuthForm>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to="/admin/login" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
