/**
 * A delivery error as staff may see it: no credentials. SMTP errors can echo the connection URL or
 * the login name; both are cut, as are the configured SMTP user and password wherever they appear.
 */
export function redactMailError(
  message: string | null,
  smtpUrl: string | undefined,
): string | null {
  if (message === null) return null;
  let text = message.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1[redacted]@');
  if (smtpUrl) {
    try {
      const url = new URL(smtpUrl);
      for (const secret of [url.password, url.username].map(decodeURIComponent)) {
        if (secret.length >= 3) text = text.split(secret).join('[redacted]');
      }
    } catch {
      // config.ts already refuses a malformed SMTP_URL; nothing more to cut here.
    }
  }
  return text.slice(0, 500);
}
