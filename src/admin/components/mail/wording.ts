/** What the back office says wherever the site promises an email that cannot leave. */
export const NO_MAIL_HANDOVER =
  'Email is not set up: give the temporary password to the person yourself';
