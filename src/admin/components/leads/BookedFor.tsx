import { CalendarCheck } from 'lucide-react';
import { formatEasternDateTime } from '../bookings/easternTime.ts';

export interface LeadBookingSummary {
  status: 'confirmed' | 'completed' | 'no_show';
  startsAt: string;
}

const OUTCOME: Partial<Record<LeadBookingSummary['status'], string>> = {
  completed: ' (completed)',
  no_show: ' (no-show)',
};

/** "Booked for Tue, Dec 1, 2026, 10:00 AM ET" on a lead that booked its consultation online. */
export function BookedFor({ booking }: { booking: LeadBookingSummary | null }) {
  if (!booking) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800">
      <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Booked for{' '}
        <time dateTime={booking.startsAt}>{formatEasternDateTime(booking.startsAt)}</time>
        {OUTCOME[booking.status] ?? ''}
      </span>
    </p>
  );
}
