import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toastStore.ts';
import { divisionIds, divisions as divisionList, type DivisionId } from '../../lib/site.ts';
import type { Availability } from '../../lib/schemas/booking.ts';
import { HolidaysSection } from '../components/availability/HolidaysSection.tsx';
import { TimeOffSection } from '../components/availability/TimeOffSection.tsx';
import { FormField } from '../components/FormField.tsx';
import { focusAfterAction } from '../focusAfterAction.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { QueryStateFrame } from '../components/QueryStateFrame.tsx';
import { authQueries } from '../queries/auth.ts';
import { availabilityApi, availabilityQueries } from '../queries/availability.ts';
import { teamQueries } from '../queries/team.ts';
import { usePageTitle } from '../usePageTitle.ts';

// Monday first, as staff read a work week; the API's weekday is 0 = Sunday.
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Window = Availability['weekly'][number];

/**
 * Who takes free consultations, and when: each person's weekly hours in Eastern time (several
 * windows a day) and the divisions they host. Admins edit anyone's, employees their own.
 */
export default function AvailabilityPage() {
  usePageTitle('Availability');
  const me = useQuery(authQueries.me());
  const isAdmin = me.data?.role === 'admin';
  const names = useQuery({ ...teamQueries.names(), enabled: isAdmin });
  const [chosen, setChosen] = useState<string>();
  const memberId = chosen ?? me.data?.id;
  const availability = useQuery({
    ...availabilityQueries.of(memberId ?? ''),
    enabled: Boolean(memberId),
  });

  const header = (
    <PageHeader
      title="Availability"
      subtitle="Weekly hours in Eastern time for the free consultation, the divisions you host, time off and firm holidays."
    />
  );
  if (!availability.isSuccess || !memberId) {
    return (
      <QueryStateFrame
        header={header}
        query={availability}
        loadingLabel="Loading availability..."
        errorMessage="Could not load the availability. Please check your connection and try again."
      />
    );
  }
  return (
    <div className="space-y-6">
      {header}
      {isAdmin && names.data && (
        <FormField label="Team member" className="max-w-sm">
          <NativeSelect value={memberId} onChange={(e) => setChosen(e.target.value)}>
            {names.data.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <AvailabilityEditor key={memberId} memberId={memberId} saved={availability.data} />
      <TimeOffSection
        key={`time-off-${memberId}`}
        memberId={memberId}
        memberName={
          names.data?.find((member) => member.id === memberId)?.name ?? me.data?.name ?? 'you'
        }
        saved={availability.data}
      />
      <HolidaysSection canEdit={isAdmin} />
    </div>
  );
}

function AvailabilityEditor({ memberId, saved }: { memberId: string; saved: Availability }) {
  const [weekly, setWeekly] = useState<Window[]>(saved.weekly);
  const [hosted, setHosted] = useState<DivisionId[]>(saved.divisions);
  const save = useMutation({
    mutationFn: () =>
      availabilityApi.save(memberId, { weekly, divisions: hosted, timeOff: saved.timeOff }),
    meta: {
      invalidates: [availabilityQueries.all()],
      errorTitle: 'Availability Not Saved',
      errorFallback: 'Please check the hours and try again.',
    },
    onSuccess: () => toast({ title: 'Availability Saved', variant: 'success' }),
  });
  const ids = useId();
  const addHoursId = (weekday: number) => `${ids}-add-${weekday}`;
  const update = (index: number, change: Partial<Window>) =>
    setWeekly((all) => all.map((w, i) => (i === index ? { ...w, ...change } : w)));

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate();
      }}
    >
      <Card>
        <CardContent className="space-y-3 p-6">
          <fieldset>
            <legend className="text-lg font-semibold text-ink">Divisions hosted</legend>
            <div className="mt-3 flex flex-wrap gap-4">
              {divisionList.map((division) => (
                <label key={division.id} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={hosted.includes(division.id)}
                    onChange={(e) =>
                      setHosted((all) =>
                        e.target.checked
                          ? divisionIds.filter((id) => id === division.id || all.includes(id))
                          : all.filter((id) => id !== division.id),
                      )
                    }
                  />
                  {division.name}
                </label>
              ))}
            </div>
          </fieldset>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-4 p-6">
          <h2 className="text-lg font-semibold text-ink">Weekly hours (Eastern time)</h2>
          {WEEK.map((weekday) => {
            const day = DAY_NAMES[weekday]!;
            const windows = weekly
              .map((w, index) => ({ w, index }))
              .filter(({ w }) => w.weekday === weekday);
            return (
              <fieldset key={weekday} className="grid gap-2 border-t border-border pt-3">
                <legend className="font-semibold text-ink">{day}</legend>
                {windows.length === 0 && <p className="text-sm text-muted">Not available</p>}
                {windows.map(({ w, index }, n) => (
                  <div key={index} className="flex flex-wrap items-end gap-3">
                    <FormField label={`${day} window ${n + 1} start time`}>
                      <Input
                        type="time"
                        step={1800}
                        className="w-auto"
                        value={w.start}
                        onChange={(e) => update(index, { start: e.target.value })}
                      />
                    </FormField>
                    <FormField label={`${day} window ${n + 1} end time`}>
                      <Input
                        type="time"
                        step={1800}
                        className="w-auto"
                        value={w.end}
                        onChange={(e) => update(index, { end: e.target.value })}
                      />
                    </FormField>
                    <Button
                      type="button"
                      variant="outline"
                      aria-label={`Remove ${day} window ${n + 1}`}
                      onClick={() => {
                        setWeekly((all) => all.filter((_, i) => i !== index));
                        // The row is gone: focus stays in the day, on the button that adds hours.
                        focusAfterAction(() => document.getElementById(addHoursId(weekday)));
                      }}
                    >
                      Remove
                    </Button>
                  </div>
                ))}
                <Button
                  id={addHoursId(weekday)}
                  type="button"
                  variant="outline"
                  className="justify-self-start"
                  onClick={() =>
                    setWeekly((all) => [...all, { weekday, start: '09:00', end: '17:00' }])
                  }
                >
                  Add hours on {day}
                </Button>
              </fieldset>
            );
          })}
        </CardContent>
      </Card>
      {/* Busy but not disabled: a disabled button would drop the keyboard focus to <body>. */}
      <Button
        type="submit"
        aria-disabled={save.isPending || undefined}
        className="aria-disabled:opacity-60"
      >
        {save.isPending ? 'Saving...' : 'Save Availability'}
      </Button>
    </form>
  );
}
