/** The refusals of the admin's mail screen, shared by its route and its rules. */
export const MAIL_MESSAGES = {
  notFound: 'Email not found',
  notFailed: 'Only an email that failed can be sent again',
  expired:
    'This email held a temporary password or reset link that has expired; set a new password instead',
} as const;
