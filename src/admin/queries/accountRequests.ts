import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest.ts';
import type { ReviewAccountRequestInput } from '../../lib/schemas/accountReview.ts';
import type { adminAccountRequestRoutes } from '../../server/routes/adminAccountRequests.ts';
import type { ApiAnswer } from './apiAnswer.ts';
import { adminKeys } from './keys.ts';

/** An access request as GET /api/admin/account-requests answers it. */
export type AccountRequest = ApiAnswer<typeof adminAccountRequestRoutes, '/', '$get'>[number];

const API = '/api/admin/account-requests';

export const accountRequestQueries = {
  all: () => adminKeys.accountRequests,
  /** Newest first. */
  list: () =>
    queryOptions({
      queryKey: [...adminKeys.accountRequests, 'list'] as const,
      queryFn: () => apiRequest<AccountRequest[]>('GET', API),
    }),
};

export const accountRequestApi = {
  review: (id: string, input: ReviewAccountRequestInput) =>
    apiRequest<ApiAnswer<typeof adminAccountRequestRoutes, '/:id', '$patch'>>(
      'PATCH',
      `${API}/${encodeURIComponent(id)}`,
      input,
    ),
};
