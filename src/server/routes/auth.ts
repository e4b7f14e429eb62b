import { and, count, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { teamMembers, sessions } from '../../../db/schema.ts';
import { changePasswordSchema, initSchema, loginSchema } from '../../lib/schemas/auth.ts';
import { ADVISORY_LOCK_KEYS, takeTransactionLock } from '../advisoryLocks.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { requireStrongPassword } from '../auth/passwordStrength.ts';
import { toPublicTeamMember } from '../auth/publicTeamMember.ts';
import { clearSessionCookie, setSessionCookie, startSession } from '../auth/session.ts';
import { loginTrust, forgetLoginFailures } from '../auth/loginTrust.ts';
import { rememberAddress } from '../auth/knownAddresses.ts';
import { setDeviceCookie } from '../auth/deviceCookie.ts';
import { changePasswordRule, initRule, loginBuckets } from '../auth/throttle.ts';
import { isUniqueViolation } from '../dbErrors.ts';
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
import { sameEmail } from '../auth/teamMemberEmail.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ALREADY_INITIALIZED = 'System already initialized';

export const authRoutes = new Hono<AppEnv>()
  .get('/needs-init', async (c) => {
    const [row] = await c
      .get('db')
      .select({ admins: count() })
      .from(teamMembers)
      .where(eq(teamMembers.role, 'admin'));
    return c.json({ needsInit: (row?.admins ?? 0) === 0 });
  })

  .post('/init', validateJson(initSchema), async (c) => {
    const db = c.get('db');
    await enforceRateLimits(db, [initRule(c.get('ip'))]);
    const input = c.req.valid('json');
    await requireStrongPassword(input.password, input);
    try {
      // The lock serialises every init (one transaction at a time, PGlite and PostgreSQL alike), so
      // twenty simultaneous calls see "no admin" exactly once.
      const created = await db.transaction(async (tx) => {
        await takeTransactionLock(tx, ADVISORY_LOCK_KEYS.firstAdminInit);
        const [existing] = await tx
          .select({ admins: count() })
          .from(teamMembers)
          .where(eq(teamMembers.role, 'admin'));
        if ((existing?.admins ?? 0) > 0) return null;
        const [member] = await tx
          .insert(teamMembers)
          .values({
            name: input.name,
            email: input.email,
            password: await hashPassword(input.password, c.get('config').bcryptCost),
            role: 'admin',
          })
          .returning();
        return member ?? null;
      });
      if (!created) throw apiError(409, ALREADY_INITIALIZED);
      log.info('auth.init', { userId: created.id, email: created.email, ip: c.get('ip') });
      return c.json(toPublicTeamMember(created), 201);
    } catch (error) {
      if (isUniqueViolation(error))
        throw apiError(409, 'An account with this email already exists');
      throw error;
    }
  })

  .post('/login', validateJson(loginSchema), async (c) => {
    const db = c.get('db');
    const ip = c.get('ip');
    const now = new Date();
    const { email, password } = c.req.valid('json');
    const member = await db.query.teamMembers.findFirst({
      where: (t) => sameEmail(t.email, email),
    });
    const trust = await loginTrust(c, member?.id, ip, now);
    const buckets = loginBuckets(email, ip, trust);
    // Every attempt takes its tokens up front (atomic), so a burst of parallel guesses cannot slip
    // past the limit; a successful sign-in fills them again, so only failures add up.
    const states = await Promise.all(buckets.map((rule) => hitRateLimit(db, rule, now)));
    if (states.some((state) => !state.allowed)) {
      log.warn('auth.login.throttled', { email, ip, trust: trust.kind });
      throw tooManyRequests();
    }

    // Always one bcrypt comparison, so an unknown email takes as long as a wrong password.
    const matches = await verifyPassword(
      password,
      member?.password ?? dummyPasswordHash(c.get('config').bcryptCost),
      trust.kind === 'stranger' ? 'stranger' : 'trusted',
    );
    if (!member || !matches) {
      log.warn('auth.login.failed', {
        email,
        ip,
        reason: member ? 'wrong_password' : 'unknown_email',
      });
      throw apiError(401, INVALID_CREDENTIALS);
    }
    if (
      member.mustChangePassword &&
      member.passwordExpiresAt &&
      member.passwordExpiresAt <= new Date()
    ) {
      log.warn('auth.login.failed', { userId: member.id, email, ip, reason: 'temporary_expired' });
      throw apiError(401, AUTH_MESSAGES.temporaryPasswordExpired);
    }

    await forgetLoginFailures(db, email, ip, trust);
    await rememberAddress(db, member.id, ip, now);
    const [updated] = await db
      .update(teamMembers)
      .set({ lastLoginAt: new Date() })
      .where(eq(teamMembers.id, member.id))
      .returning();
    const { token, sessionId, expiresAt } = await startSession(db, c.get('config'), member.id);
    setSessionCookie(c, token, expiresAt);
    await setDeviceCookie(c, member.id, trust.kind === 'device' ? trust.deviceId : undefined);
    log.info('auth.login', { userId: member.id, email, role: member.role, sessionId, ip });
    return c.json(toPublicTeamMember(updated ?? member));
  })

  .get('/me', requireUser({ allowPendingPasswordChange: true }), (c) => c.json(currentUser(c)))

  // Always succeeds and clears the cookie; a live session is also deleted server-side.
  .post('/logout', async (c) => {
    const result = await authenticate(c);
    if (result.ok) {
      await c.get('db').delete(sessions).where(eq(sessions.id, result.sessionId));
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

      const stored = await db.query.teamMembers.findFirst({
        where: (t, { eq: equals }) => equals(t.id, me.id),
        columns: { password: true },
      });
      if (!stored || !(await verifyPassword(currentPassword, stored.password))) {
        log.warn('auth.password_change.failed', { userId: me.id, ip: c.get('ip') });
        throw apiError(400, 'Current password is incorrect', {
          currentPassword: 'Current password is incorrect',
        });
      }

      await releaseRateLimit(db, rule);
      await requireStrongPassword(newPassword, me, 'newPassword');
      const hash = await hashPassword(newPassword, c.get('config').bcryptCost);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(teamMembers)
          .set({ password: hash, mustChangePassword: false, passwordExpiresAt: null })
          .where(eq(teamMembers.id, me.id))
          .returning();
        // Every other browser signed in as this user is signed out.
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, me.id), ne(sessions.id, sessionId)));
        return row;
      });
      if (!updated) throw apiError(401, AUTH_MESSAGES.unauthenticated);
      log.info('auth.password_changed', { userId: me.id, email: me.email, ip: c.get('ip') });
      return c.json(toPublicTeamMember(updated));
    },
  );
