import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { ApiError } from '../../../lib/apiRequest.ts';
import { adminKeys } from '../../queries/keys.ts';
import { bookingApi, bookingQueries, type AgendaBooking } from '../../queries/bookings.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { FormField } from '../FormField.tsx';
import { LoadingState } from '../LoadingState.tsx';
import {
  easternDateKey,
  formatEasternDateTime,
  formatEasternDay,
  formatEasternTime,
} from './easternTime.ts';

const MOVE_FAILED = 'The consultation was not moved. Please try again.';

/**
 * Moves a consultation for the visitor to a time the booking page offers now (every rule is
 * checked again on the server). The visitor and the host get the updated invitation by email.
 * Render with `key={booking?.id}`.
 */
export function RescheduleBookingDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: AgendaBooking | null;
  onClose: () => void;
  /** After success, before closing: the page moves focus to what changed. */
  onDone: (booking: AgendaBooking) => void;
}) {
  const open = booking !== null;
  const times = useQuery({
    ...bookingQueries.openTimes(booking?.division ?? 'cannabis'),
    enabled: open,
  });
  const [day, setDay] = useState('');
  const [start, setStart] = useState('');
  const move = useMutation({
    mutationFn: ({ id, to }: { id: string; to: string }) => bookingApi.reschedule(id, to),
    meta: {
      invalidates: [bookingQueries.all(), adminKeys.leads],
      errorTitle: 'Consultation Not Moved',
      errorFallback: MOVE_FAILED,
    },
    onSuccess: (moved) => {
      toast({
        title: 'Consultation Moved',
        description: `${moved.name} was emailed the new time: ${formatEasternDateTime(moved.startsAt)}.`,
        variant: 'success',
      });
      if (booking) onDone(booking);
      onClose();
    },
    onError: (error) => {
      // Taken meanwhile, or no longer offered: fresh times to choose from.
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        setStart('');
        void times.refetch();
      }
    },
  });

  const slots = (times.data?.slots ?? []).filter((slot) => slot.start !== booking?.startsAt);
  const days = [...new Set(slots.map((slot) => easternDateKey(slot.start)))];
  const chosenDay = day && days.includes(day) ? day : (days[0] ?? '');
  const dayTimes = slots.filter((slot) => easternDateKey(slot.start) === chosenDay);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (booking && start && !move.isPending) move.mutate({ id: booking.id, to: start });
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Reschedule Consultation"
      description={
        booking && (
          <>
            Move the consultation with {booking.name}, now on{' '}
            {formatEasternDateTime(booking.startsAt)}, to another time. {booking.name} and the host
            are emailed the updated invitation.
          </>
        )
      }
      onSubmit={submit}
      submitLabel="Move Consultation"
      pendingLabel="Moving..."
      pending={move.isPending}
      submitDisabled={!start}
      // Not "Cancel": beside a booking whose own action is Cancel, it read as cancelling it.
      dismissLabel="Keep Current Time"
    >
      {times.isPending ? (
        <LoadingState label="Loading open times..." />
      ) : times.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          Could not load the open times. Please close this and try again.
        </p>
      ) : days.length === 0 ? (
        <p className="text-sm text-muted">
          No other time is open in the next 30 days for this division.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Day">
            <NativeSelect
              value={chosenDay}
              onChange={(e) => {
                setDay(e.target.value);
                setStart('');
              }}
            >
              {days.map((key) => (
                <option key={key} value={key}>
                  {formatEasternDay(`${key}T12:00:00Z`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Time (Eastern)">
            <NativeSelect value={start} onChange={(e) => setStart(e.target.value)}>
              <option value="">Choose a time</option>
              {dayTimes.map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {formatEasternTime(slot.start)} ET
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      )}
      <FormFailure error={move.error} fallback={MOVE_FAILED} />
    </FormDialog>
  );
}
