import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { leadMatcher } from '../../lib/leadFilters';
import { ExportCsvButton } from '../components/leads/ExportCsvButton';
import { LeadCard } from '../components/leads/LeadCard';
import { LeadDialog } from '../components/leads/LeadDialog';
import { LeadFiltersBar } from '../components/leads/LeadFiltersBar';
import { useLeadSearchParams } from '../components/leads/useLeadSearchParams';
import { QueryStateFrame } from '../components/QueryStateFrame';
import { PageHeader } from '../components/PageHeader';
import { leadQueries } from '../queries/leads';
import { usePageTitle } from '../usePageTitle';

/**
 * Cards rendered per step. Filtering 5,000 leads in memory takes a few milliseconds; drawing 5,000
 * cards does not, so the list grows on request instead.
 */
export const LEADS_PAGE_SIZE = 100;

export default function LeadsPage() {
  usePageTitle('Leads');
  const leads = useQuery(leadQueries.list());
  const { filters, openLeadId, setFilters, openLead, closeLead } = useLeadSearchParams();
  // Typing stays responsive: the list catches up with the search box in a background render.
  const deferredFilters = useDeferredValue(filters);
  const filterKey = JSON.stringify(deferredFilters);
  const [shown, setShown] = useState({ key: filterKey, count: LEADS_PAGE_SIZE });
  const visibleCount = shown.key === filterKey ? shown.count : LEADS_PAGE_SIZE;

  const filtered = useMemo(
    () => (leads.data ?? []).filter(leadMatcher(deferredFilters)),
    [leads.data, deferredFilters],
  );

  const header = (
    <PageHeader
      title="Leads"
      subtitle="Manage consultation requests and track progress"
      actions={<ExportCsvButton filters={filters} />}
    />
  );

  if (leads.isPending || leads.isError) {
    return (
      <QueryStateFrame
        header={header}
        query={leads}
        loadingLabel="Loading leads..."
        errorMessage="Could not load leads. Please check your connection and try again."
      />
    );
  }

  const total = leads.data.length;
  const visible = filtered.slice(0, visibleCount);
  return (
    <div className="grid gap-6">
      {header}
      <LeadFiltersBar filters={filters} onChange={setFilters} />
      <p role="status" className="text-sm text-muted">
        Showing {filtered.length} of {total} leads
      </p>
      {filtered.length === 0 ? (
        <p className="rounded-(--radius-card) border border-dashed border-border p-10 text-center text-muted">
          No leads found matching your filters.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Leads">
          {visible.map((lead) => (
            // Off-screen cards skip layout and paint until scrolled to.
            <li
              key={lead.id}
              className="[contain-intrinsic-size:auto_10rem] [content-visibility:auto]"
            >
              <LeadCard lead={lead} onOpen={openLead} />
            </li>
          ))}
        </ul>
      )}
      {filtered.length > visible.length && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => setShown({ key: filterKey, count: visibleCount + LEADS_PAGE_SIZE })}
        >
          Show more ({filtered.length - visible.length} more)
        </Button>
      )}
      <LeadDialog leadId={openLeadId} onClose={closeLead} />
    </div>
  );
}
