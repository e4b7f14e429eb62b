import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { ApiError } from '../../../lib/apiRequest.ts';
import { staffCancelSchema } from '../../../lib/schemas/bookingAdmin.ts';
import { adminKeys } from '../../queries/keys.ts';
import { bookingApi, bookingQueries, type AgendaBooking } from '../../queries/bookings.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { FormField } from '../FormField.tsx';
import { formatEasternDateTime } from './easternTime.ts';

const CANCEL_FAILED = 'The consultation was not cancelled. Please try again.';

/**
 * Asks before cancelling a consultation for the visitor, and why: the reason goes into the
 * visitor's email with the firm's phone and a link to book again. The time is freed at once, and
 * the visitor and the host get the cancellation (.ics) by email. Render with `key={booking?.id}`.
 */
export function CancelBookingDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: AgendaBooking | null;
  onClose: () => void;
  /** After success, before closing: the page moves focus to what changed. */
  onDone: (booking: AgendaBooking) => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const cancel = useMutation({
    mutationFn: (id: string) => bookingApi.cancel(id, { reason }),
    meta: {
      invalidates: [bookingQueries.all(), adminKeys.leads],
      errorTitle: 'Consultation Not Cancelled',
      errorFallback: CANCEL_FAILED,
    },
    onSuccess: (cancelled) => {
      toast({
        title: 'Consultation Cancelled',
        description: `${cancelled.name} was emailed.`,
        variant: 'success',
      });
      if (booking) onDone(booking);
      onClose();
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = staffCancelSchema.safeParse({ reason });
    setReasonError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success && booking && !cancel.isPending) cancel.mutate(booking.id);
  };
  const serverReasonError =
    cancel.error instanceof ApiError ? cancel.error.fields?.reason : undefined;
  return (
    <FormDialog
      open={booking !== null}
      onClose={onClose}
      title="Cancel Consultation"
      description={
        booking && (
          <>
            Cancel the consultation with {booking.name} on {formatEasternDateTime(booking.startsAt)}
            ? The time becomes free, and {booking.name} and the host are emailed the cancellation
            with your reason, the firm&rsquo;s phone and a link to book again.
          </>
        )
      }
      onSubmit={submit}
      submitLabel="Cancel Consultation"
      pendingLabel="Cancelling..."
      pending={cancel.isPending}
      submitVariant="destructive"
      dismissLabel="Keep Consultation"
    >
      <FormField
        label="Reason for the visitor"
        hint="Sent to the visitor as written, in their email."
        error={reasonError ?? serverReasonError}
      >
        <Textarea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          maxLength={500}
          required
        />
      </FormField>
      <FormFailure error={cancel.error} fallback={CANCEL_FAILED} />
    </FormDialog>
  );
}
