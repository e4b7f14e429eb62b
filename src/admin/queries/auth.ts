import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/apiRequest.ts';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  InitInput,
  LoginInput,
  ResetPasswordInput,
} from '../../lib/schemas/auth.ts';
import type { authRoutes } from '../../server/routes/auth.ts';
import type { passwordResetRoutes } from '../../server/routes/passwordReset.ts';
import type { sessionRoutes } from '../../server/routes/session.ts';
import type { ApiAnswer } from './apiAnswer.ts';
import { adminKeys } from './keys.ts';
/** The signed-in team member as GET /api/auth/me answers it. */
export type CurrentUser = ApiAnswer<typeof authRoutes, '/me', '$get'>;

export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;

/** How long the session has left (GET /api/auth/session), and when that is on this browser's clock. */
export type SessionLifetime = ApiAnswer<typeof sessionRoutes, '/session', '$get'> & {
  endsAt: number;
};
const withEnd = (status: ApiAnswer<typeof sessionRoutes, '/session', '$get'>): SessionLifetime => ({
  ...status,
  // Seconds left, not the server's clock time: a browser clock that is off does not matter.
  endsAt: Date.now() + status.secondsLeft * 1000,
});

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
  /** Read again whenever the signed-in frame mounts (a new sign-in is a new session). */
  lifetime: () =>
    queryOptions({
      queryKey: [...adminKeys.session, 'lifetime'] as const,
      queryFn: async () => withEnd(await apiRequest('GET', '/api/auth/session')),
      staleTime: 0,
      refetchOnMount: 'always',
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
  /** Always 202 with the same answer, whether or not a link was mailed. */
  forgotPassword: (input: ForgotPasswordInput) =>
    apiRequest<ApiAnswer<typeof passwordResetRoutes, '/forgot-password', '$post'>>(
      'POST',
      '/api/auth/forgot-password',
      input,
    ),
  /** "Stay signed in": another 8 hours, never past 24 after sign-in. */
  extendSession: async () => withEnd(await apiRequest('POST', '/api/auth/session/extend')),
  /** Redeems an emailed link; answers the user, signed in. */
  resetPassword: (input: ResetPasswordInput) =>
    apiRequest<CurrentUser>('POST', '/api/auth/reset-password', input),
};
