import { useCallback, useMemo } from 'react';
import {
  leadFiltersToParams,
  parseLeadFilters,
  type LeadFilters,
} from '../../../lib/leadFilters.ts';
import { useLatestSearchParams } from '../../useLatestSearchParams.ts';

/**
 * The leads page keeps its filters and the open lead in the URL, so a filtered view can be shared,
 * survives a reload, and the staff email's link (?lead=<id>) opens a lead directly.
 */
export function useLeadSearchParams() {
  const [params, change] = useLatestSearchParams();
  const filters = useMemo(() => parseLeadFilters(params), [params]);
  const openLeadId = params.get('lead');

  /**
   * Applies the patch and returns the view it leads to. Typing is not navigation: the URL is
   * replaced, one history entry per view, not one per keystroke.
   */
  const setFilters = useCallback(
    (patch: Partial<LeadFilters>): LeadFilters =>
      parseLeadFilters(
        change(
          (current) => {
            const next = leadFiltersToParams({ ...parseLeadFilters(current), ...patch });
            const lead = current.get('lead');
            if (lead) next.set('lead', lead);
            return next;
          },
          { replace: true },
        ),
      ),
    [change],
  );

  const openLead = useCallback(
    (id: string) => {
      change(
        (current) => {
          current.set('lead', id);
          return current;
        },
        { replace: false },
      );
    },
    [change],
  );

  const closeLead = useCallback(() => {
    change(
      (current) => {
        current.delete('lead');
        return current;
      },
      { replace: true },
    );
  }, [change]);

  return { filters, openLeadId, setFilters, openLead, closeLead };
}
