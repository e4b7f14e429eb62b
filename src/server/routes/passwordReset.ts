import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { teamMembers, passwordResetTokens, sessions } from '../../../db/schema.ts';
import {
  forgotPasswordSchema,
  RESET_LINK_INVALID,
  resetPasswordSchema,
} from '../../lib/schemas/auth.ts';
import { hashPassword } from '../auth/passwords.ts';
import { requireStrongPassword } from '../auth/passwordStrength.ts';
import { toPublicTeamMember } from '../auth/publicTeamMember.ts';
import {
  newResetToken,
  passwordFingerprint,
  RESET_TOKEN_MINUTES,
  resetLinkUrl,
  sha256,
} from '../auth/resetTokens.ts';
import { setSessionCookie, startSession } from '../auth/session.ts';
import { mayMailResetLink, recordHeldResetLink } from '../auth/resetLinkCaps.ts';
import { readDevice } from '../auth/deviceCookie.ts';
import { forgotPasswordRules, resetPasswordRule } from '../auth/throttle.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { queueEmail } from '../mail/outbox.ts';
import { passwordResetLinkEmail } from '../mail/passwordResetEmail.ts';
import { enforceRateLimits } from '../rateLimit.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';
import { sameEmail } from '../auth/teamMemberEmail.ts';

export const FORGOT_PASSWORD_ANSWER =
  'If that address belongs to a staff account, a link to reset the password is on its way.';

/**
 * Every forgot-password answer takes at least this long, known address or not, so response time
 * does not tell which addresses have accounts (the known path writes a token and a mail).
 */
export const FORGOT_PASSWORD_MIN_MS = 400;

const invalidLink = () => apiError(400, RESET_LINK_INVALID, { token: RESET_LINK_INVALID });

/** Forgotten passwords: request a one-time link by email, then redeem it (mounted under /api/auth). */
export const passwordResetRoutes = new Hono<AppEnv>()
  .post('/forgot-password', validateJson(forgotPasswordSchema), async (c) => {
    const started = Date.now();
    const db = c.get('db');
    const config = c.get('config');
    const ip = c.get('ip');
    const { email } = c.req.valid('json');
    await enforceRateLimits(db, forgotPasswordRules(email, ip));

    // Without mail delivery no link could ever arrive, so none is made (and none waits in a table).
    const member = config.mail.smtpUrl
      ? await db.query.teamMembers.findFirst({
          where: (t) => sameEmail(t.email, email),
        })
      : undefined;
    const outcome = member
      ? await mayMailResetLink(db, member.id, ip, (await readDevice(c, member.id)) !== null)
      : 'no-account-or-no-mail';
    if (outcome === 'account-cap' || outcome === 'site-cap') await recordHeldResetLink(db);
    if (member && outcome === 'mail') {
      const token = newResetToken();
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          userId: member.id,
          tokenHash: sha256(token),
          passwordFingerprint: passwordFingerprint(member.password),
          expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
        });
        await queueEmail(tx, passwordResetLinkEmail(member, resetLinkUrl(config.siteUrl, token)));
      });
    }
    // `outcome` says why nothing was mailed: the account's own cap, or the site's.
    log.info('auth.password_reset.requested', { email, userId: member?.id, outcome, ip });

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
    const tokenHash = sha256(token);
    const now = new Date();

    const [found] = await db
      .select({
        tokenId: passwordResetTokens.id,
        fingerprint: passwordResetTokens.passwordFingerprint,
        member: teamMembers,
      })
      .from(passwordResetTokens)
      .innerJoin(teamMembers, eq(teamMembers.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .limit(1);
    // A link made before the latest password change is dead, whoever changed it and how.
    if (!found || found.fingerprint !== passwordFingerprint(found.member.password)) {
      log.warn('auth.password_reset.refused', { ip, userId: found?.member.id });
      throw invalidLink();
    }

    await requireStrongPassword(newPassword, found.member, 'newPassword');
    const hash = await hashPassword(newPassword, c.get('config').bcryptCost);
    const member = await db.transaction(async (tx) => {
      // Claiming the token and checking the password are one statement each under the row lock, so
      // two redemptions of the same link cannot both win.
      const claimed = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, found.tokenId), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (claimed.length === 0) throw invalidLink();
      const [updated] = await tx
        .update(teamMembers)
        .set({ password: hash, mustChangePassword: false, passwordExpiresAt: null })
        .where(
          and(eq(teamMembers.id, found.member.id), eq(teamMembers.password, found.member.password)),
        )
        .returning();
      if (!updated) throw invalidLink();
      // Whoever was signed in as this person (perhaps the reason for the reset) is signed out.
      await tx.delete(sessions).where(eq(sessions.userId, updated.id));
      await tx
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, updated.id),
            ne(passwordResetTokens.id, found.tokenId),
          ),
        );
      return updated;
    });

    const [signedIn] = await db
      .update(teamMembers)
      .set({ lastLoginAt: new Date() })
      .where(eq(teamMembers.id, member.id))
      .returning();
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
    return c.json(toPublicTeamMember(signedIn ?? member));
  });
