import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../components/ui/toastStore.ts';
import { ApiError, errorMessage } from '../lib/apiRequest.ts';
import { adminKeys } from './queries/keys.ts';

/**
 * What a mutation tells the one shared handler below: which query roots to refresh after it
 * succeeds, and the toast to show when it fails.
 */
export interface AdminMutationMeta extends Record<string, unknown> {
  /** Roots such as ['admin', 'team'] (see queries/keys.ts); refreshed before the mutation's own onSuccess. */
  invalidates?: readonly QueryKey[];
  /** Toast title on failure; leave out when the screen reports the error itself. */
  errorTitle?: string;
  /** Toast text when the server gave no sentence. */
  errorFallback?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: AdminMutationMeta;
  }
}

/**
 * No retries, no refetching on focus or interval, data never stale unless a query says so: staff see
 * what they last loaded until they act, and a failure shows at once instead of after retries. Every
 * query names its own queryFn (queries/*.ts), so a key is never turned into a URL.
 */
export function createQueryClient() {
  // A 403 means the server sees a different role than this tab (an admin changed it): re-read the
  // current user, so navigation and route guards follow at once.
  const refreshRoleOn403 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403) {
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.session, 'me'] });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: refreshRoleOn403 }),
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const roots = mutation.meta?.invalidates ?? [];
        await Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
      onError: (error, _variables, _context, mutation) => {
        refreshRoleOn403(error);
        const { errorTitle, errorFallback } = mutation.meta ?? {};
        if (!errorTitle) return;
        toast({
          title: errorTitle,
          description: errorMessage(error, errorFallback ?? 'Please try again.'),
          variant: 'destructive',
        });
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
