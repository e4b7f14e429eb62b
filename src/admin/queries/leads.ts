import { queryOptions } from '@tanstack/react-query';
import { apiRequest, throwIfNotOk } from '../../lib/apiRequest.ts';
import { leadFiltersToParams, NO_LEAD_FILTERS, type LeadFilters } from '../../lib/leadFilters.ts';
import type { LeadUpdateInput } from '../../lib/schemas/lead.ts';
import type { leadRoutes } from '../../server/routes/leads.ts';
import type { ApiAnswer } from './apiAnswer.ts';
import { adminKeys } from './keys.ts';

/**
 * A lead as GET /api/admin/consultations/{id} answers it, with the newest few other leads that
 * share its email or phone. The table `consultation_requests`; "lead" everywhere in code.
 */
export type Lead = ApiAnswer<typeof leadRoutes, '/:id', '$get'>;
/** A PATCH answers the saved lead without the related leads. */
export type SavedLead = ApiAnswer<typeof leadRoutes, '/:id', '$patch'>;
export type LeadEvent = ApiAnswer<typeof leadRoutes, '/:id/events', '$get'>[number];
/** One page of the leads list (GET /api/admin/consultations): summaries, counts, next cursor. */
export type LeadPage = ApiAnswer<typeof leadRoutes, '/', '$get'>;
/** A lead as a list page carries it: a message preview, no notes. */
export type LeadSummary = LeadPage['leads'][number];
export type LeadStats = ApiAnswer<typeof leadRoutes, '/stats', '$get'>;

const API = '/api/admin/consultations';

/** The dashboard's "Recent Leads". */
export const RECENT_LEADS_COUNT = 5;

/**
 * Invalidating the root refreshes every page, the counts, every detail and every history. A page's
 * key holds its filters and cursor, so each page is cached on its own and paging back is instant.
 */
export const leadQueries = {
  all: () => adminKeys.leads,
  page: (filters: LeadFilters, cursor: string | null = null, limit?: number) => {
    const params = leadFiltersToParams(filters);
    if (limit) params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const query = params.toString();
    return queryOptions({
      queryKey: [...adminKeys.leads, 'list', query] as const,
      queryFn: () => apiRequest<LeadPage>('GET', query ? `${API}?${query}` : API),
    });
  },
  recent: () => leadQueries.page(NO_LEAD_FILTERS, null, RECENT_LEADS_COUNT),
  stats: () =>
    queryOptions({
      queryKey: [...adminKeys.leads, 'stats'] as const,
      queryFn: () => apiRequest<LeadStats>('GET', `${API}/stats`),
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
