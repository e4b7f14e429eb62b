import { Hono } from 'hono';
import { forgotPasswordSchema, resetPasswordSchema } from '../../lib/schemas/auth.ts';
import { readDevice } from '../auth/deviceCookie.ts';
import { toPublicTeamMember } from '../auth/publicTeamMember.ts';
import { requestPasswordReset } from '../passwordReset/requestPasswordReset.ts';
import { invalidResetLink, resetPassword } from '../passwordReset/resetPassword.ts';
import { setSessionCookie, startSession } from '../auth/session.ts';
import { forgotPasswordRules, resetPasswordRule } from '../auth/throttle.ts';
import { log } from '../log.ts';
import { enforceRateLimits } from '../rateLimit.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

export const FORGOT_PASSWORD_ANSWER =
  'If that address belongs to a staff account, a link to reset the password is on its way.';

/**
 * Every forgot-password answer takes at least this long, known address or not, so response time
 * does not tell which addresses have accounts (the known path writes a token and a mail).
 */
export const FORGOT_PASSWORD_MIN_MS = 400;

/**
 * Forgotten passwords: request a one-time link by email, then redeem it (mounted under /api/auth).
 * The rules live in src/server/passwordReset/.
 */
export const passwordResetRoutes = new Hono<AppEnv>()
  .post('/forgot-password', validateJson(forgotPasswordSchema), async (c) => {
    const started = Date.now();
    const db = c.get('db');
    const config = c.get('config');
    const ip = c.get('ip');
    const { email } = c.req.valid('json');
    await enforceRateLimits(db, forgotPasswordRules(email, ip));

    const { memberId, outcome } = await requestPasswordReset(db, email, {
      config,
      ip,
      hasKnownDevice: async (id) => (await readDevice(c, id)) !== null,
    });
    // `outcome` says why nothing was mailed: the account's own cap, or the site's.
    log.info('auth.password_reset.requested', { email, userId: memberId, outcome, ip });

    const wait = FORGOT_PASSWORD_MIN_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // The same answer whatever happened; whether mail is set up is for signed-in admins to know.
    return c.json({ message: FORGOT_PASSWORD_ANSWER }, 202);
  })

  .post('/reset-password', validateJson(resetPasswordSchema), async (c) => {
    const db = c.get('db');
    const ip = c.get('ip');
    await enforceRateLimits(db, [resetPasswordRule(ip)]);
    const { token, newPassword } = c.req.valid('json');
    const result = await resetPassword(db, token, newPassword, c.get('config'));
    if (result.refused) {
      log.warn('auth.password_reset.refused', { ip, userId: result.userId });
      throw invalidResetLink();
    }
    const { member } = result;
    const {
      token: sessionToken,
      sessionId,
      expiresAt,
    } = await startSession(db, c.get('config'), member.id);
    setSessionCookie(c, sessionToken, expiresAt);
    log.info('auth.password_reset.completed', {
      userId: member.id,
      email: member.email,
      sessionId,
      ip,
    });
    return c.json(toPublicTeamMember(member));
  });
