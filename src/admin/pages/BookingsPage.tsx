import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toastStore.ts';
import { BookingItem, type BookingAction } from '../components/bookings/BookingItem.tsx';
import { CancelBookingDialog } from '../components/bookings/CancelBookingDialog.tsx';
import { easternDateKey, formatEasternDay } from '../components/bookings/easternTime.ts';
import { RescheduleBookingDialog } from '../components/bookings/RescheduleBookingDialog.tsx';
import { FormField } from '../components/FormField.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { QueryStateFrame } from '../components/QueryStateFrame.tsx';
import { focusAfterAction } from '../focusAfterAction.ts';
import { authQueries } from '../queries/auth.ts';
import { bookingApi, bookingQueries, type AgendaBooking } from '../queries/bookings.ts';
import { adminKeys } from '../queries/keys.ts';
import { teamQueries } from '../queries/team.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useLatestSearchParams } from '../useLatestSearchParams.ts';

/** The agenda's bookings by Eastern day, in the order the server sent them. */
function byDay(bookings: readonly AgendaBooking[]) {
  const days = new Map<string, AgendaBooking[]>();
  for (const booking of bookings) {
    const key = easternDateKey(booking.startsAt);
    days.set(key, [...(days.get(key) ?? []), booking]);
  }
  return [...days.entries()];
}

const EMPTY_AGENDA_ID = 'bookings-empty';
const dayHeadingId = (startsAt: string) => `day-${easternDateKey(startsAt)}`;

/** A cancelled booking leaves the agenda: focus goes to its day, or to what is left of the list. */
const focusAfterCancel = (booking: AgendaBooking) =>
  focusAfterAction(
    () =>
      document.getElementById(dayHeadingId(booking.startsAt)) ??
      document.querySelector<HTMLElement>('[data-agenda-day]') ??
      document.getElementById(EMPTY_AGENDA_ID),
  );
/** A moved booking may be under another day now: focus follows it. */
const focusAfterMove = (booking: AgendaBooking) =>
  focusAfterAction(() => document.getElementById(`booking-${booking.id}`)?.closest('article'));

/**
 * Booked free consultations, day by day in Eastern time: upcoming (soonest first) or past (latest
 * first). Employees see the ones they host, admins everyone's (with a host filter). The filters
 * live in the URL (?when=past&host=…), so the view can be linked and reloaded.
 */
export default function BookingsPage() {
  usePageTitle('Bookings');
  const me = useQuery(authQueries.me());
  const isAdmin = me.data?.role === 'admin';
  const names = useQuery({ ...teamQueries.names(), enabled: isAdmin });
  const [params, changeParams] = useLatestSearchParams();
  const when = params.get('when') === 'past' ? 'past' : 'upcoming';
  const host = isAdmin ? (params.get('host') ?? undefined) : undefined;
  const agenda = useQuery(bookingQueries.agenda({ when, host }));
  const [cancelling, setCancelling] = useState<AgendaBooking | null>(null);
  const [moving, setMoving] = useState<AgendaBooking | null>(null);
  const mark = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'completed' | 'no_show' }) =>
      bookingApi.mark(id, { status }),
    meta: {
      invalidates: [bookingQueries.all(), adminKeys.leads],
      errorTitle: 'Booking Not Updated',
      errorFallback: 'Please try again.',
    },
    onSuccess: (saved) =>
      toast({
        title: saved.status === 'completed' ? 'Marked Completed' : 'Marked No-Show',
        variant: 'success',
      }),
  });
  const setFilter = (key: 'when' | 'host', value: string) =>
    changeParams(
      (next) => {
        if (value && value !== 'upcoming' && value !== 'all') next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const onAction = (booking: AgendaBooking, action: BookingAction) => {
    if (action === 'cancel') setCancelling(booking);
    else if (action === 'reschedule') setMoving(booking);
    else mark.mutate({ id: booking.id, status: action });
  };

  const header = (
    <PageHeader
      title="Bookings"
      subtitle={
        isAdmin
          ? 'Free consultations booked online, by day in Eastern time.'
          : 'The free consultations you host, by day in Eastern time.'
      }
    />
  );
  const filters = (
    <div className="flex flex-wrap gap-4">
      <FormField label="Show" className="w-48">
        <NativeSelect value={when} onChange={(e) => setFilter('when', e.target.value)}>
          <option value="upcoming">Upcoming</option>
          <option value="past">Past</option>
        </NativeSelect>
      </FormField>
      {isAdmin && (
        <FormField label="Host" className="w-64">
          <NativeSelect value={host ?? 'all'} onChange={(e) => setFilter('host', e.target.value)}>
            <option value="all">Everyone</option>
            {(names.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </div>
  );
  return (
    <QueryStateFrame
      header={
        <>
          {header}
          {filters}
        </>
      }
      query={agenda}
      loadingLabel="Loading bookings..."
      errorMessage="Could not load the bookings. Please check your connection and try again."
    >
      {({ bookings, more }) => {
        const days = byDay(bookings);
        // "Started" as of when the agenda was loaded (it loads again when the page is shown later).
        const now = agenda.dataUpdatedAt;
        return (
          <>
            {days.length === 0 ? (
              <Card>
                <CardContent className="flex flex-col items-center gap-2 p-10 text-center">
                  <CalendarX className="size-10 text-muted" aria-hidden="true" />
                  <h2 id={EMPTY_AGENDA_ID} tabIndex={-1} className="text-lg font-semibold">
                    {when === 'upcoming' ? 'No Upcoming Bookings' : 'No Past Bookings'}
                  </h2>
                  <p className="text-muted">
                    {when === 'upcoming'
                      ? 'Consultations booked on the website appear here once the visitor confirms.'
                      : 'Consultations appear here once their time has passed.'}
                  </p>
                </CardContent>
              </Card>
            ) : (
              days.map(([key, bookings]) => (
                <section key={key} aria-labelledby={`day-${key}`} className="grid gap-3">
                  <h2
                    id={`day-${key}`}
                    data-agenda-day
                    tabIndex={-1}
                    className="text-lg font-semibold text-ink"
                  >
                    {formatEasternDay(bookings[0]!.startsAt)}
                  </h2>
                  <ul className="grid gap-3">
                    {bookings.map((booking) => (
                      <li key={booking.id}>
                        <BookingItem
                          booking={booking}
                          onAction={onAction}
                          pending={mark.isPending && mark.variables.id === booking.id}
                          now={now}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
            {more && (
              <p className="text-sm text-muted">
                Only the {bookings.length} {when === 'upcoming' ? 'soonest' : 'latest'} bookings are
                shown.
              </p>
            )}
            <CancelBookingDialog
              key={`cancel-${cancelling?.id}`}
              booking={cancelling}
              onClose={() => setCancelling(null)}
              onDone={focusAfterCancel}
            />
            <RescheduleBookingDialog
              key={`move-${moving?.id}`}
              booking={moving}
              onClose={() => setMoving(null)}
              onDone={focusAfterMove}
            />
          </>
        );
      }}
    </QueryStateFrame>
  );
}
