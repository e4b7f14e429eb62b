import { CalendarClock, Check, ExternalLink, UserX, X } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { divisionById } from '../../../lib/site.ts';
import { cn } from '../../../lib/utils.ts';
import type { AgendaBooking } from '../../queries/bookings.ts';
import { formatEasternTime } from './easternTime.ts';

const STATUS_LABELS: Record<AgendaBooking['status'], string> = {
  held: 'Pending: not confirmed yet',
  expired: 'Expired',
  confirmed: 'Booked',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
};

const STATUS_VARIANTS: Partial<
  Record<AgendaBooking['status'], 'info' | 'success' | 'destructive'>
> = { confirmed: 'info', completed: 'success', no_show: 'destructive' };

/** Held until this time (Eastern) unless the visitor confirms from the emailed link. */
function HoldNote({ until }: { until: string }) {
  return (
    <p className="text-sm text-muted">
      The visitor has not confirmed yet. The time is held until{' '}
      <time dateTime={until}>{formatEasternTime(until)}</time> ET, then released.
    </p>
  );
}

export type BookingAction = 'reschedule' | 'cancel' | 'completed' | 'no_show';

interface Props {
  booking: AgendaBooking;
  onAction: (booking: AgendaBooking, action: BookingAction) => void;
  /** An outcome being saved for this booking: its buttons wait. */
  pending: boolean;
  now: number;
}

/**
 * One consultation on the agenda: when (Eastern time), who, which division, with whom, the lead.
 * Before it starts it can be moved or cancelled for the visitor; once it has started, marked
 * completed or no-show. A pending hold (the visitor has not confirmed) is shown so the host knows
 * the time is taken for now, without actions: only the visitor's link confirms or releases it.
 */
export function BookingItem({ booking, onAction, pending, now }: Props) {
  const started = Date.parse(booking.startsAt) <= now;
  const pendingHold = booking.status === 'held';
  const who = booking.name;
  const headingId = `booking-${booking.id}`;
  // While an outcome saves, the buttons wait but keep the focus: `disabled` would drop it to <body>.
  const busy = pending ? { 'aria-disabled': true, className: 'opacity-60' } : {};
  return (
    <article
      aria-labelledby={headingId}
      // Focus lands here after the booking is moved (BookingsPage's focus rule).
      tabIndex={-1}
      className={cn(
        'grid gap-3 rounded-(--radius-card) border border-border bg-white p-4 shadow-sm',
        pendingHold && 'border-dashed bg-surface-alt',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          <time dateTime={booking.startsAt}>{formatEasternTime(booking.startsAt)}</time>
          {' – '}
          <time dateTime={booking.endsAt}>{formatEasternTime(booking.endsAt)}</time> ET · {who}
        </h3>
        <Badge variant={STATUS_VARIANTS[booking.status] ?? 'secondary'}>
          {STATUS_LABELS[booking.status]}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Division</dt>
        <dd>{divisionById(booking.division).name}</dd>
        <dt className="text-muted">Host</dt>
        <dd>{booking.hostName ?? 'No host (account removed)'}</dd>
        <dt className="text-muted">Email</dt>
        <dd className="break-all">
          <a
            className="text-brand-700 underline underline-offset-2"
            href={`mailto:${booking.email}`}
          >
            {booking.email}
          </a>
        </dd>
        {booking.phone && (
          <>
            <dt className="text-muted">Phone</dt>
            <dd>
              <a
                className="text-brand-700 underline underline-offset-2"
                href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}
              >
                {booking.phone}
              </a>
            </dd>
          </>
        )}
        {booking.company && (
          <>
            <dt className="text-muted">Company</dt>
            <dd className="break-words">{booking.company}</dd>
          </>
        )}
        <dt className="text-muted">Visitor’s time zone</dt>
        <dd>
          {booking.visitorTimeZone}
          {booking.locale === 'es' ? ' · speaks Spanish' : ''}
        </dd>
      </dl>
      {pendingHold && booking.holdExpiresAt && <HoldNote until={booking.holdExpiresAt} />}
      <div className="flex flex-wrap gap-2">
        {booking.leadId && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/leads?lead=${booking.leadId}`} aria-label={`Open lead of ${who}`}>
              <ExternalLink aria-hidden="true" />
              Open lead
            </Link>
          </Button>
        )}
        {!started && booking.status === 'confirmed' && (
          <>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Reschedule the consultation with ${who}`}
              onClick={() => onAction(booking, 'reschedule')}
            >
              <CalendarClock aria-hidden="true" />
              Reschedule
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Cancel the consultation with ${who}`}
              onClick={() => onAction(booking, 'cancel')}
            >
              <X aria-hidden="true" />
              Cancel
            </Button>
          </>
        )}
        {started && !pendingHold && (
          <>
            <Button
              size="sm"
              variant={booking.status === 'completed' ? 'default' : 'outline'}
              aria-pressed={booking.status === 'completed'}
              {...busy}
              aria-label={`Mark the consultation with ${who} completed`}
              onClick={() => !pending && onAction(booking, 'completed')}
            >
              <Check aria-hidden="true" />
              Completed
            </Button>
            <Button
              size="sm"
              variant={booking.status === 'no_show' ? 'default' : 'outline'}
              aria-pressed={booking.status === 'no_show'}
              {...busy}
              aria-label={`Mark the consultation with ${who} no-show`}
              onClick={() => !pending && onAction(booking, 'no_show')}
            >
              <UserX aria-hidden="true" />
              No-show
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
