import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest.ts';
import { firmDate } from '../../lib/firmTime.ts';
import type { SlotsAnswer } from '../../lib/schemas/booking.ts';
import type {
  BookingAgendaQuery,
  BookingOutcome,
  StaffCancelInput,
} from '../../lib/schemas/bookingAdmin.ts';
import type { DivisionId } from '../../lib/site.ts';
import type { adminBookingRoutes } from '../../server/routes/adminBookings.ts';
import type { ApiAnswer } from './apiAnswer.ts';
import { adminKeys } from './keys.ts';

export type BookingAgenda = ApiAnswer<typeof adminBookingRoutes, '/', '$get'>;
export type AgendaBooking = BookingAgenda['bookings'][number];

const url = (id: string, action = '') =>
  `/api/admin/bookings/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** The staff agenda (GET /api/admin/bookings) and the open times a booking can move to. */
export const bookingQueries = {
  all: () => adminKeys.bookings,
  agenda: ({ when, host }: BookingAgendaQuery) =>
    queryOptions({
      queryKey: [...adminKeys.bookings, 'agenda', when, host ?? 'all'] as const,
      queryFn: () => {
        const params = new URLSearchParams({ when });
        if (host) params.set('host', host);
        return apiRequest<BookingAgenda>('GET', `/api/admin/bookings?${params}`);
      },
      // Visitors book and cancel while the page is open: ask again when it is shown again.
      staleTime: 30_000,
    }),
  /** The public slots answer: the times a visitor could book now, which a booking can move to. */
  openTimes: (division: DivisionId) =>
    queryOptions({
      queryKey: [...adminKeys.bookings, 'open-times', division] as const,
      queryFn: () =>
        apiRequest<SlotsAnswer>(
          'GET',
          `/api/booking/slots?division=${encodeURIComponent(division)}&from=${firmDate(Date.now())}&days=31`,
        ),
      staleTime: 0,
    }),
};

export const bookingApi = {
  mark: (id: string, input: BookingOutcome) => apiRequest<AgendaBooking>('PATCH', url(id), input),
  cancel: (id: string, input: StaffCancelInput) =>
    apiRequest<AgendaBooking>('POST', url(id, 'cancel'), input),
  reschedule: (id: string, start: string) =>
    apiRequest<AgendaBooking>('POST', url(id, 'reschedule'), { start }),
};
