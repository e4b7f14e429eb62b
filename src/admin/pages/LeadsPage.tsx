import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { LeadFilters } from '../../lib/leadFilters.ts';
import { LEAD_PAGE_DEFAULT } from '../../lib/leadPaging.ts';
import { ExportCsvButton } from '../components/leads/ExportCsvButton.tsx';
import { LeadCardList } from '../components/leads/LeadCardList.tsx';
import { LeadDialog } from '../components/leads/LeadDialog.tsx';
import { LeadFiltersBar } from '../components/leads/LeadFiltersBar.tsx';
import { LeadPager } from '../components/leads/LeadPager.tsx';
import { useLeadPages } from '../components/leads/useLeadPages.ts';
import { useLeadSearchParams } from '../components/leads/useLeadSearchParams.ts';
import { QueryStateFrame } from '../components/QueryStateFrame.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { leadQueries } from '../queries/leads.ts';
import { usePageTitle } from '../usePageTitle.ts';

/**
 * The leads workspace. The server filters, sorts and pages (GET /api/admin/consultations), so the
 * page costs the same at 50 leads and at 100,000; the filters live in the URL.
 */
export default function LeadsPage() {
  usePageTitle('Leads');
  const { filters, openLeadId, setFilters, openLead, closeLead } = useLeadSearchParams();
  const { query, pageIndex, next, previous } = useLeadPages(filters);
  const queryClient = useQueryClient();
  // The new view's first page is asked for in the event itself: the URL change re-renders the
  // page as a transition, and the list's own query started only once that had committed and
  // painted, 30-60 ms of the 100-160 ms a status filter took at 100,000 leads.
  const changeFilters = useCallback(
    (patch: Partial<LeadFilters>) => {
      const view = setFilters(patch);
      // A failed prefetch costs nothing: the list asks again and shows the error then.
      queryClient.query(leadQueries.page(view)).catch(() => {});
    },
    [queryClient, setFilters],
  );
  const top = useRef<HTMLParagraphElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // A new page starts at the top of the list, not where the Next button was, and so does the
  // keyboard focus: on the list (the same element whatever page it shows), whose first lead is the
  // next Tab stop. The Next button may be disabled now (the last page) or far below.
  const toTop = useCallback(() => {
    list.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  }, []);

  const header = (
    <PageHeader
      title="Leads"
      subtitle="Manage consultation requests and track progress"
      actions={<ExportCsvButton filters={filters} />}
    />
  );

  if (query.isPending || query.isError) {
    return (
      <QueryStateFrame
        header={header}
        query={query}
        loadingLabel="Loading leads..."
        errorMessage="Could not load leads. Please check your connection and try again."
      />
    );
  }

  const { leads, matchingCount, totalCount } = query.data;
  const first = pageIndex * LEAD_PAGE_DEFAULT + 1;
  const pages = Math.ceil(matchingCount / LEAD_PAGE_DEFAULT);
  const turn = (go: (() => void) | undefined) =>
    go &&
    (() => {
      go();
      toTop();
    });
  return (
    <div className="grid gap-6">
      {header}
      <LeadFiltersBar filters={filters} onChange={changeFilters} />
      {/* One live region for the list: a new filter reads the count, a new page only the page
          (aria-atomic off), once its leads are there. */}
      <p ref={top} role="status" aria-atomic="false" className="scroll-mt-24 text-sm text-muted">
        <span>
          Showing {matchingCount} of {totalCount} leads
        </span>
        {pages > 1 && !query.isPlaceholderData && (
          <span>
            {' '}
            · Page {pageIndex + 1} of {pages}, leads {first}–{first + leads.length - 1}
          </span>
        )}
      </p>
      {leads.length === 0 ? (
        <p className="rounded-(--radius-card) border border-dashed border-border p-10 text-center text-muted">
          No leads found matching your filters.
        </p>
      ) : (
        <LeadCardList ref={list} leads={leads} busy={query.isPlaceholderData} onOpen={openLead} />
      )}
      <LeadPager
        first={first}
        shown={leads.length}
        matching={matchingCount}
        onPrevious={turn(previous)}
        onNext={turn(next)}
      />
      <LeadDialog leadId={openLeadId} onClose={closeLead} onOpen={openLead} />
    </div>
  );
}
