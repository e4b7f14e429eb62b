import { createHash, randomBytes } from 'node:crypto';

/**
 * Forgotten-password links. The token is 32 random bytes (base64url) that only the email carries;
 * the database keeps its SHA-256, so a leaked table holds no usable link. A plain hash is enough
 * here (unlike passwords): the input is random and long, so there is nothing to guess.
 */
export const RESET_TOKEN_MINUTES = 30;

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Ties a link to the password the user had when it was made: any change makes the link stale. */
export const passwordFingerprint = (passwordHash: string) => sha256(`fingerprint:${passwordHash}`);

export function resetLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
}
