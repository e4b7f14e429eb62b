import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import type { Holiday } from '../../../lib/schemas/booking.ts';
import { focusAfterAction } from '../../focusAfterAction.ts';
import { useFocusFirstInvalid } from '../../forms/useFocusFirstInvalid.ts';
import { holidayApi, holidayQueries } from '../../queries/holidays.ts';
import { ConfirmRemoveDialog } from '../ConfirmRemoveDialog.tsx';
import { FormFailure } from '../FormFailure.tsx';
import { FormField } from '../FormField.tsx';
import { LoadingState } from '../LoadingState.tsx';
import { serverFieldError } from './fieldError.ts';

// A YYYY-MM-DD is a calendar day, not an instant: formatted at UTC so no zone shifts it.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
export const formatHoliday = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const ADD_FAILED = 'Could not add the holiday. Please try again.';
const REMOVE_FAILED = 'Could not remove the holiday. Please try again.';

/**
 * Days the whole firm is closed: nobody can book a consultation on them. Every staff member sees
 * the upcoming ones; admins add and remove them.
 */
export function HolidaysSection({ canEdit }: { canEdit: boolean }) {
  const holidays = useQuery(holidayQueries.upcoming());
  const [removing, setRemoving] = useState<Holiday>();
  // The focus rule: a new holiday is focused in the list; after a removal, the list (or the
  // heading, once the list is empty).
  const ids = useId();
  const listId = `${ids}-list`;
  const headingId = `${ids}-heading`;
  const focusRow = (day: string) =>
    focusAfterAction(() =>
      [...(document.getElementById(listId)?.querySelectorAll('li') ?? [])].find(
        (row) => row.dataset.day === day,
      ),
    );
  const focusList = () =>
    focusAfterAction(() => document.getElementById(listId) ?? document.getElementById(headingId));

  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-ink">
          Firm holidays
        </h2>
        <p className="text-sm text-muted">
          No one can book a consultation on these days.
          {!canEdit && ' Only admins can change them.'}
        </p>
        {holidays.isPending ? (
          <LoadingState label="Loading holidays..." />
        ) : holidays.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>Could not load the holidays. Please check your connection and try again.</p>
            <Button variant="outline" onClick={() => void holidays.refetch()}>
              Try again
            </Button>
          </div>
        ) : holidays.data.length === 0 ? (
          <p className="text-sm text-muted">No upcoming holidays.</p>
        ) : (
          <ul
            id={listId}
            tabIndex={-1}
            className="divide-y divide-border"
            aria-label="Upcoming firm holidays"
          >
            {holidays.data.map((holiday) => (
              <li
                key={holiday.day}
                data-day={holiday.day}
                tabIndex={-1}
                className="flex flex-wrap items-center gap-3 py-2"
              >
                <span className="grow">
                  <span className="font-medium text-ink">{holiday.name}</span>
                  <span className="text-muted"> — {formatHoliday(holiday.day)}</span>
                </span>
                {canEdit && (
                  <Button
                    type="button"
                    variant="outline"
                    aria-label={`Remove ${holiday.name} on ${formatHoliday(holiday.day)}`}
                    onClick={() => setRemoving(holiday)}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {canEdit && <AddHolidayForm onAdded={focusRow} />}
        {removing && (
          <RemoveHolidayDialog
            holiday={removing}
            onRemoved={focusList}
            onClose={() => setRemoving(undefined)}
          />
        )}
      </CardContent>
    </Card>
  );
}

function AddHolidayForm({ onAdded }: { onAdded: (day: string) => void }) {
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [missing, setMissing] = useState<{ day?: string; name?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusProblem = useFocusFirstInvalid(formRef);
  const add = useMutation({
    mutationFn: holidayApi.add,
    meta: {
      invalidates: [holidayQueries.all()],
      errorTitle: 'Holiday Not Added',
      errorFallback: ADD_FAILED,
    },
    onSuccess: (added) => {
      toast({ title: 'Holiday Added', description: added.name, variant: 'success' });
      setDay('');
      setName('');
      onAdded(added.day);
    },
    onError: focusProblem,
  });

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Add a firm holiday"
      className="grid gap-3 border-t border-border pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (add.isPending) return;
        const problems = {
          day: day ? undefined : 'Please choose the day',
          name: name.trim() ? undefined : 'Please name the holiday',
        };
        setMissing(problems);
        if (problems.day || problems.name) {
          focusProblem();
          return;
        }
        add.mutate({ day, name: name.trim() });
      }}
    >
      <h3 className="font-semibold text-ink">Add a holiday</h3>
      <div className="flex flex-wrap items-start gap-3">
        <FormField label="Day" error={missing.day ?? serverFieldError(add.error, 'day')}>
          <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </FormField>
        <FormField
          label="Holiday name"
          className="min-w-60 grow"
          error={missing.name ?? serverFieldError(add.error, 'name')}
        >
          <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </FormField>
      </div>
      <FormFailure error={add.error} fallback={ADD_FAILED} />
      {/* Busy but not disabled: a disabled button would drop the keyboard focus to <body>. */}
      <Button
        type="submit"
        className="justify-self-start aria-disabled:opacity-60"
        aria-disabled={add.isPending || undefined}
      >
        {add.isPending ? 'Adding...' : 'Add Holiday'}
      </Button>
    </form>
  );
}

function RemoveHolidayDialog({
  holiday,
  onRemoved,
  onClose,
}: {
  holiday: Holiday;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const remove = useMutation({
    mutationFn: () => holidayApi.remove(holiday.day),
    meta: {
      invalidates: [holidayQueries.all()],
      errorTitle: 'Holiday Not Removed',
      errorFallback: REMOVE_FAILED,
    },
    onSuccess: () => {
      toast({ title: 'Holiday Removed', variant: 'success' });
      onRemoved();
      onClose();
    },
  });
  return (
    <ConfirmRemoveDialog
      open
      onClose={onClose}
      title="Remove Holiday"
      description={`Remove ${holiday.name} on ${formatHoliday(holiday.day)}? Consultations can then be booked that day.`}
      action={remove}
      actionLabel="Remove"
      failureFallback={REMOVE_FAILED}
    />
  );
}
