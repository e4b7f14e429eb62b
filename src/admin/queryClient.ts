import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from '../lib/apiRequest';

/**
 * Spec section 7: a GET query requests its key parts joined with '/' (under /api) and parses the
 * JSON; no retries, no refetching on focus or interval, data never stale unless a query says so.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  apiRequest('GET', `/api/${queryKey.map(String).join('/')}`);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
