import { useEffect, useState, type SyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { lazyZodResolver } from '../../../lib/forms/lazyResolver.ts';
import type { approveAccountRequestSchema } from '../../../lib/schemas/accountReview.ts';
import { applyFieldErrors } from '../../forms/applyFieldErrors.ts';
import { withPasswordStrength } from '../../forms/passwordStrengthResolver.ts';
import type { PasswordOwner } from '../../../lib/passwordStrength.ts';
import type { AccountRequest } from '../../queries/accountRequests.ts';
import { NO_MAIL_HANDOVER } from '../mail/wording.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { FormField } from '../FormField.tsx';
import { useMailConfigured } from '../mail/useMailConfigured.ts';
import { ROLE_LABELS } from '../navItems.ts';
import { PasswordHandoverDialog } from './PasswordHandoverDialog.tsx';
import {
  failedReview,
  focusReviewedRequest,
  REVIEW_FAILED,
  type useReviewRequest,
} from './useReviewRequest.ts';

type ApproveInput = z.input<typeof approveAccountRequestSchema>;
// The API's own approval schema, so the dialog refuses exactly what the server would.
// The requester's name and email arrive as the form's context.
const validation = withPasswordStrength(
  lazyZodResolver<ApproveInput>(() =>
    import('../../../lib/schemas/accountReview.ts').then((m) => m.approveAccountRequestSchema),
  ),
  'password',
  (_values, owner) => owner as PasswordOwner,
);

interface Props {
  /** The request being approved; null closes the dialog. */
  request: AccountRequest | null;
  onClose: () => void;
  review: ReturnType<typeof useReviewRequest>;
}

/**
 * Approve a request by giving the new account a temporary password.
 * Render with `key={request?.id}` so each request starts with an empty field.
 */
export function ApproveRequestDialog({ request, onClose, review }: Props) {
  const form = useForm<ApproveInput>({
    resolver: validation.resolver,
    context: { name: request?.name, email: request?.email } satisfies PasswordOwner,
    defaultValues: { status: 'approved', password: '' },
  });
  // The estimator's dictionaries download when a request is being approved, not with the list.
  useEffect(() => {
    if (request) validation.preload();
  }, [request]);
  const mailConfigured = useMailConfigured();
  const password = useWatch({ control: form.control, name: 'password' });
  const fieldError = form.formState.errors.password?.message;
  const [handover, setHandover] = useState<{
    name: string;
    email: string;
    password: string;
  } | null>(null);

  const approve = form.handleSubmit((input) => {
    if (!request || review.isPending) return;
    review.mutate(
      { id: request.id, input },
      {
        // Not emailed: the admin sees the password once, to hand it over.
        onSuccess: (result) =>
          result.emailed
            ? onClose()
            : setHandover({ name: request.name, email: request.email, password: input.password }),
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  });
  if (handover) {
    const done = () => {
      if (request) focusReviewedRequest(request.id);
      onClose();
    };
    return <PasswordHandoverDialog person={handover} onClose={done} />;
  }
  const submit = (event: SyntheticEvent) => {
    if (form.getValues('password').trim() === '') {
      event.preventDefault();
      // No call is made without a password: the toast says what is missing instead.
      toast({
        title: 'Password Required',
        description: 'Please enter a temporary password for the user',
        variant: 'destructive',
      });
      return;
    }
    void approve(event);
  };

  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title="Approve Access Request"
      description={
        <>
          Create an account for {request?.name} ({request?.email}).
        </>
      }
      onSubmit={submit}
      submitLabel="Approve & Create Account"
      pendingLabel="Approving..."
      pending={review.isPending}
      submitDisabled={password === ''}
    >
      <FormField
        label="Temporary Password"
        hint={
          'The user will use this password to log in. They must change it at first login, and it expires after 7 days.' +
          (mailConfigured ? '' : ` ${NO_MAIL_HANDOVER}.`)
        }
        error={fieldError}
      >
        <Input
          type="text"
          autoComplete="off"
          spellCheck={false}
          {...form.register('password')}
          onKeyDown={(e) => {
            // A disabled submit button blocks Enter-to-submit; keep it, so the hint toast shows.
            if (e.key === 'Enter' && password === '') submit(e);
          }}
        />
      </FormField>
      {request && (
        <dl className="grid gap-2 rounded-lg bg-surface-alt p-3 text-sm">
          <div>
            <dt className="font-semibold">Requested role</dt>
            <dd>{ROLE_LABELS[request.requestedRole] ?? request.requestedRole}</dd>
          </div>
          <div>
            <dt className="font-semibold">Reason</dt>
            <dd className="whitespace-pre-line">{request.reason}</dd>
          </div>
        </dl>
      )}
      {/* The review mutation is shared with Reject: show only this request's failed approval. */}
      <FormFailure error={failedReview(review, request, 'approved')} fallback={REVIEW_FAILED} />
    </FormDialog>
  );
}
