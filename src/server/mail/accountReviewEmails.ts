import type { EmailOutboxRow } from '../../../db/schema.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { site } from '../../lib/site.ts';
import { TEMPORARY_PASSWORD_DAYS } from '../auth/passwords.ts';
import { scrubBookingLinks } from '../booking/bookingLinkScrub.ts';
import type { OutgoingEmail } from './outbox.ts';
import { PASSWORD_RESET_LINK_KIND, SCRUBBED_RESET_LINK } from './passwordResetEmail.ts';

/**
 * The two emails an access-request review sends.
 * Text only: names and reasons are shown as typed, with no HTML to escape.
 */
export const ACCOUNT_APPROVED_KIND = 'account_approved';
export const ACCOUNT_REJECTED_KIND = 'account_rejected';

/** The line before the password and the paragraph after it; scrubbing removes what lies between. */
const PASSWORD_LABEL = 'Temporary password:\n';
const AFTER_PASSWORD = `\n\nThis password expires after ${TEMPORARY_PASSWORD_DAYS} days`;
export const SCRUBBED_PASSWORD = '[removed from our records after delivery]';

interface Requester {
  id: string;
  name: string;
  email: string;
}

/**
 * The body of both emails that hand over a temporary password: why it came, where to sign in, the
 * password between PASSWORD_LABEL and AFTER_PASSWORD (what scrubDeliveredSecrets cuts out).
 */
function temporaryPasswordText(
  person: Requester,
  reason: string,
  temporaryPassword: string,
  siteUrl: string,
  expiresAt: Date,
): string {
  return [
    `Hello ${person.name},`,
    '',
    reason,
    '',
    `Sign in at: ${siteUrl}/admin/login`,
    `Email: ${person.email}`,
    PASSWORD_LABEL + temporaryPassword + AFTER_PASSWORD + ` (on ${expiresAt.toUTCString()}).`,
    'You must replace it with a password of your own when you first sign in.',
    '',
    `— ${site.name}`,
  ].join('\n');
}

export function accountApprovedEmail(
  request: Requester,
  temporaryPassword: string,
  siteUrl: string,
  expiresAt: Date,
): OutgoingEmail {
  return {
    kind: ACCOUNT_APPROVED_KIND,
    priority: 'security',
    to: request.email,
    subject: `Your ${site.name} staff account is ready`,
    text: temporaryPasswordText(
      request,
      `Your request for access to the ${site.name} staff dashboard has been approved.`,
      temporaryPassword,
      siteUrl,
      expiresAt,
    ),
    relatedId: request.id,
  };
}

/** An admin gave an existing member a new temporary password (Team → Reset password). */
export const PASSWORD_RESET_BY_ADMIN_KIND = 'password_reset_by_admin';

export function passwordResetByAdminEmail(
  user: Requester,
  temporaryPassword: string,
  siteUrl: string,
  expiresAt: Date,
): OutgoingEmail {
  return {
    kind: PASSWORD_RESET_BY_ADMIN_KIND,
    priority: 'security',
    to: user.email,
    subject: `Your ${site.name} password was reset`,
    text: temporaryPasswordText(
      user,
      `An administrator has reset your password for the ${site.name} staff dashboard.`,
      temporaryPassword,
      siteUrl,
      expiresAt,
    ),
    relatedId: user.id,
  };
}

/** Told to an admin whose password another admin reset, naming who did it (no password in it). */
export const ADMIN_PASSWORD_RESET_NOTICE_KIND = 'admin_password_reset_notice';

export function adminPasswordResetNotice(
  target: Requester,
  actor: { name: string; email: string },
  at: Date,
): OutgoingEmail {
  const text = [
    `Hello ${target.name},`,
    '',
    `${actor.name} (${actor.email}) reset the password of your administrator account for the ${site.name} staff dashboard on ${at.toUTCString()}.`,
    'You will need the temporary password they chose to sign in, and must then choose your own.',
    '',
    'If you did not expect this, contact another administrator at once: someone with an administrator account can take over yours this way.',
    '',
    `— ${site.name}`,
  ].join('\n');
  return {
    kind: ADMIN_PASSWORD_RESET_NOTICE_KIND,
    priority: 'security',
    to: target.email,
    subject: `Your ${site.name} administrator password was reset by ${actor.name}`,
    text,
    relatedId: target.id,
  };
}

/** Kinds whose body carries a temporary password (see scrubDeliveredSecrets). */
const KINDS_WITH_PASSWORD: ReadonlySet<string> = new Set([
  ACCOUNT_APPROVED_KIND,
  PASSWORD_RESET_BY_ADMIN_KIND,
]);

export function accountRejectedEmail(
  request: Requester,
  rejectionReason: string | null,
  { site }: PublishedFacts,
): OutgoingEmail {
  const text = [
    `Hello ${request.name},`,
    '',
    `Your request for access to the ${site.name} staff dashboard was not approved.`,
    ...(rejectionReason ? ['', 'Reason given:', rejectionReason] : []),
    '',
    `If you think this is a mistake, contact us at ${site.email}.`,
    '',
    `— ${site.name}`,
  ].join('\n');
  return {
    kind: ACCOUNT_REJECTED_KIND,
    priority: 'staff',
    to: request.email,
    subject: `Your ${site.name} access request`,
    text,
    relatedId: request.id,
  };
}

/**
 * For the delivery worker: call with a row right after it was sent, and store the answer (when not
 * null) over the row's bodies, so a temporary password lives in the database only until delivered.
 * Cuts from the label to the last "This password expires" paragraph, which only our template
 * writes after the password, so a password containing either phrase is still removed whole.
 */
export function scrubDeliveredSecrets(
  row: Pick<EmailOutboxRow, 'kind' | 'textBody' | 'htmlBody'>,
): { textBody: string; htmlBody: string | null } | null {
  if (row.kind === PASSWORD_RESET_LINK_KIND)
    return { textBody: SCRUBBED_RESET_LINK, htmlBody: null };
  const booking = scrubBookingLinks(row);
  if (booking) return booking;
  if (!KINDS_WITH_PASSWORD.has(row.kind)) return null;
  const start = row.textBody.indexOf(PASSWORD_LABEL);
  const end = row.textBody.lastIndexOf(AFTER_PASSWORD);
  const textBody =
    start === -1 || end < start
      ? // Not our template: keep no body at all rather than risk keeping the password.
        SCRUBBED_PASSWORD
      : row.textBody.slice(0, start + PASSWORD_LABEL.length) +
        SCRUBBED_PASSWORD +
        row.textBody.slice(end);
  return { textBody, htmlBody: null };
}
