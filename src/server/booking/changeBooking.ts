import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, teamMembers, type BookingRow } from '../../../db/schema.ts';
import { blockedRange, consultationRules } from '../../lib/booking/slots.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { ADVISORY_LOCK_KEYS, takeTransactionLock } from '../advisoryLocks.ts';
import { newResetToken, sha256 } from '../auth/resetTokens.ts';
import type { AppConfig } from '../config.ts';
import { apiError } from '../errors.ts';
import { queueEmail, type OutgoingEmail } from '../mail/outbox.ts';
import { bookingPageUrl } from './bookingEmails.ts';
import { firstFreeHost } from './firstFreeHost.ts';
import { hostCancelledEmail, hostMovedEmails } from './hostEmails.ts';
import { dropReminders, queueReminders } from './reminders.ts';
import { openHostsAt, SLOT_MESSAGES } from './openHosts.ts';
import { staffChangeEmail } from './staffChangeEmail.ts';
import { visitorCancelledEmail, visitorMovedEmail } from './visitorChangeEmails.ts';

/**
 * Cancelling and moving a confirmed booking, the same whoever asks: the visitor from the emailed
 * manage link or a staff member on their behalf. The visitor and the host get the usual .ics
 * (CANCEL, or REQUEST with a raised SEQUENCE and a fresh manage link), STAFF_NOTIFY_EMAIL a note.
 * `actor` says who did it: the visitor's email is worded by it, the notes name it.
 */
type Tx = Pick<Database, 'select' | 'update' | 'insert' | 'delete' | 'execute' | 'transaction'>;

/** Who changes a booking: the visitor from their manage link, or a staff member for them. */
export type ChangeActor = { by: 'visitor' } | { by: 'staff'; name: string };

const actorLabel = (actor: ChangeActor) =>
  actor.by === 'visitor' ? 'the visitor (manage link)' : `${actor.name} (staff)`;

export interface BookingChanged {
  row: BookingRow;
  /** Outbox rows to send at once (`sendQueuedNow`); empty when nothing changed. */
  mailIds: string[];
}

async function hostOf(tx: Pick<Database, 'select'>, id: string | null) {
  if (!id) return undefined;
  const [host] = await tx
    .select({ name: teamMembers.name, email: teamMembers.email })
    .from(teamMembers)
    .where(eq(teamMembers.id, id));
  return host;
}

async function queueAll(tx: Tx, emails: OutgoingEmail[]): Promise<string[]> {
  const ids: string[] = [];
  for (const email of emails) ids.push(await queueEmail(tx, email));
  return ids;
}

/**
 * Cancels `row` if it is still confirmed; a second cancel changes nothing and sends nothing.
 * A staff cancel gives the visitor `reason` (kept on the booking).
 */
export async function cancelBooking(
  tx: Tx,
  row: BookingRow,
  config: AppConfig,
  facts: PublishedFacts,
  actor: ChangeActor,
  reason?: string,
): Promise<BookingChanged> {
  if (row.status !== 'confirmed') return { row, mailIds: [] };
  const [cancelled] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      cancelReason: reason ?? null,
      icalSequence: sql`${bookings.icalSequence} + 1`,
    })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, 'confirmed')))
    .returning();
  if (!cancelled) return { row, mailIds: [] };
  await dropReminders(tx, cancelled.id);
  const host = await hostOf(tx, cancelled.teamMemberId);
  const staffNotifyEmail = config.mail.staffNotifyEmail;
  const booking = { ...cancelled, leadId: cancelled.leadId ?? '', host };
  const settings = { siteUrl: config.siteUrl, mailFrom: config.mail.from, facts };
  const mailIds = await queueAll(tx, [
    visitorCancelledEmail(
      booking,
      actor.by === 'visitor' ? { by: 'visitor' } : { by: 'staff', reason },
      settings,
    ),
    ...(host ? [hostCancelledEmail(booking, host, actorLabel(actor), reason, settings)] : []),
    ...(staffNotifyEmail
      ? [
          staffChangeEmail(
            cancelled,
            { kind: 'cancelled', reason },
            { siteUrl: config.siteUrl, staffNotifyEmail, changedBy: actorLabel(actor) },
          ),
        ]
      : []),
  ]);
  return { row: cancelled, mailIds };
}

/**
 * Moves a confirmed booking to `start`: every rule is checked again (422 when the time is not one
 * we offer, 409 when it is taken), the same host first, then any other open host, and the
 * exclusion constraint decides. Answers null when the booking changed meanwhile (another move or
 * a cancel got there first); the caller says what that means to its user.
 */
export async function moveBooking(
  db: Database,
  current: BookingRow,
  start: number,
  config: AppConfig,
  facts: PublishedFacts,
  actor: ChangeActor,
): Promise<BookingChanged | null> {
  if (start === current.startsAt.getTime()) return { row: current, mailIds: [] };
  // The same host first, then any other open one.
  const open = (await openHostsAt(db, current.division, start, facts, current)).sort(
    (a, b) => Number(b === current.teamMemberId) - Number(a === current.teamMemberId),
  );
  const range = blockedRange(start, consultationRules(facts.site));
  // The visitor's old link stops working; the new one goes out with the updated invitation.
  const newToken = newResetToken();
  const moved = await db.transaction(async (tx: Tx) => {
    await takeTransactionLock(tx, ADVISORY_LOCK_KEYS.bookingHolds);
    const rows = await firstFreeHost(tx, open, (attempt, teamMemberId) =>
      attempt
        .update(bookings)
        .set({
          teamMemberId,
          startsAt: new Date(range.start),
          endsAt: new Date(range.end),
          blockedFrom: new Date(range.blockedFrom),
          blockedUntil: new Date(range.blockedUntil),
          icalSequence: sql`${bookings.icalSequence} + 1`,
          manageTokenHash: sha256(newToken),
        })
        .where(
          and(
            eq(bookings.id, current.id),
            eq(bookings.status, 'confirmed'),
            // Unchanged since it was read: every move and cancel raises the sequence.
            eq(bookings.icalSequence, current.icalSequence),
            ne(bookings.startsAt, new Date(range.start)),
          ),
        )
        .returning(),
    );
    if (rows === null) return 'taken' as const;
    const [row] = rows;
    if (!row) return 'changed' as const;
    const host = await hostOf(tx, row.teamMemberId);
    const formerHost =
      current.teamMemberId === row.teamMemberId ? host : await hostOf(tx, current.teamMemberId);
    const staffNotifyEmail = config.mail.staffNotifyEmail;
    const manageLink = bookingPageUrl(config.siteUrl, row.locale, 'manage', newToken);
    const booking = { ...row, leadId: row.leadId ?? '', host, manageLink };
    const settings = { siteUrl: config.siteUrl, mailFrom: config.mail.from, facts };
    const mailIds = await queueAll(tx, [
      visitorMovedEmail(booking, current.startsAt, { by: actor.by }, settings),
      ...hostMovedEmails(
        booking,
        { startsAt: current.startsAt, endsAt: current.endsAt, host: formerHost },
        host,
        settings,
      ),
      ...(staffNotifyEmail
        ? [
            staffChangeEmail(
              row,
              {
                kind: 'rescheduled',
                from: current.startsAt,
                hosts: { from: formerHost?.name, to: host?.name },
              },
              { siteUrl: config.siteUrl, staffNotifyEmail, changedBy: actorLabel(actor) },
            ),
          ]
        : []),
    ]);
    await dropReminders(tx, row.id);
    await queueReminders(tx, booking, { siteUrl: config.siteUrl, facts });
    return { row, mailIds };
  });
  if (moved === 'taken') {
    throw apiError(409, SLOT_MESSAGES.slotTaken, undefined, { code: 'slot_taken' });
  }
  return moved === 'changed' ? null : moved;
}
