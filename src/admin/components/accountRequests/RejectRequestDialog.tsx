import { useState, type SyntheticEvent } from 'react';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { AccountRequest } from '../../queries/accountRequests.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { FormField } from '../FormField.tsx';
import { useMailConfigured } from '../mail/useMailConfigured.ts';
import { failedReview, REVIEW_FAILED, type useReviewRequest } from './useReviewRequest.ts';

const REASON_MAX = 1000;

interface Props {
  /** The request being rejected; null closes the dialog. */
  request: AccountRequest | null;
  onClose: () => void;
  review: ReturnType<typeof useReviewRequest>;
}

/**
 * Reject a request, optionally saying why; the requester is emailed the reason.
 * Render with `key={request?.id}` so each request starts with an empty reason.
 */
export function RejectRequestDialog({ request, onClose, review }: Props) {
  const [reason, setReason] = useState('');
  const mailConfigured = useMailConfigured();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!request || review.isPending) return;
    review.mutate(
      { id: request.id, input: { status: 'rejected', rejectionReason: reason.trim() || null } },
      { onSuccess: onClose },
    );
  };

  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title="Reject Access Request"
      description={
        <>
          Decline the request from {request?.name} ({request?.email}).{' '}
          {mailConfigured
            ? 'They will be notified by email.'
            : 'Email is not set up, so they will not be notified.'}
        </>
      }
      onSubmit={submit}
      submitLabel="Reject Request"
      pendingLabel="Rejecting..."
      pending={review.isPending}
      submitVariant="destructive"
    >
      <FormField
        label="Rejection Reason (Optional)"
        hint={
          mailConfigured
            ? 'Included in the email to the requester.'
            : 'Kept with the request; no email is sent.'
        }
      >
        <Textarea
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormField>
      <FormFailure error={failedReview(review, request, 'rejected')} fallback={REVIEW_FAILED} />
    </FormDialog>
  );
}
