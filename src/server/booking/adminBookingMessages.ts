/** The refusals of the staff agenda, shared by its route and its rules. */
export const ADMIN_BOOKING_MESSAGES = {
  notFound: 'Booking not found',
  notConfirmed: 'This booking is no longer confirmed, so it cannot be changed.',
  notYet: 'A consultation can be marked completed or no-show once it has started.',
  over: 'This consultation is over; it can only be marked completed or no-show.',
  changedMeanwhile: 'This booking was changed meanwhile. Reload and try again.',
} as const;
