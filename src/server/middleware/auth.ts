import { and, eq, gt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { teamMembers, sessions } from '../../../db/schema.ts';
import type { Role } from '../../lib/domain.ts';
import { toPublicTeamMember, type PublicTeamMember } from '../auth/publicTeamMember.ts';
import { readSessionCookie, verifySessionToken } from '../auth/session.ts';
import { apiError } from '../errors.ts';
import type { AppEnv } from '../types.ts';

export const AUTH_MESSAGES = {
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  mustChangePassword: 'Please choose a new password before continuing',
  temporaryPasswordExpired:
    'Your temporary password has expired. Please ask an administrator for a new one.',
} as const;

export type AuthResult =
  | { ok: true; user: PublicTeamMember; sessionId: string }
  | { ok: false; reason: 'none' | 'expired-temporary-password' };

/**
 * Reads the session cookie, checks the token, then re-reads the session row and the user, so logout,
 * deletion and password change take effect at once and the role always comes from the database.
 */
export async function authenticate(c: Context<AppEnv>): Promise<AuthResult> {
  const token = readSessionCookie(c);
  if (!token) return { ok: false, reason: 'none' };
  const claims = await verifySessionToken(c.get('config'), token);
  if (!claims) return { ok: false, reason: 'none' };
  const now = new Date();
  const [row] = await c
    .get('db')
    .select({ user: teamMembers })
    .from(sessions)
    .innerJoin(teamMembers, eq(teamMembers.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return { ok: false, reason: 'none' };
  const { user } = row;
  if (user.mustChangePassword && user.passwordExpiresAt && user.passwordExpiresAt <= now) {
    return { ok: false, reason: 'expired-temporary-password' };
  }
  return { ok: true, user: toPublicTeamMember(user), sessionId: claims.sessionId };
}

export interface RequireUserOptions {
  /**
   * Let through a user who must still replace a password someone else set. Only `me`, `logout` and
   * `change-password` pass this; everything else answers 403 until the password is changed.
   */
  allowPendingPasswordChange?: boolean;
}

async function ensureUser(
  c: Context<AppEnv>,
  options: RequireUserOptions,
): Promise<PublicTeamMember> {
  let user = c.get('user');
  if (!user) {
    const result = await authenticate(c);
    if (!result.ok) {
      throw apiError(
        401,
        result.reason === 'expired-temporary-password'
          ? AUTH_MESSAGES.temporaryPasswordExpired
          : AUTH_MESSAGES.unauthenticated,
      );
    }
    user = result.user;
    c.set('user', user);
    c.set('sessionId', result.sessionId);
  }
  if (user.mustChangePassword && !options.allowPendingPasswordChange) {
    throw apiError(403, AUTH_MESSAGES.mustChangePassword);
  }
  return user;
}

/** 401 without a live session; 403 while the user must change a password set by someone else. */
export function requireUser(options: RequireUserOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await ensureUser(c, options);
    await next();
  };
}

/** requireUser() plus a role check against the role stored in the database (403 otherwise). */
export function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await ensureUser(c, {});
    if (user.role !== role) throw apiError(403, AUTH_MESSAGES.forbidden);
    await next();
  };
}

/** The signed-in user inside a handler behind requireUser()/requireRole(). */
export function currentUser(c: Context<AppEnv>): PublicTeamMember {
  const user = c.get('user');
  if (!user) throw apiError(401, AUTH_MESSAGES.unauthenticated);
  return user;
}
