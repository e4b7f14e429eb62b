import { z } from 'zod';
import { DEFAULT_ROLE, ROLES } from '../domain.ts';
import { ROLE_MESSAGE } from './accountRequest.ts';
import { emailSchema, personNameSchema } from './auth.ts';
import { newPasswordSchema } from './password.ts';

/** An admin creating a team member; shared by the Add Team Member form and the API. */
export const createTeamMemberSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: z.enum(ROLES, { error: ROLE_MESSAGE }).default(DEFAULT_ROLE),
});
export type CreateTeamMemberInput = z.input<typeof createTeamMemberSchema>;
export type CreateTeamMemberOutput = z.output<typeof createTeamMemberSchema>;

/** PATCH /api/admin/users/{id}: an admin changes someone else's role. */
export const changeRoleSchema = z.strictObject({
  role: z.enum(ROLES, { error: ROLE_MESSAGE }),
});
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

/** POST /api/admin/users/{id}/password: an admin gives someone a new temporary password. */
export const resetTeamMemberPasswordSchema = z.strictObject({ password: newPasswordSchema });
export type ResetTeamMemberPasswordInput = z.input<typeof resetTeamMemberPasswordSchema>;
