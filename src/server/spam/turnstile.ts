import { log } from '../log.ts';

/**
 * Cloudflare Turnstile, off unless TURNSTILE_SECRET_KEY is set (and the build has
 * PUBLIC_TURNSTILE_SITE_KEY so the form renders the widget). The check is a plain function so tests
 * inject their own and never reach the network.
 */
export interface TurnstileCheck {
  secret: string;
  token: string;
  ip: string;
}

/** `true` accepted, `false` refused by Cloudflare. Throws only when Cloudflare could not answer. */
export type TurnstileVerifier = (check: TurnstileCheck) => Promise<boolean>;

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const VERIFY_TIMEOUT_MS = 5000;

export const verifyTurnstileWithCloudflare: TurnstileVerifier = async ({ secret, token, ip }) => {
  const body = new URLSearchParams({ secret, response: token });
  if (ip !== 'unknown') body.set('remoteip', ip);
  const res = await fetch(TURNSTILE_VERIFY_URL, {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`Turnstile answered HTTP ${res.status}`);
  const result = (await res.json()) as { success?: unknown; 'error-codes'?: unknown };
  if (result.success !== true) log.warn('turnstile_refused', { codes: result['error-codes'] });
  return result.success === true;
};

export type TurnstileOutcome = 'disabled' | 'passed' | 'failed' | 'unavailable';

/**
 * A missing or refused token fails. When Cloudflare itself cannot be reached we let the request
 * through (the honeypot, fill time and rate limit still apply): an outage must not turn customers away.
 */
export async function checkTurnstile(
  secret: string | undefined,
  token: string | undefined,
  ip: string,
  verify: TurnstileVerifier,
): Promise<TurnstileOutcome> {
  if (!secret) return 'disabled';
  if (!token) return 'failed';
  try {
    return (await verify({ secret, token, ip })) ? 'passed' : 'failed';
  } catch (error) {
    log.warn('turnstile_unavailable', { error: String(error) });
    return 'unavailable';
  }
}
