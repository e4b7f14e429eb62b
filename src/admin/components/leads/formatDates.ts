import { format } from 'date-fns';

/** Dates as staff read them, in the browser's time zone. */
export const formatLeadDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
export const formatLeadDateTime = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a");
