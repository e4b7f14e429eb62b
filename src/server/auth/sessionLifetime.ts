import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions } from '../../../db/schema.ts';
import type { AppConfig } from '../config.ts';
import { SESSION_TTL_SECONDS, signSessionToken, type SessionClaims } from './session.ts';

/**
 * How long a staff session lives. It ends 8 hours after sign-in; shortly before, the staff area
 * warns and offers "Stay signed in", which gives another 8 hours from then, never past 24 hours
 * after sign-in. (WCAG 2.2.1: a time limit is warned of and can be extended, and the final one,
 * over 20 hours, is allowed to stand.) A session ends sooner on sign-out, a password change, a
 * role change or deletion, as before.
 */
export const SESSION_MAX_SECONDS = 24 * 60 * 60;

export interface SessionTimes {
  createdAt: Date;
  expiresAt: Date;
}

/** What the staff area needs to warn in time: seconds left (no clock skew) and whether it can grow. */
export interface SessionStatus {
  secondsLeft: number;
  canExtend: boolean;
}

const hardEnd = (session: SessionTimes) =>
  new Date(session.createdAt.getTime() + SESSION_MAX_SECONDS * 1000);

export function sessionStatus(session: SessionTimes, now = new Date()): SessionStatus {
  return {
    secondsLeft: Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)),
    canExtend: session.expiresAt < hardEnd(session),
  };
}

/** The live session row named by the claims; undefined once it ended. */
export async function liveSession(
  db: Database,
  claims: SessionClaims,
): Promise<SessionTimes | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row;
}

/**
 * "Stay signed in": the session now ends 8 hours from now, or at its 24-hour mark if that is
 * sooner, and a new token says so (the old one keeps its own, earlier expiry).
 */
export async function extendSession(
  db: Database,
  config: AppConfig,
  claims: SessionClaims,
): Promise<{ token: string; session: SessionTimes } | undefined> {
  const current = await liveSession(db, claims);
  if (!current) return undefined;
  const now = Date.now();
  const expiresAt = new Date(
    Math.min(now + SESSION_TTL_SECONDS * 1000, hardEnd(current).getTime()),
  );
  const [row] = await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, claims.sessionId), gt(sessions.expiresAt, new Date(now))))
    .returning({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt });
  if (!row) return undefined;
  return { token: await signSessionToken(config, claims, expiresAt), session: row };
}
