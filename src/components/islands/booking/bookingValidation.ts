import { zodResolver } from '@hookform/resolvers/zod';
import { bookingDetailsSchema } from '../../../lib/schemas/booking.ts';

/** The API's own rules for the visitor's details; loaded on the first focus. */
export const bookingResolver = zodResolver(bookingDetailsSchema);
