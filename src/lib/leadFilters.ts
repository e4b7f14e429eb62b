import { LEAD_STATUSES, SERVICE_TYPES, type LeadStatus, type ServiceType } from './domain.ts';
import { isOverdue } from './overdue.ts';

/**
 * The leads list's filters, shared by the page (in the browser) and the CSV export (on the server),
 * so an export holds exactly the rows the filtered view shows.
 */
export interface LeadFilters {
  /** Free text; case-insensitive substring of name, email or company. */
  q: string;
  status: LeadStatus | 'all';
  service: ServiceType | 'all';
  /** Only new leads waiting longer than the response promise (overdue.ts). */
  overdue: boolean;
}

interface FilterableLead {
  name: string;
  email: string;
  company: string | null;
  status: string;
  serviceType: string;
  isSocialEquityApplicant: boolean;
  createdAt: string | Date;
}

const isStatus = (v: string): v is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(v);
const isService = (v: string): v is ServiceType => (SERVICE_TYPES as readonly string[]).includes(v);

/** Reads filters from URL search params; unknown values fall back to "all" rather than failing. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const status = params.get('status') ?? '';
  const service = params.get('service') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: isStatus(status) ? status : 'all',
    service: isService(service) ? service : 'all',
    overdue: params.get('overdue') === '1',
  };
}

/** The non-default filters as search params (for the URL and the export link). */
export function leadFiltersToParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.service !== 'all') params.set('service', filters.service);
  if (filters.overdue) params.set('overdue', '1');
  return params;
}

/** A predicate for Array.filter; the search text is lower-cased once, not per lead. */
export function leadMatcher(filters: LeadFilters, now = Date.now()) {
  const needle = filters.q.trim().toLowerCase();
  return (lead: FilterableLead): boolean => {
    if (filters.status !== 'all' && lead.status !== filters.status) return false;
    if (filters.service !== 'all' && lead.serviceType !== filters.service) return false;
    if (filters.overdue && !isOverdue(lead, now)) return false;
    if (!needle) return true;
    return (
      lead.name.toLowerCase().includes(needle) ||
      lead.email.toLowerCase().includes(needle) ||
      (lead.company ?? '').toLowerCase().includes(needle)
    );
  };
}
