import type { Database } from '../../../db/client.ts';
import { teamMembers } from '../../../db/schema.ts';
import type { CreateTeamMemberOutput } from '../../lib/schemas/teamMember.ts';
import { hashPassword, temporaryPasswordFields } from '../auth/passwords.ts';
import { sameEmail } from '../auth/teamMemberEmail.ts';
import { isUniqueViolation } from '../dbErrors.ts';
import { apiError } from '../errors.ts';
import { TEAM_MEMBER_MESSAGES } from './teamMemberMessages.ts';

const emailTaken = () =>
  apiError(409, TEAM_MEMBER_MESSAGES.emailTaken, { email: TEAM_MEMBER_MESSAGES.emailTaken });

/**
 * A new team member with the password an admin chose: temporary, so it must be replaced at first
 * sign-in, within 7 days. One account per address, however it is capitalised (409).
 */
export async function addTeamMember(
  db: Database,
  input: CreateTeamMemberOutput,
  bcryptCost: number,
) {
  const taken = await db.query.teamMembers.findFirst({
    where: (t) => sameEmail(t.email, input.email),
    columns: { id: true },
  });
  if (taken) throw emailTaken();
  try {
    const [created] = await db
      .insert(teamMembers)
      .values({
        name: input.name,
        email: input.email,
        role: input.role,
        password: await hashPassword(input.password, bcryptCost),
        // Someone else chose this password: it must be replaced at first sign-in, within 7 days.
        ...temporaryPasswordFields(),
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
