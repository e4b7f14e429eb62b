import type { TeamMemberRow } from '../../../db/schema.ts';

/** The columns to select when answering with team members, so a hash is never even read into memory. */
export const publicTeamMemberColumns = {
  id: true,
  email: true,
  name: true,
  role: true,
  createdAt: true,
  lastLoginAt: true,
  mustChangePassword: true,
} as const;

/** A team member as the API may show it: every field but the password and its expiry. */
export type PublicTeamMember = Pick<TeamMemberRow, keyof typeof publicTeamMemberColumns>;

export function toPublicTeamMember(member: TeamMemberRow): PublicTeamMember {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    createdAt: member.createdAt,
    lastLoginAt: member.lastLoginAt,
    mustChangePassword: member.mustChangePassword,
  };
}
