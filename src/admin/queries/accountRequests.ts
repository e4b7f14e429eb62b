import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest';
import type { AccountRequestStatus, Role } from '../../lib/domain';
import type { ReviewAccountRequestInput } from '../../lib/schemas/accountReview';
import { adminKeys } from './keys';

/** An access request as GET /api/admin/account-requests answers it (dates as ISO strings). */
export interface AccountRequestItem {
  id: string;
  email: string;
  name: string;
  reason: string;
  requestedRole: Role;
  status: AccountRequestStatus;
  reviewedBy: string | null;
  reviewedAt: string | null;
  rejectionReason: string | null;
  createdAt: string;
}

const API = '/api/admin/account-requests';

export const accountRequestQueries = {
  all: () => adminKeys.accountRequests,
  /** Newest first. */
  list: () =>
    queryOptions({
      queryKey: [...adminKeys.accountRequests, 'list'] as const,
      queryFn: () => apiRequest<AccountRequestItem[]>('GET', API),
    }),
};

export const accountRequestApi = {
  review: (id: string, input: ReviewAccountRequestInput) =>
    apiRequest<AccountRequestItem>('PATCH', `${API}/${encodeURIComponent(id)}`, input),
};
