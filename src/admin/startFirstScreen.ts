import type { QueryClient } from '@tanstack/react-query';
import { parseLeadFilters } from '../lib/leadFilters.ts';
import { authQueries } from './queries/auth.ts';
import { leadQueries } from './queries/leads.ts';
import { preloadLeadsScreen } from './routes.tsx';

/**
 * Starts what the first screen will need while the sign-in check (GET /api/auth/me) is still
 * out. Without it the leads page's list request waited for a chain: the check's answer, the
 * signed-in frame's code, the page's code, a render, and only then the request, about 450 ms
 * into a load at 100,000 leads.
 *
 * The session cookie is httpOnly on purpose, so the page cannot tell whether someone is signed
 * in: the list is asked for regardless. For someone signed out it answers 401 and nothing reads
 * it: the error stays in the cache with no screen to show it (no toast: only mutations toast),
 * the sign-in guard redirects as before, and once they sign in the page asks again, since a
 * query that failed without data is fetched afresh when a screen first uses it. The browser logs
 * the 401 as it logs /api/auth/me's own. Any other failure that comes before the page is shown is
 * asked again by the page, which shows the error only if that fails too. Someone who must first
 * change their password gets a 403, which re-reads the current user (queryClient.ts), as any 403
 * does: one spare request.
 */
export function startFirstScreen(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
) {
  if (location.pathname.replace(/\/+$/, '') !== '/admin/leads') return;
  // The guard's own check would start only after a render, and behind the requests below when a
  // server speaks HTTP/1.1 (six connections a page): asked first, it answers first.
  queryClient.query(authQueries.me()).catch(() => {});
  // Under exactly the key the leads page reads (its filters come from the same URL), so the page
  // finds the request in flight or answered instead of starting its own.
  queryClient
    .query(leadQueries.page(parseLeadFilters(new URLSearchParams(location.search))))
    .catch(() => {});
  // Ready when the guard lets the page through, so it renders without suspending. A failure here
  // is retried by the route's own lazy load, which shows it.
  preloadLeadsScreen().catch(() => {});
}
