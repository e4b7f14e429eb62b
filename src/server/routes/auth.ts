import { Hono } from 'hono';
import { changePasswordSchema, initSchema, loginSchema } from '../../lib/schemas/auth.ts';
import {
  ALREADY_INITIALIZED,
  CURRENT_PASSWORD_INCORRECT,
  INVALID_CREDENTIALS,
} from '../auth/authMessages.ts';
import { changePassword, currentPasswordMatches } from '../auth/changePassword.ts';
import { setDeviceCookie } from '../auth/deviceCookie.ts';
import { endSession } from '../auth/endSession.ts';
import { findTeamMemberByEmail } from '../auth/findTeamMemberByEmail.ts';
import { createFirstAdmin, needsFirstAdmin } from '../auth/firstAdmin.ts';
import { loginTrust } from '../auth/loginTrust.ts';
import { requireStrongPassword } from '../auth/passwordStrength.ts';
import { toPublicTeamMember } from '../auth/publicTeamMember.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/session.ts';
import { checkCredentials, signIn } from '../auth/signIn.ts';
import { changePasswordRule, initRule, loginBuckets } from '../auth/throttle.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { AUTH_MESSAGES, authenticate, currentUser, requireUser } from '../middleware/auth.ts';
import {
  enforceRateLimits,
  hitRateLimit,
  releaseRateLimit,
  tooManyRequests,
} from '../rateLimit.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

export { ALREADY_INITIALIZED, INVALID_CREDENTIALS };

/**
 * Signing in and out (mounted under /api/auth): parse, throttle, answer and log; the rules live in
 * src/server/auth/.
 */
export const authRoutes = new Hono<AppEnv>()
  .get('/needs-init', async (c) => c.json({ needsInit: await needsFirstAdmin(c.get('db')) }))

  .post('/init', validateJson(initSchema), async (c) => {
    const db = c.get('db');
    await enforceRateLimits(db, [initRule(c.get('ip'))]);
    const input = c.req.valid('json');
    await requireStrongPassword(input.password, input);
    const created = await createFirstAdmin(db, input, c.get('config').bcryptCost);
    log.info('auth.init', { userId: created.id, email: created.email, ip: c.get('ip') });
    return c.json(toPublicTeamMember(created), 201);
  })

  .post('/login', validateJson(loginSchema), async (c) => {
    const db = c.get('db');
    const ip = c.get('ip');
    const now = new Date();
    const { email, password } = c.req.valid('json');
    const member = await findTeamMemberByEmail(db, email);
    const trust = await loginTrust(c, member?.id, ip, now);
    const buckets = loginBuckets(email, ip, trust);
    // Every attempt takes its tokens up front (atomic), so a burst of parallel guesses cannot slip
    // past the limit; a successful sign-in fills them again, so only failures add up.
    const states = await Promise.all(buckets.map((rule) => hitRateLimit(db, rule, now)));
    if (states.some((state) => !state.allowed)) {
      log.warn('auth.login.throttled', { email, ip, trust: trust.kind });
      throw tooManyRequests();
    }

    const refusal = await checkCredentials(member, password, {
      bcryptCost: c.get('config').bcryptCost,
      trust,
    });
    if (!member || refusal === 'unknown_email' || refusal === 'wrong_password') {
      log.warn('auth.login.failed', { email, ip, reason: refusal ?? 'unknown_email' });
      throw apiError(401, INVALID_CREDENTIALS);
    }
    if (refusal === 'temporary_expired') {
      log.warn('auth.login.failed', { userId: member.id, email, ip, reason: refusal });
      throw apiError(401, AUTH_MESSAGES.temporaryPasswordExpired);
    }

    const {
      member: signedIn,
      token,
      sessionId,
      expiresAt,
    } = await signIn(db, member, {
      config: c.get('config'),
      email,
      ip,
      trust,
      now,
    });
    setSessionCookie(c, token, expiresAt);
    await setDeviceCookie(c, member.id, trust.kind === 'device' ? trust.deviceId : undefined);
    log.info('auth.login', { userId: member.id, email, role: member.role, sessionId, ip });
    return c.json(toPublicTeamMember(signedIn));
  })

  .get('/me', requireUser({ allowPendingPasswordChange: true }), (c) => c.json(currentUser(c)))

  // Always succeeds and clears the cookie; a live session is also deleted server-side.
  .post('/logout', async (c) => {
    const result = await authenticate(c);
    if (result.ok) {
      await endSession(c.get('db'), result.sessionId);
      log.info('auth.logout', {
        userId: result.user.id,
        email: result.user.email,
        sessionId: result.sessionId,
        ip: c.get('ip'),
      });
    }
    clearSessionCookie(c);
    return c.body(null, 204);
  })

  .post(
    '/change-password',
    requireUser({ allowPendingPasswordChange: true }),
    validateJson(changePasswordSchema),
    async (c) => {
      const db = c.get('db');
      const me = currentUser(c);
      const sessionId = c.get('sessionId') ?? '';
      const { currentPassword, newPassword } = c.req.valid('json');
      const rule = changePasswordRule(me.id);
      if (!(await hitRateLimit(db, rule)).allowed) throw tooManyRequests();

      if (!(await currentPasswordMatches(db, me.id, currentPassword))) {
        log.warn('auth.password_change.failed', { userId: me.id, ip: c.get('ip') });
        throw apiError(400, CURRENT_PASSWORD_INCORRECT, {
          currentPassword: CURRENT_PASSWORD_INCORRECT,
        });
      }

      await releaseRateLimit(db, rule);
      const updated = await changePassword(db, me, newPassword, {
        bcryptCost: c.get('config').bcryptCost,
        keepSessionId: sessionId,
      });
      if (!updated) throw apiError(401, AUTH_MESSAGES.unauthenticated);
      log.info('auth.password_changed', { userId: me.id, email: me.email, ip: c.get('ip') });
      return c.json(toPublicTeamMember(updated));
    },
  );
