import { queryOptions } from '@tanstack/react-query';
import { apiRequest, throwIfNotOk } from '../../lib/apiRequest';
import type { LeadStatus, ServiceType } from '../../lib/domain';
import type { LeadUpdateInput } from '../../lib/schemas/lead';
import { adminKeys } from './keys';

/** A lead as GET /api/admin/consultations answers it (dates as ISO strings). */
export interface Lead {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  serviceType: ServiceType;
  isSocialEquityApplicant: boolean;
  message: string;
  /** The language of the page the visitor wrote from: 'en' or 'es'. */
  locale: string;
  /** One of LEAD_STATUSES; typed loosely so an unknown value from old data still renders. */
  status: LeadStatus | (string & {});
  assignedTo: string | null;
  notes: string | null;
  contactedAt: string | null;
  createdAt: string;
  /** Other leads with the same email or phone, newest first (absent in a PATCH answer). */
  relatedLeadIds?: string[];
}

export interface LeadEvent {
  id: string;
  actorName: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  createdAt: string;
}

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
    apiRequest<Lead>('PATCH', `${API}/${encodeURIComponent(id)}`, input),

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
