import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { firmWallToInstant, minutesFromClock, nextDate } from '../../../lib/booking/slots.ts';
import { localDate } from '../../../lib/firmTime.ts';
import type { Availability } from '../../../lib/schemas/booking.ts';
import { focusAfterAction } from '../../focusAfterAction.ts';
import { availabilityApi, availabilityQueries } from '../../queries/availability.ts';
import { formatEasternDateTime } from '../bookings/easternTime.ts';
import { ConfirmRemoveDialog } from '../ConfirmRemoveDialog.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { FormField } from '../FormField.tsx';
import { useFocusFirstInvalid } from '../../forms/useFocusFirstInvalid.ts';
import { serverFieldError } from './fieldError.ts';

type TimeOff = Availability['timeOff'][number];

const ADD_FAILED = 'Could not add the time off. Please try again.';
const REMOVE_FAILED = 'Could not remove the time off. Please try again.';

/**
 * A host's time off (holidays of their own, a course): no consultation is offered in it. Saved
 * through the availability PUT with the *saved* hours and divisions, so adding time off never
 * saves half-edited weekly hours by the way.
 */
export function TimeOffSection({
  memberId,
  memberName,
  saved,
}: {
  memberId: string;
  memberName: string;
  saved: Availability;
}) {
  const [removing, setRemoving] = useState<number>();
  const save = (timeOff: TimeOff[]) =>
    availabilityApi.save(memberId, { weekly: saved.weekly, divisions: saved.divisions, timeOff });
  // The focus rule: a new time off is focused in the list; after a removal, the list (or the
  // heading, once the list is empty).
  const ids = useId();
  const listId = `${ids}-list`;
  const headingId = `${ids}-heading`;
  const focusRow = (start: string) =>
    focusAfterAction(() =>
      [...(document.getElementById(listId)?.querySelectorAll('li') ?? [])].find(
        (row) => Date.parse(row.dataset.start ?? '') === Date.parse(start),
      ),
    );
  const focusList = () =>
    focusAfterAction(() => document.getElementById(listId) ?? document.getElementById(headingId));

  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-ink">
          Time off for {memberName}
        </h2>
        {saved.timeOff.length === 0 ? (
          <p className="text-sm text-muted">No upcoming time off.</p>
        ) : (
          <ul
            id={listId}
            tabIndex={-1}
            className="divide-y divide-border"
            aria-label={`Time off for ${memberName}`}
          >
            {saved.timeOff.map((off, index) => (
              <li
                key={`${off.start}-${off.end}`}
                data-start={off.start}
                tabIndex={-1}
                className="flex flex-wrap items-center gap-3 py-2"
              >
                <span className="grow">
                  {rangeText(off)}
                  {off.reason && <span className="text-muted"> — {off.reason}</span>}
                </span>
                <Button
                  type="button"
                  variant="outline"
                  aria-label={`Remove time off ${rangeText(off)}`}
                  onClick={() => setRemoving(index)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <AddTimeOffForm
          onSave={(off) => save([...saved.timeOff, off])}
          onAdded={(off) => focusRow(off.start)}
        />
        {removing !== undefined && saved.timeOff[removing] && (
          <RemoveTimeOffDialog
            off={saved.timeOff[removing]}
            onRemove={() => save(saved.timeOff.filter((_, i) => i !== removing))}
            onRemoved={focusList}
            onClose={() => setRemoving(undefined)}
          />
        )}
      </CardContent>
    </Card>
  );
}

const rangeText = (off: TimeOff) =>
  `${formatEasternDateTime(off.start)} to ${formatEasternDateTime(off.end)}`;

function AddTimeOffForm({
  onSave,
  onAdded,
}: {
  onSave: (off: TimeOff) => Promise<Availability>;
  onAdded: (off: TimeOff) => void;
}) {
  // Tomorrow, 9:00 to 17:00 Eastern: read once, when the form first renders.
  const [fields, setFields] = useState(() => {
    const tomorrow = nextDate(localDate(Date.now()));
    return {
      startDate: tomorrow,
      startTime: '09:00',
      endDate: tomorrow,
      endTime: '17:00',
      reason: '',
    };
  });
  const [problems, setProblems] = useState<{ start?: string; end?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusProblem = useFocusFirstInvalid(formRef);
  const add = useMutation({
    mutationFn: onSave,
    meta: {
      invalidates: [availabilityQueries.all()],
      errorTitle: 'Time Off Not Added',
      errorFallback: ADD_FAILED,
    },
    onSuccess: (_saved, off) => {
      toast({ title: 'Time Off Added', variant: 'success' });
      setFields((f) => ({ ...f, reason: '' }));
      onAdded(off);
    },
    onError: focusProblem,
  });
  const set = (change: Partial<typeof fields>) => setFields((f) => ({ ...f, ...change }));

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Add time off"
      className="grid gap-3 border-t border-border pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (add.isPending) return;
        const { startDate, startTime, endDate, endTime, reason } = fields;
        const found: typeof problems = {
          start: startDate && startTime ? undefined : 'Please choose when it starts',
          end: endDate && endTime ? undefined : 'Please choose when it ends',
        };
        if (!found.start && !found.end) {
          // The inputs are Eastern wall time, whatever the browser's zone.
          const start = firmWallToInstant(startDate, minutesFromClock(startTime));
          const end = firmWallToInstant(endDate, minutesFromClock(endTime));
          if (end <= start) found.end = 'Time off ends after it starts';
          else if (end <= Date.now()) found.end = 'This time has already passed';
          else {
            add.mutate({
              start: new Date(start).toISOString(),
              end: new Date(end).toISOString(),
              ...(reason.trim() ? { reason: reason.trim() } : {}),
            });
          }
        }
        setProblems(found);
        if (found.start || found.end) focusProblem();
      }}
    >
      <h3 className="font-semibold text-ink">Add time off (Eastern time)</h3>
      <div className="flex flex-wrap items-start gap-3">
        <FormField label="From date" error={problems.start ?? serverFieldError(add.error, 'start')}>
          <Input
            type="date"
            value={fields.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
          />
        </FormField>
        <FormField label="From time">
          <Input
            type="time"
            step={900}
            value={fields.startTime}
            onChange={(e) => set({ startTime: e.target.value })}
          />
        </FormField>
        <FormField label="Until date" error={problems.end ?? serverFieldError(add.error, 'end')}>
          <Input
            type="date"
            value={fields.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
          />
        </FormField>
        <FormField label="Until time">
          <Input
            type="time"
            step={900}
            value={fields.endTime}
            onChange={(e) => set({ endTime: e.target.value })}
          />
        </FormField>
        <FormField label="Reason (optional)" className="min-w-60 grow">
          <Input
            value={fields.reason}
            maxLength={200}
            onChange={(e) => set({ reason: e.target.value })}
          />
        </FormField>
      </div>
      <FormFailure error={add.error} fallback={ADD_FAILED} />
      {/* Busy but not disabled: a disabled button would drop the keyboard focus to <body>. */}
      <Button
        type="submit"
        className="justify-self-start aria-disabled:opacity-60"
        aria-disabled={add.isPending || undefined}
      >
        {add.isPending ? 'Adding...' : 'Add Time Off'}
      </Button>
    </form>
  );
}

function RemoveTimeOffDialog({
  off,
  onRemove,
  onRemoved,
  onClose,
}: {
  off: TimeOff;
  onRemove: () => Promise<Availability>;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const remove = useMutation({
    mutationFn: onRemove,
    meta: {
      invalidates: [availabilityQueries.all()],
      errorTitle: 'Time Off Not Removed',
      errorFallback: REMOVE_FAILED,
    },
    onSuccess: () => {
      toast({ title: 'Time Off Removed', variant: 'success' });
      onRemoved();
      onClose();
    },
  });
  return (
    <ConfirmRemoveDialog
      open
      onClose={onClose}
      title="Remove Time Off"
      description={`Remove the time off ${rangeText(off)}? Consultations can then be booked in it.`}
      action={remove}
      actionLabel="Remove"
      failureFallback={REMOVE_FAILED}
    />
  );
}
