import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/apiRequest';
import type { Role } from '../../lib/domain';
import type {
  ChangeRoleInput,
  CreateUserOutput,
  ResetUserPasswordInput,
} from '../../lib/schemas/user';
import { adminKeys } from './keys';

/**
 * A staff account ("team member" everywhere in the admin code; `admin_users` in the database and
 * /api/admin/users in the API, as the spec names them). Never carries a password hash.
 */
export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: Role;
  mustChangePassword: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** What every signed-in person may see of the team: enough to pick a lead's owner. */
export type TeamMemberName = Pick<TeamMember, 'id' | 'name'>;

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
  create: (input: CreateUserOutput) => apiRequest<TeamMember>('POST', '/api/admin/users', input),
  remove: (id: string) => apiRequest<void>('DELETE', memberUrl(id)),
  changeRole: (id: string, input: ChangeRoleInput) =>
    apiRequest<TeamMember>('PATCH', memberUrl(id), input),
  /** `emailed`: the server queued the password to the person (only when mail is set up). */
  resetPassword: (id: string, input: ResetUserPasswordInput) =>
    apiRequest<TeamMember & { emailed: boolean }>('POST', `${memberUrl(id)}/password`, input),
};
