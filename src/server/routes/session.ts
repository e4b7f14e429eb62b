import { Hono } from 'hono';
import { extendSession, liveSession, sessionStatus } from '../auth/sessionLifetime.ts';
import { setSessionCookie } from '../auth/session.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { AUTH_MESSAGES, currentUser, requireUser } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';

const signedIn = requireUser({ allowPendingPasswordChange: true });

/**
 * GET /api/auth/session: how long the signed-in session has left and whether it can be extended.
 * POST /api/auth/session/extend: "Stay signed in" (src/server/auth/sessionLifetime.ts).
 */
export const sessionRoutes = new Hono<AppEnv>()
  .get('/session', signedIn, async (c) => {
    const claims = { userId: currentUser(c).id, sessionId: c.get('sessionId') ?? '' };
    const session = await liveSession(c.get('db'), claims);
    if (!session) throw apiError(401, AUTH_MESSAGES.unauthenticated);
    return c.json(sessionStatus(session));
  })
  .post('/session/extend', signedIn, async (c) => {
    const user = currentUser(c);
    const claims = { userId: user.id, sessionId: c.get('sessionId') ?? '' };
    const extended = await extendSession(c.get('db'), c.get('config'), claims);
    if (!extended) throw apiError(401, AUTH_MESSAGES.unauthenticated);
    setSessionCookie(c, extended.token, extended.session.expiresAt);
    log.info('auth.session_extended', {
      userId: user.id,
      sessionId: claims.sessionId,
      expiresAt: extended.session.expiresAt.toISOString(),
      ip: c.get('ip'),
    });
    return c.json(sessionStatus(extended.session));
  });
