import { TEAM_MEMBER_NOT_FOUND } from './teamMemberExists.ts';

/** What the team routes answer when a change is refused. */
export const TEAM_MEMBER_MESSAGES = {
  notFound: TEAM_MEMBER_NOT_FOUND,
  emailTaken: 'A user with this email already exists',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'The last admin cannot be removed',
  lastAdminDemoted: 'The last admin cannot become an employee',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotResetOwnPassword: 'Use "Change password" in your menu to change your own password',
} as const;
