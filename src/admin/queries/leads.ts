import { queryOptions } from '@tanstack/react-query';
import { apiRequest, throwIfNotOk } from '../../lib/apiRequest';
import type { LeadUpdateInput } from '../../lib/schemas/lead';
import type { leadRoutes } from '../../server/routes/leads';
import type { ApiAnswer } from './apiAnswer';
import { adminKeys } from './keys';

/**
 * A lead as GET /api/admin/consultations (and /{id}) answers it, with the other leads that share
 * its email or phone. The table `consultation_requests`; "lead" everywhere in code.
 */
export type Lead = ApiAnswer<typeof leadRoutes, '/:id', '$get'>;
/** A PATCH answers the saved lead without `relatedLeadIds`. */
export type SavedLead = ApiAnswer<typeof leadRoutes, '/:id', '$patch'>;
export type LeadEvent = ApiAnswer<typeof leadRoutes, '/:id/events', '$get'>[number];

const API = '/api/admin/consultations';

/** Invalidating the root refreshes the list, every detail and every history. */
export const leadQueries = {
  all: () => adminKeys.leads,
  list: () =>
    queryOptions({
      queryKey: [...adminKeys.leads, 'list'] as const,
      queryFn: () => apiRequest<Lead[]>('GET', API),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminKeys.leads, id] as const,
      queryFn: () => apiRequest<Lead>('GET', `${API}/${encodeURIComponent(id)}`),
    }),
  events: (id: string) =>
    queryOptions({
      queryKey: [...adminKeys.leads, id, 'events'] as const,
      queryFn: () => apiRequest<LeadEvent[]>('GET', `${API}/${encodeURIComponent(id)}/events`),
    }),
};

export const leadsApi = {
  update: (id: string, input: LeadUpdateInput) =>
    apiRequest<SavedLead>('PATCH', `${API}/${encodeURIComponent(id)}`, input),

  /** Downloads the CSV of the filtered view under the server's file name. */
  exportCsv: async (params: URLSearchParams) => {
    const query = params.toString();
    const res = await fetch(`${API}/export.csv${query ? `?${query}` : ''}`, {
      credentials: 'include',
    });
    await throwIfNotOk(res);
    const disposition = res.headers.get('Content-Disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'leads.csv';
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser a moment to start the download before the blob goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};
