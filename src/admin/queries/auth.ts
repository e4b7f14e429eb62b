import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/apiRequest';
import type { ChangePasswordInput, InitInput, LoginInput } from '../../lib/schemas/auth';
import type { Role } from '../../lib/domain';

/** The signed-in user as the API answers it (never a password hash). */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  mustChangePassword: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;

export const authQueries = {
  all: () => ['auth'] as const,
  /** Spec: cached 5 minutes, no retry. Null when signed out (401), so guards can redirect. */
  me: () =>
    queryOptions({
      queryKey: ['auth', 'me'] as const,
      queryFn: async () => {
        try {
          return await apiRequest<CurrentUser>('GET', '/api/auth/me');
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        }
      },
      staleTime: CURRENT_USER_STALE_MS,
    }),
  /** Spec: always refetched. */
  needsInit: () =>
    queryOptions({
      queryKey: ['auth', 'needs-init'] as const,
      queryFn: () => apiRequest<{ needsInit: boolean }>('GET', '/api/auth/needs-init'),
      staleTime: 0,
      refetchOnMount: 'always',
    }),
};

export const authApi = {
  login: (input: LoginInput) => apiRequest<CurrentUser>('POST', '/api/auth/login', input),
  init: (input: InitInput) => apiRequest<CurrentUser>('POST', '/api/auth/init', input),
  logout: () => apiRequest<void>('POST', '/api/auth/logout'),
  changePassword: (input: ChangePasswordInput) =>
    apiRequest<CurrentUser>('POST', '/api/auth/change-password', input),
};
