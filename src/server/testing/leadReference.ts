import { firmDate } from '../../lib/firmTime.ts';
import { OWNER_NONE, type LeadFilters } from '../../lib/leadFilters.ts';
import { isOverdue, type LeadBookingState } from '../../lib/overdue.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';

/**
 * The leads page's filters as the browser used to apply them to the full list, extended to the
 * newer filters, written as plainly as possible. API tests compare the database's answer with it on
 * the same data. Accents are folded with Unicode decomposition, which agrees with Postgres's
 * unaccent on the accented Latin letters the tests use.
 */
export interface ReferenceLead {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  status: string;
  serviceType: string;
  isSocialEquityApplicant: boolean;
  locale: string;
  assignedTo: string | null;
  createdAt: Date;
  /** A consultation booked online, which may answer the lead (src/lib/overdue.ts). */
  booking?: LeadBookingState | null;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function referenceMatcher(filters: LeadFilters, now: number) {
  const needle = fold(filters.q.trim());
  return (lead: ReferenceLead): boolean => {
    if (filters.status !== 'all' && lead.status !== filters.status) return false;
    if (filters.service !== 'all' && lead.serviceType !== filters.service) return false;
    if (filters.equity !== 'all' && lead.isSocialEquityApplicant !== (filters.equity === 'yes'))
      return false;
    if (filters.language !== 'all' && lead.locale !== filters.language) return false;
    if (filters.owner === OWNER_NONE && lead.assignedTo !== null) return false;
    if (
      filters.owner !== 'all' &&
      filters.owner !== OWNER_NONE &&
      lead.assignedTo !== filters.owner
    )
      return false;
    if (filters.overdue && !isOverdue(lead, now, shippedFacts.site.hours)) return false;
    if (filters.from && firmDate(lead.createdAt) < filters.from) return false;
    if (filters.to && firmDate(lead.createdAt) > filters.to) return false;
    if (!needle) return true;
    const phone = lead.phone ?? '';
    return [
      lead.name,
      lead.email,
      lead.company ?? '',
      phone,
      phone.replace(/\D/g, ''),
      lead.message,
    ]
      .map(fold)
      .some((field) => field.includes(needle));
  };
}

/** The leads a filtered, sorted view holds, in order. */
export function referenceView(
  all: readonly ReferenceLead[],
  filters: LeadFilters,
  now: number,
): ReferenceLead[] {
  const newestFirst = all
    .filter(referenceMatcher(filters, now))
    .sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
  return filters.sort === 'oldest' ? newestFirst.reverse() : newestFirst;
}
