import { locales, type Locale } from '../i18n/locales.ts';
import { LEAD_STATUSES, SERVICE_TYPES, type LeadStatus, type ServiceType } from './domain.ts';
import { isStorableDate } from './schemas/storableTime.ts';

/**
 * The leads list's filters and sort, read from the leads page's URL. The page sends them to
 * GET /api/admin/consultations and to the CSV export, which both apply them in the database, so an
 * export holds exactly the rows the filtered view shows.
 */
export interface LeadFilters {
  /**
   * Free text: a case- and accent-insensitive substring of the name, email, company, phone (as
   * typed or as digits) or message.
   */
  q: string;
  status: LeadStatus | 'all';
  service: ServiceType | 'all';
  /** Social equity applicants only ('yes') or everyone else ('no'). */
  equity: 'all' | 'yes' | 'no';
  /** The language the visitor wrote from. */
  language: Locale | 'all';
  /** A staff member's id, or 'none' for leads nobody owns. */
  owner: string;
  /** Only new leads waiting longer than the response promise (overdue.ts). */
  overdue: boolean;
  /** Received on or after this day (YYYY-MM-DD, the firm's calendar), or ''. */
  from: string;
  /** Received on or before this day (YYYY-MM-DD, the firm's calendar), or ''. */
  to: string;
  sort: LeadSort;
}

export const LEAD_SORTS = ['newest', 'oldest'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const LEAD_SORT_LABELS: Record<LeadSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
};

/** Longer searches are cut: nobody types more, and the database gets a bounded pattern. */
export const SEARCH_MAX_LENGTH = 200;
export const OWNER_NONE = 'none';

export const NO_LEAD_FILTERS: LeadFilters = {
  q: '',
  status: 'all',
  service: 'all',
  equity: 'all',
  language: 'all',
  owner: 'all',
  overdue: false,
  from: '',
  to: '',
  sort: 'newest',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar date written YYYY-MM-DD (what `<input type="date">` gives), else ''. */
function calendarDate(value: string | null): string {
  return value && isStorableDate(value) ? value : '';
}

/**
 * Reads filters from URL search params. Unknown values fall back to "all" rather than failing: a
 * mistyped link still opens the list. Control characters never reach a search (the database joins
 * a lead's fields with line breaks, so a search holding one could match across two fields).
 */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const status = params.get('status');
  const service = params.get('service');
  const equity = params.get('equity');
  const language = params.get('lang');
  const owner = params.get('owner');
  const sort = params.get('sort');
  return {
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    q: (params.get('q') ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, SEARCH_MAX_LENGTH),
    status: oneOf(LEAD_STATUSES, status) ? status : 'all',
    service: oneOf(SERVICE_TYPES, service) ? service : 'all',
    equity: equity === 'yes' || equity === 'no' ? equity : 'all',
    language: oneOf(locales, language) ? language : 'all',
    owner: owner === OWNER_NONE || (owner && UUID.test(owner)) ? owner.toLowerCase() : 'all',
    overdue: params.get('overdue') === '1',
    from: calendarDate(params.get('from')),
    to: calendarDate(params.get('to')),
    sort: oneOf(LEAD_SORTS, sort) ? sort : 'newest',
  };
}

/** The non-default filters as search params (for the URL, the API and the export link). */
export function leadFiltersToParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.service !== 'all') params.set('service', filters.service);
  if (filters.equity !== 'all') params.set('equity', filters.equity);
  if (filters.language !== 'all') params.set('lang', filters.language);
  if (filters.owner !== 'all') params.set('owner', filters.owner);
  if (filters.overdue) params.set('overdue', '1');
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** Whether the view is narrowed at all (the sort alone narrows nothing). */
export function isFiltered(filters: LeadFilters): boolean {
  const { sort: _sort, ...rest } = filters;
  const { sort: _default, ...none } = NO_LEAD_FILTERS;
  return (Object.keys(rest) as (keyof typeof rest)[]).some((key) => rest[key] !== none[key]);
}
