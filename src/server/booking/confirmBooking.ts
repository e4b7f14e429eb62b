import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, leads, teamMembers } from '../../../db/schema.ts';
import { EQUITY_ELIGIBLE_SERVICE_TYPES } from '../../lib/domain.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { divisionById } from '../../lib/site.ts';
import { newResetToken, sha256 } from '../auth/resetTokens.ts';
import type { AppConfig } from '../config.ts';
import { queueEmail } from '../mail/outbox.ts';
import { bookingPageUrl, confirmedEmails } from './bookingEmails.ts';
import { hostBookedEmail } from './hostEmails.ts';
import { queueReminders } from './reminders.ts';

/**
 * Confirms the hold a confirmation link names, while it lasts: the booking becomes a lead like a
 * request from the contact form, the visitor's other pending holds are released, and the
 * confirmation mails, the host's invitation and the reminders are queued in the same transaction.
 * Answers 'cancelled' for a link opened again after a cancel, the booking again (no mail) for a
 * second click, and null for an unknown or expired link.
 */
export async function confirmHold(
  db: Database,
  token: string,
  context: { config: AppConfig; facts: PublishedFacts },
) {
  const { config, facts } = context;
  const tokenHash = sha256(token);
  // The visitor's key to move or cancel the booking; only its digest is kept.
  const manageToken = newResetToken();
  return db.transaction(async (tx) => {
    const [held] = await tx
      .update(bookings)
      .set({
        status: 'confirmed',
        confirmedAt: sql`now()`,
        holdExpiresAt: null,
        holdIpHash: null,
        manageTokenHash: sha256(manageToken),
      })
      .where(
        and(
          eq(bookings.confirmTokenHash, tokenHash),
          eq(bookings.status, 'held'),
          gt(bookings.holdExpiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!held) {
      // Confirming twice (a second click, a mail scanner) answers as the first time did; a link
      // opened again after a cancel says so, not that a hold ran out.
      const [done] = await tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.confirmTokenHash, tokenHash),
            inArray(bookings.status, ['confirmed', 'cancelled']),
          ),
        );
      if (done?.status === 'cancelled') return 'cancelled' as const;
      return done ? { booking: done, mailIds: [], manageToken: undefined } : null;
    }
    // The confirmation link proves the address is theirs: the visitor's other pending holds
    // (a time they picked before changing their mind) are released.
    await tx
      .update(bookings)
      .set({ status: 'expired', holdIpHash: null })
      .where(
        and(eq(bookings.status, 'held'), eq(bookings.email, held.email), ne(bookings.id, held.id)),
      );
    // One inbox: the booking becomes a lead like a request from the contact form.
    const serviceType = divisionById(held.division).serviceType;
    const [lead] = await tx
      .insert(leads)
      .values({
        name: held.name,
        email: held.email,
        phone: held.phone,
        company: held.company,
        serviceType,
        isSocialEquityApplicant:
          held.isSocialEquityApplicant && EQUITY_ELIGIBLE_SERVICE_TYPES.includes(serviceType),
        message: held.message,
        locale: held.locale,
      })
      .returning({ id: leads.id });
    await tx.update(bookings).set({ leadId: lead!.id }).where(eq(bookings.id, held.id));
    const mailIds: string[] = [];
    const [host] = held.teamMemberId
      ? await tx
          .select({ name: teamMembers.name, email: teamMembers.email })
          .from(teamMembers)
          .where(eq(teamMembers.id, held.teamMemberId))
      : [];
    const booking = {
      ...held,
      leadId: lead!.id,
      host,
      manageLink: bookingPageUrl(config.siteUrl, held.locale, 'manage', manageToken),
    };
    const settings = { siteUrl: config.siteUrl, mailFrom: config.mail.from, facts: facts };
    for (const email of [
      ...confirmedEmails(booking, {
        ...settings,
        staffNotifyEmail: config.mail.staffNotifyEmail,
      }),
      ...(host ? [hostBookedEmail(booking, host, settings)] : []),
    ]) {
      mailIds.push(await queueEmail(tx, email));
    }
    await queueReminders(tx, booking, settings);
    return { booking: held, mailIds, manageToken };
  });
}
