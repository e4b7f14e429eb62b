import { isIP } from 'node:net';
import type { AppConfig } from '../config.ts';

/**
 * Whether the site is served over plain http on this machine or a local network
 * (`SITE_URL=http://office-pc.lan:4321`, the LAN mode of `npm start`). Browsers drop a `Secure`
 * cookie sent over plain http (localhost aside), so there nobody could sign in. Any other site,
 * and every https one (always on Netlify), gets `Secure` cookies.
 */
export function isPlainHttpOnLocalNetwork(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  if (url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (isIP(host) === 6) return host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  // A single-label name (office-pc) or a name under a suffix only local networks resolve.
  return (
    !host.includes('.') ||
    /\.(localhost|lan|local|home\.arpa|internal|intranet|corp|home)$/.test(host)
  );
}

/** Attributes of every cookie the sign-in side sets. */
export function authCookieOptions(config: Pick<AppConfig, 'siteUrl'>) {
  return {
    httpOnly: true,
    secure: !isPlainHttpOnLocalNetwork(config.siteUrl),
    sameSite: 'Lax',
    path: '/',
  } as const;
}

/** What `npm start` prints when sign-in cookies go without `Secure`; null when they are Secure. */
export function plainHttpNotice(siteUrl: string): string | null {
  if (!isPlainHttpOnLocalNetwork(siteUrl)) return null;
  return (
    `Notice: SITE_URL ${siteUrl} is plain http, so sign-in cookies are not marked Secure and ` +
    'travel unencrypted on this network. Use https (or a proxy that adds it) beyond a trusted LAN.'
  );
}
