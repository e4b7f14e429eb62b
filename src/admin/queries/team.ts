import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest.ts';
import type {
  ChangeRoleInput,
  CreateTeamMemberOutput,
  ResetTeamMemberPasswordInput,
} from '../../lib/schemas/teamMember.ts';
import type { teamRoutes } from '../../server/routes/team.ts';
import type { teamNameRoutes } from '../../server/routes/teamNames.ts';
import type { ApiAnswer } from './apiAnswer.ts';
import { adminKeys } from './keys.ts';

/**
 * A team member as GET /api/admin/users answers it: `admin_users` in the database and /api/admin/users
 * in the API (names the API keeps); "team member" everywhere in code. Never carries a password hash.
 */
export type TeamMember = ApiAnswer<typeof teamRoutes, '/', '$get'>[number];

/** What every signed-in person may see of the team (GET /api/admin/staff): enough to pick a lead's owner. */
export type TeamMemberName = ApiAnswer<typeof teamNameRoutes, '/', '$get'>[number];

const memberUrl = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const teamQueries = {
  all: () => adminKeys.team,
  /** Admins: every account, GET /api/admin/users. */
  list: () =>
    queryOptions({
      queryKey: [...adminKeys.team, 'list'] as const,
      queryFn: () => apiRequest<TeamMember[]>('GET', '/api/admin/users'),
    }),
  /** Everyone: the lead owner choices, GET /api/admin/staff. */
  names: () =>
    queryOptions({
      queryKey: [...adminKeys.team, 'names'] as const,
      queryFn: () => apiRequest<TeamMemberName[]>('GET', '/api/admin/staff'),
      // Colleagues come and go in other browsers too; a lead dialog opened later asks again.
      staleTime: 30_000,
    }),
};

export const teamApi = {
  create: (input: CreateTeamMemberOutput) =>
    apiRequest<ApiAnswer<typeof teamRoutes, '/', '$post'>>('POST', '/api/admin/users', input),
  remove: (id: string) => apiRequest<void>('DELETE', memberUrl(id)),
  changeRole: (id: string, input: ChangeRoleInput) =>
    apiRequest<ApiAnswer<typeof teamRoutes, '/:id', '$patch'>>('PATCH', memberUrl(id), input),
  /** `emailed`: the server queued the password to the person (only when mail is set up). */
  resetPassword: (id: string, input: ResetTeamMemberPasswordInput) =>
    apiRequest<ApiAnswer<typeof teamRoutes, '/:id/password', '$post'>>(
      'POST',
      `${memberUrl(id)}/password`,
      input,
    ),
};
