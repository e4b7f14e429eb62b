import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest.ts';
import type { Availability, AvailabilityInput } from '../../lib/schemas/booking.ts';
import { adminKeys } from './keys.ts';

const url = (id: string) => `/api/admin/availability/${encodeURIComponent(id)}`;

/** A host's weekly hours, divisions and time off (GET/PUT /api/admin/availability/:id). */
export const availabilityQueries = {
  all: () => adminKeys.availability,
  of: (teamMemberId: string) =>
    queryOptions({
      queryKey: [...adminKeys.availability, teamMemberId] as const,
      queryFn: () => apiRequest<Availability>('GET', url(teamMemberId)),
    }),
};

export const availabilityApi = {
  save: (teamMemberId: string, input: AvailabilityInput) =>
    apiRequest<Availability>('PUT', url(teamMemberId), input),
};
