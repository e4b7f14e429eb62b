import { useMutation } from '@tanstack/react-query';
import type { SyntheticEvent } from 'react';
import { toast } from '../../../components/ui/toastStore';
import { adminKeys } from '../../queries/keys';
import { bookingApi, bookingQueries, type AgendaBooking } from '../../queries/bookings';
import { FormDialog } from '../FormDialog';
import { FormFailure } from '../FormFailure';
import { formatEasternDateTime } from './easternTime';

const CANCEL_FAILED = 'The consultation was not cancelled. Please try again.';

/**
 * Asks before cancelling a consultation for the visitor: the time is freed at once, and the
 * visitor and the host get the cancellation (.ics) by email. Render with `key={booking?.id}`.
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
  const cancel = useMutation({
    mutationFn: (id: string) => bookingApi.cancel(id),
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
    if (booking && !cancel.isPending) cancel.mutate(booking.id);
  };
  return (
    <FormDialog
      open={booking !== null}
      onClose={onClose}
      title="Cancel Consultation"
      description={
        booking && (
          <>
            Cancel the consultation with {booking.name} on {formatEasternDateTime(booking.startsAt)}
            ? The time becomes free, and {booking.name} and the host are emailed the cancellation.
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
      <FormFailure error={cancel.error} fallback={CANCEL_FAILED} />
    </FormDialog>
  );
}
