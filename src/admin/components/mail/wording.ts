/** What the back office says wherever the spec promises an email that cannot leave (issue 14). */
export const NO_MAIL_HANDOVER =
  'Email is not set up: give the temporary password to the person yourself';
