import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLeadFilters } from '../lib/leadFilters.ts';
import { authQueries } from './queries/auth.ts';
import { leadQueries } from './queries/leads.ts';
import { createQueryClient } from './queryClient.ts';
import { startFirstScreen } from './startFirstScreen.ts';

// The page modules it warms are the browser's business; here they would only load React pages.
vi.mock('./components/AdminLayout', () => ({}));
vi.mock('./pages/LeadsPage', () => ({}));

const answer = { leads: [], matchingCount: 0, totalCount: 0, nextCursor: null };

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('startFirstScreen', () => {
  it("asks for the leads list under the key the leads page reads, with the URL's filters", async () => {
    const fetch = stubFetch(200, answer);
    const client = createQueryClient();
    const search = '?status=new&lead=3f2a1b4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c&sort=oldest';
    startFirstScreen(client, { pathname: '/admin/leads', search });

    // The sign-in check first: every guard waits for it.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/me',
      '/api/admin/consultations?status=new&sort=oldest',
    ]);
    // useLeadPages reads leadQueries.page(filters) with the filters parsed from the same URL.
    const { queryKey } = leadQueries.page(parseLeadFilters(new URLSearchParams(search)));
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toEqual(answer));
    expect(client.getQueryData(authQueries.me().queryKey)).toEqual(answer);
  });

  it('leaves a 401 (signed out) in the cache without throwing, for the page to ask again', async () => {
    stubFetch(401, { message: 'Sign in required' });
    const client = createQueryClient();
    startFirstScreen(client, { pathname: '/admin/leads/', search: '' });

    const { queryKey } = leadQueries.page(parseLeadFilters(new URLSearchParams()));
    await vi.waitFor(() => expect(client.getQueryState(queryKey)?.status).toBe('error'));
    expect(client.getQueryData(queryKey)).toBeUndefined();
  });

  it('asks for nothing on other pages', () => {
    const fetch = stubFetch(200, answer);
    const client = createQueryClient();
    for (const pathname of ['/admin', '/admin/dashboard', '/admin/login', '/admin/leads-old']) {
      startFirstScreen(client, { pathname, search: '?status=new' });
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
