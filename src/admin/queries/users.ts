import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest';
import type { CreateUserOutput } from '../../lib/schemas/user';
import type { CurrentUser } from './auth';

/** A team member as GET /api/admin/users answers it: the same public shape as the current user. */
export type TeamMember = CurrentUser;

export const userQueries = {
  all: () => ['admin', 'users'] as const,
  /** Fetched by the default query function: GET /api/admin/users. */
  list: () => queryOptions<TeamMember[]>({ queryKey: userQueries.all() }),
};

export const userApi = {
  create: (input: CreateUserOutput) => apiRequest<TeamMember>('POST', '/api/admin/users', input),
  remove: (id: string) => apiRequest<void>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`),
};
