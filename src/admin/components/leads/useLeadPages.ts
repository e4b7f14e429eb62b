import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { leadFiltersToParams, type LeadFilters } from '../../../lib/leadFilters.ts';
import { leadQueries } from '../../queries/leads.ts';

/**
 * The leads page's position in the filtered list: the cursors of the pages walked so far (a
 * keyset cursor only goes forward, so "Previous" steps back along this trail). A new filter starts
 * again from the first page. While a page loads the previous one stays on screen, and the page
 * after the one shown is fetched ahead, so "Next" usually answers at once.
 */
export function useLeadPages(filters: LeadFilters) {
  const filterKey = leadFiltersToParams(filters).toString();
  const [trail, setTrail] = useState<{ key: string; cursors: (string | null)[] }>({
    key: filterKey,
    cursors: [null],
  });
  const cursors = trail.key === filterKey ? trail.cursors : [null];
  const cursor = cursors.at(-1) ?? null;
  const query = useQuery({
    ...leadQueries.page(filters, cursor),
    placeholderData: keepPreviousData,
  });

  const queryClient = useQueryClient();
  const nextCursor = query.isPlaceholderData ? null : (query.data?.nextCursor ?? null);
  useEffect(() => {
    // A failed prefetch costs nothing: Next asks again and shows the error then.
    if (nextCursor) queryClient.query(leadQueries.page(filters, nextCursor)).catch(() => {});
  }, [queryClient, filters, nextCursor]);

  return {
    query,
    /** 0 for the first page. */
    pageIndex: cursors.length - 1,
    next: nextCursor
      ? () => setTrail({ key: filterKey, cursors: [...cursors, nextCursor] })
      : undefined,
    previous:
      cursors.length > 1
        ? () => setTrail({ key: filterKey, cursors: cursors.slice(0, -1) })
        : undefined,
  };
}
