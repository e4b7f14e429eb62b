import * as z from 'zod/mini';
import { BOOKING_MESSAGES } from './booking.ts';
import { isStorableInstant } from './storableTime.ts';

/**
 * The staff Bookings page's inputs, apart from the visitor's schemas (src/lib/schemas/booking.ts)
 * so none of this reaches the booking page's bundle.
 */
export const BOOKING_AGENDA_LIMIT = 100;

/** GET /api/admin/bookings?when=upcoming|past&host={teamMemberId} */
export const bookingAgendaQuerySchema = z.object({
  when: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
  host: z.optional(z.uuid('Unknown host')),
});

/** PATCH /api/admin/bookings/:id: how the consultation went. */
export const bookingOutcomeSchema = z.strictObject({
  status: z.enum(['completed', 'no_show'], 'Choose completed or no-show'),
});

/** POST /api/admin/bookings/:id/reschedule */
export const staffRescheduleSchema = z.strictObject({
  start: z.iso
    .datetime(BOOKING_MESSAGES.start)
    .check(z.refine(isStorableInstant, BOOKING_MESSAGES.start)),
});

export const STAFF_CANCEL_MESSAGES = {
  reason: 'Tell the visitor why (at least 3 characters)',
  tooLong: 'Keep the reason under 500 characters',
} as const;

/** POST /api/admin/bookings/:id/cancel: the reason is mailed to the visitor. */
export const staffCancelSchema = z.strictObject({
  reason: z
    .string(STAFF_CANCEL_MESSAGES.reason)
    .check(
      z.trim(),
      z.minLength(3, STAFF_CANCEL_MESSAGES.reason),
      z.maxLength(500, STAFF_CANCEL_MESSAGES.tooLong),
    ),
});
export type StaffCancelInput = z.input<typeof staffCancelSchema>;

export type BookingAgendaQuery = z.output<typeof bookingAgendaQuerySchema>;
export type BookingOutcome = z.output<typeof bookingOutcomeSchema>;
