import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest';
import type { AccountRequestStatus, Role } from '../../lib/domain';
import type { ReviewAccountRequestInput } from '../../lib/schemas/accountReview';

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

export const accountRequestQueries = {
  all: () => ['admin', 'account-requests'] as const,
  /** Fetched by the default query function: GET /api/admin/account-requests, newest first. */
  list: () => queryOptions<AccountRequestItem[]>({ queryKey: accountRequestQueries.all() }),
};

export const accountRequestApi = {
  review: (id: string, input: ReviewAccountRequestInput) =>
    apiRequest<AccountRequestItem>(
      'PATCH',
      `/api/admin/account-requests/${encodeURIComponent(id)}`,
      input,
    ),
};
