import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/apiRequest';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  InitInput,
  LoginInput,
  ResetPasswordInput,
} from '../../lib/schemas/auth';
import type { authRoutes } from '../../server/routes/auth';
import type { passwordResetRoutes } from '../../server/routes/passwordReset';
import type { ApiAnswer } from './apiAnswer';
import { adminKeys } from './keys';
/** The signed-in team member as GET /api/auth/me answers it. */
export type CurrentUser = ApiAnswer<typeof authRoutes, '/me', '$get'>;

export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;

export const authQueries = {
  all: () => adminKeys.session,
  /** Cached 5 minutes, no retry. Null when signed out (401), so guards can redirect. */
  me: () =>
    queryOptions({
      queryKey: [...adminKeys.session, 'me'] as const,
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
  /** Always refetched. */
  needsInit: () =>
    queryOptions({
      queryKey: [...adminKeys.session, 'needs-init'] as const,
      queryFn: () =>
        apiRequest<ApiAnswer<typeof authRoutes, '/needs-init', '$get'>>(
          'GET',
          '/api/auth/needs-init',
        ),
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
  /** Always 202 with the same answer; `mailConfigured` false means no link can be sent. */
  forgotPassword: (input: ForgotPasswordInput) =>
    apiRequest<ApiAnswer<typeof passwordResetRoutes, '/forgot-password', '$post'>>(
      'POST',
      '/api/auth/forgot-password',
      input,
    ),
  /** Redeems an emailed link; answers the user, signed in. */
  resetPassword: (input: ResetPasswordInput) =>
    apiRequest<CurrentUser>('POST', '/api/auth/reset-password', input),
};
