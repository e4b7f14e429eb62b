import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { leadFiltersToParams, parseLeadFilters, type LeadFilters } from '../../../lib/leadFilters';

/**
 * The leads page keeps its filters and the open lead in the URL, so a filtered view can be shared,
 * survives a reload, and the staff email's link (?lead=<id>) opens a lead directly.
 */
export function useLeadSearchParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseLeadFilters(params), [params]);
  const openLeadId = params.get('lead');

  const setFilters = useCallback(
    (patch: Partial<LeadFilters>) =>
      setParams(
        (current) => {
          const next = leadFiltersToParams({ ...parseLeadFilters(current), ...patch });
          const lead = current.get('lead');
          if (lead) next.set('lead', lead);
          return next;
        },
        // Typing is not navigation: one history entry per view, not per keystroke.
        { replace: true },
      ),
    [setParams],
  );

  const openLead = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('lead', id);
        return next;
      }),
    [setParams],
  );

  const closeLead = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('lead');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filters, openLeadId, setFilters, openLead, closeLead };
}
