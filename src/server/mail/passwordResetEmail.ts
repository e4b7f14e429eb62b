import { site } from '../../lib/site.ts';
import { RESET_TOKEN_MINUTES } from '../auth/resetTokens.ts';
import type { OutgoingEmail } from './outbox.ts';

export const PASSWORD_RESET_LINK_KIND = 'password_reset_link';

/** Stored over the body once the mail is sent: the link must not outlive its delivery. */
export const SCRUBBED_RESET_LINK = '[password reset link removed from our records after delivery]';

export function passwordResetLinkEmail(
  user: { id: string; name: string; email: string },
  link: string,
): OutgoingEmail {
  const text = [
    `Hello ${user.name},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${site.name} staff account.`,
    'Open this link to choose a new password:',
    link,
    '',
    `The link works once and expires after ${RESET_TOKEN_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    '',
    `— ${site.name}`,
  ].join('\n');
  return {
    kind: PASSWORD_RESET_LINK_KIND,
    priority: 'security',
    to: user.email,
    subject: `Reset your ${site.name} password`,
    text,
    relatedId: user.id,
  };
}
