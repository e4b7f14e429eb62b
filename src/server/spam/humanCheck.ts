import type { Context } from 'hono';
import { isTooFast, TOO_FAST_MESSAGE } from '../../lib/fillTime.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import type { AppEnv } from '../types.ts';
import { checkTurnstile, verifyTurnstileWithCloudflare } from './turnstile.ts';

export const TURNSTILE_FAILED_MESSAGE =
  'We could not verify that you are not a robot. Please complete the check and try again.';

/**
 * The public forms' checks after the honeypot: filled in too fast (or with no timing) is a readable
 * 400, so a quick human simply submits again; a Turnstile token that is missing or refused, when
 * Turnstile is set up, is a 400 too. `form` names the log events (`<form>_too_fast`).
 */
export async function refuseUnlessHuman(
  c: Context<AppEnv>,
  input: { elapsedMs?: number | undefined; turnstileToken?: string | undefined },
  ip: string,
  form: 'consultation' | 'booking',
): Promise<void> {
  if (isTooFast(input.elapsedMs)) {
    log.warn(`${form}_too_fast`, { ip, elapsedMs: input.elapsedMs ?? null });
    throw apiError(400, TOO_FAST_MESSAGE, undefined, { code: 'too_fast' });
  }
  const turnstile = await checkTurnstile(
    c.get('config').turnstileSecretKey,
    input.turnstileToken,
    ip,
    c.get('verifyTurnstile') ?? verifyTurnstileWithCloudflare,
  );
  if (turnstile === 'failed') {
    throw apiError(400, TURNSTILE_FAILED_MESSAGE, undefined, { code: 'turnstile_failed' });
  }
}
