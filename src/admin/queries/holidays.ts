import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest.ts';
import type { Holiday } from '../../lib/schemas/booking.ts';
import { adminKeys } from './keys.ts';

/** The firm's upcoming holidays (GET /api/admin/holidays); admins add and remove them. */
export const holidayQueries = {
  all: () => adminKeys.holidays,
  upcoming: () =>
    queryOptions({
      queryKey: adminKeys.holidays,
      queryFn: () => apiRequest<{ holidays: Holiday[] }>('GET', '/api/admin/holidays'),
      select: (answer) => answer.holidays,
    }),
};

export const holidayApi = {
  add: (holiday: Holiday) => apiRequest<Holiday>('POST', '/api/admin/holidays', holiday),
  remove: (day: string) =>
    apiRequest<void>('DELETE', `/api/admin/holidays/${encodeURIComponent(day)}`),
};
