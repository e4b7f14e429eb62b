import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { accountRequests, teamMembers } from '../../../db/schema.ts';
import { reviewAccountRequestSchema } from '../../lib/schemas/accountReview.ts';
import { hashPassword, temporaryPasswordFields } from '../auth/passwords.ts';
import { requireStrongPassword } from '../auth/passwordStrength.ts';
import { isUniqueViolation } from '../dbErrors.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { accountApprovedEmail, accountRejectedEmail } from '../mail/accountReviewEmails.ts';
import { queueEmail } from '../mail/outbox.ts';
import { currentUser, requireRole } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson } from '../validate.ts';
import { sameEmail } from '../auth/teamMemberEmail.ts';

export const REVIEW_MESSAGES = {
  notFound: 'Access request not found',
  alreadyReviewed: 'This request has already been reviewed',
  emailTaken: 'An account with this email already exists',
} as const;

/**
 * Admins review access requests. A review happens once: the request row
 * is locked for the transaction, so two admins reviewing the same request get one 200 and one 409.
 */
export const adminAccountRequestRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))

  .get('/', async (c) => {
    const rows = await c
      .get('db')
      .select()
      .from(accountRequests)
      .orderBy(desc(accountRequests.createdAt), desc(accountRequests.id));
    return c.json(rows);
  })

  .patch('/:id', validateJson(reviewAccountRequestSchema), async (c) => {
    const id = uuidParam(c.req.param('id'), REVIEW_MESSAGES.notFound);
    const reviewer = currentUser(c);
    const input = c.req.valid('json');
    const config = c.get('config');
    if (input.status === 'approved') {
      const [requester] = await c
        .get('db')
        .select({
          name: accountRequests.name,
          email: accountRequests.email,
          status: accountRequests.status,
        })
        .from(accountRequests)
        .where(eq(accountRequests.id, id));
      // Answered before the password is judged or hashed (the transaction checks again, locked).
      if (!requester) throw apiError(404, REVIEW_MESSAGES.notFound);
      if (requester.status !== 'pending') throw apiError(409, REVIEW_MESSAGES.alreadyReviewed);
      await requireStrongPassword(input.password, requester);
    }
    // bcrypt is slow on purpose; hash before the transaction so no lock is held meanwhile.
    const passwordHash =
      input.status === 'approved' ? await hashPassword(input.password, config.bcryptCost) : null;
    const now = new Date();
    // Mailed only when delivery is set up: otherwise the admin hands the password over, and no
    // plain-text copy of it waits in the outbox.
    const emailed = Boolean(config.mail.smtpUrl);

    try {
      const result = await c.get('db').transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(accountRequests)
          .where(eq(accountRequests.id, id))
          .for('update');
        if (!request) throw apiError(404, REVIEW_MESSAGES.notFound);
        if (request.status !== 'pending') throw apiError(409, REVIEW_MESSAGES.alreadyReviewed);
        const reviewed = { reviewedBy: reviewer.id, reviewedAt: now };

        if (input.status === 'rejected') {
          const [updated] = await tx
            .update(accountRequests)
            .set({ ...reviewed, status: 'rejected', rejectionReason: input.rejectionReason })
            .where(eq(accountRequests.id, id))
            .returning();
          await queueEmail(
            tx,
            accountRejectedEmail(request, input.rejectionReason, c.get('facts')),
          );
          return { request: updated, teamMemberId: null };
        }

        const taken = await tx
          .select({ id: teamMembers.id })
          .from(teamMembers)
          .where(sameEmail(teamMembers.email, request.email))
          .limit(1);
        if (taken.length > 0) throw apiError(409, REVIEW_MESSAGES.emailTaken);
        const temporary = temporaryPasswordFields(now);
        const [member] = await tx
          .insert(teamMembers)
          .values({
            email: request.email.toLowerCase(),
            name: request.name,
            role: request.requestedRole,
            password: passwordHash ?? '',
            ...temporary,
          })
          .returning({ id: teamMembers.id });
        const [updated] = await tx
          .update(accountRequests)
          .set({ ...reviewed, status: 'approved' })
          .where(eq(accountRequests.id, id))
          .returning();
        if (emailed) {
          await queueEmail(
            tx,
            accountApprovedEmail(
              request,
              input.password,
              config.siteUrl,
              temporary.passwordExpiresAt,
            ),
          );
        }
        return { request: updated, teamMemberId: member?.id ?? null };
      });

      log.info(`admin.account_request.${input.status}`, {
        actorId: reviewer.id,
        actorEmail: reviewer.email,
        requestId: id,
        requesterEmail: result.request?.email,
        createdUserId: result.teamMemberId ?? undefined,
        role: result.request?.requestedRole,
        emailed,
        ip: c.get('ip'),
      });
      return c.json({ ...result.request!, emailed });
    } catch (error) {
      // Someone took the address between our check and the insert.
      if (isUniqueViolation(error)) throw apiError(409, REVIEW_MESSAGES.emailTaken);
      throw error;
    }
  });
