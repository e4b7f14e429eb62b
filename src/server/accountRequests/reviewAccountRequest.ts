import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { accountRequests, teamMembers } from '../../../db/schema.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import type { reviewAccountRequestSchema } from '../../lib/schemas/accountReview.ts';
import { hashPassword, temporaryPasswordFields } from '../auth/passwords.ts';
import { requireStrongPassword } from '../auth/passwordStrength.ts';
import { sameEmail } from '../auth/teamMemberEmail.ts';
import type { AppConfig } from '../config.ts';
import { isUniqueViolation } from '../dbErrors.ts';
import { apiError } from '../errors.ts';
import { accountApprovedEmail, accountRejectedEmail } from '../mail/accountReviewEmails.ts';
import { queueEmail } from '../mail/outbox.ts';
import { REVIEW_MESSAGES } from './reviewMessages.ts';

/**
 * Approves (creates the team member with a temporary password) or rejects an access request. A
 * review happens once: the request row is locked for the transaction, so two admins reviewing the
 * same request get one answer and one 409. The requester is mailed in the same transaction; an
 * approval only when delivery is set up (`emailed`): otherwise the admin hands the password over,
 * and no plain-text copy of it waits in the outbox.
 */
export async function reviewAccountRequest(
  db: Database,
  id: string,
  input: z.output<typeof reviewAccountRequestSchema>,
  context: { config: AppConfig; facts: PublishedFacts; reviewerId: string },
) {
  const { config, facts, reviewerId } = context;
  if (input.status === 'approved') {
    const [requester] = await db
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
  const emailed = Boolean(config.mail.smtpUrl);

  try {
    const result = await db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(accountRequests)
        .where(eq(accountRequests.id, id))
        .for('update');
      if (!request) throw apiError(404, REVIEW_MESSAGES.notFound);
      if (request.status !== 'pending') throw apiError(409, REVIEW_MESSAGES.alreadyReviewed);
      const reviewed = { reviewedBy: reviewerId, reviewedAt: now };

      if (input.status === 'rejected') {
        const [updated] = await tx
          .update(accountRequests)
          .set({ ...reviewed, status: 'rejected', rejectionReason: input.rejectionReason })
          .where(eq(accountRequests.id, id))
          .returning();
        await queueEmail(tx, accountRejectedEmail(request, input.rejectionReason, facts));
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
    return { ...result, emailed };
  } catch (error) {
    // Someone took the address between our check and the insert.
    if (isUniqueViolation(error)) throw apiError(409, REVIEW_MESSAGES.emailTaken);
    throw error;
  }
}
