import { jwtVerify, SignJWT } from 'jose';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../../../db/client.ts';
import { sessions } from '../../../db/schema.ts';
import type { AppConfig } from '../config.ts';
import type { AppEnv } from '../types.ts';
import { authCookieOptions } from './cookieOptions.ts';
import { isUuid } from '../validate.ts';

/**
 * A session is a row in `sessions` named by a signed JWT in an HttpOnly cookie. The token proves who
 * issued it; the row and the user are re-read on every request, so deleting either ends the session.
 */
export const SESSION_COOKIE = 'staff_session';
/** One stretch of a session: from sign-in, and again from each "Stay signed in" (sessionLifetime.ts). */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
export const SESSION_AUDIENCE = 'staff-api';
const ALGORITHM = 'HS256';

export interface SessionClaims {
  userId: string;
  sessionId: string;
}

export async function signSessionToken(
  config: AppConfig,
  claims: SessionClaims,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(config.siteUrl)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(config.jwtSecret);
}

/** Null for anything but a valid HS256 token of ours with every claim present and unexpired. */
export async function verifySessionToken(
  config: AppConfig,
  token: string,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: [ALGORITHM],
      issuer: config.siteUrl,
      audience: SESSION_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !isUuid(sub) || !isUuid(sid)) {
      return null;
    }
    return { userId: sub, sessionId: sid };
  } catch {
    return null;
  }
}

/** Stores a new session row and returns its token (a new token at every sign-in). */
export async function startSession(db: Database, config: AppConfig, userId: string) {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Session insert returned no row');
  const token = await signSessionToken(config, { userId, sessionId: row.id }, expiresAt);
  return { token, sessionId: row.id, expiresAt };
}

/** HttpOnly, SameSite=Lax, Path=/, and Secure unless the site is plain http on a LAN. */
export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  const options = authCookieOptions(c.get('config'));
  const maxAge = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
  setCookie(c, SESSION_COOKIE, token, { ...options, maxAge });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, authCookieOptions(c.get('config')));
}

/** The token only ever comes from the cookie: never from a URL, a header or a body. */
export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}
