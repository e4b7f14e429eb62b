import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings } from '../../../db/schema.ts';
import { blockedRange, consultationRules } from '../../lib/booking/slots.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import type { HoldRequest } from '../../lib/schemas/booking.ts';
import { ADVISORY_LOCK_KEYS, takeTransactionLock } from '../advisoryLocks.ts';
import { newResetToken, sha256 } from '../auth/resetTokens.ts';
import type { AppConfig } from '../config.ts';
import { queueEmail } from '../mail/outbox.ts';
import { bookingPageUrl, confirmRequestEmail, type BookingForEmail } from './bookingEmails.ts';
import { firstFreeHost } from './firstFreeHost.ts';
import { openHostsAt } from './openHosts.ts';

/** A hold lasts long enough for the confirmation email to arrive and be opened. */
export const HOLD_MINUTES = 20;

/**
 * Pending (unconfirmed) holds one address or one IP may have at once. Two lets a visitor change
 * their mind once before confirming (a hold is no longer replaced by the next one: only its own
 * confirmation link, or its 20 minutes, ends it); more would let one client take a one-host
 * division's month (~80 times) with ~40 holds every 20 minutes, which now needs ~40 IPs at once.
 */
export const MAX_PENDING_HOLDS = 2;

/** Thrown to roll back a hold's savepoint when another request took every free host first. */
class EveryHostTaken extends Error {}

export type HoldOutcome =
  /** Held: the confirmation mail is queued (send it once the answer is ready). */
  | { bookingId: string; expiresAt: Date; mailId: string }
  /** The address or IP already holds MAX_PENDING_HOLDS times. */
  | 'too_many'
  /** Every open host was taken by a quicker request. */
  | 'taken';

/**
 * The hosts who can take `start` (every rule checked again: 409/422 from openHostsAt), fairest
 * first. Split from holdTime so the route can spend its site-wide bucket only on a valid time.
 */
export async function hostsForHold(
  db: Database,
  input: Pick<HoldRequest, 'division'>,
  start: number,
  facts: PublishedFacts,
): Promise<string[]> {
  return fairestFirst(db, await openHostsAt(db, input.division, start, facts));
}

/**
 * Holds `start` for the visitor with the fairest of `candidates` still free, under the holds lock:
 * expired holds are released first, and an address or IP with MAX_PENDING_HOLDS pending holds gets
 * no more. The confirmation email is queued in the same transaction.
 */
export async function holdTime(
  db: Database,
  input: HoldRequest,
  start: number,
  candidates: string[],
  context: { config: AppConfig; facts: PublishedFacts; ipHash: string },
): Promise<HoldOutcome> {
  const { config, facts, ipHash } = context;
  const range = blockedRange(start, consultationRules(facts.site));
  const token = newResetToken();
  const booking: BookingForEmail = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    division: input.division,
    locale: input.locale,
    visitorTimeZone: input.timeZone,
    startsAt: new Date(start),
  };
  const email = confirmRequestEmail(
    booking,
    bookingPageUrl(config.siteUrl, input.locale, 'confirm', token),
    HOLD_MINUTES,
    facts,
  );
  const result = await db.transaction(async (tx) => {
    await takeTransactionLock(tx, ADVISORY_LOCK_KEYS.bookingHolds);
    // Holds whose time ran out stop occupying their host (a status change: the constraint
    // cannot test the clock).
    await tx
      .update(bookings)
      .set({ status: 'expired', holdIpHash: null })
      .where(and(eq(bookings.status, 'held'), sql`${bookings.holdExpiresAt} <= now()`));
    // Pending holds per address and per IP, counted under the lock so parallel requests
    // cannot all pass. A hold is never replaced by another request with the same address:
    // whoever typed it may not be its owner.
    const [pending] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'held'),
          or(eq(bookings.email, input.email), eq(bookings.holdIpHash, ipHash)),
        ),
      );
    if ((pending?.n ?? 0) >= MAX_PENDING_HOLDS) return 'too_many' as const;
    // The attempts share a savepoint that is rolled back when every host was taken meanwhile.
    return tx
      .transaction(async (attempts) => {
        // The fairest free host first; when another request was quicker (the exclusion
        // constraint), the next one.
        const inserted = await firstFreeHost(attempts, candidates, (attempt, teamMemberId) =>
          attempt
            .insert(bookings)
            .values({
              id: booking.id,
              teamMemberId,
              division: input.division,
              status: 'held',
              startsAt: new Date(range.start),
              endsAt: new Date(range.end),
              blockedFrom: new Date(range.blockedFrom),
              blockedUntil: new Date(range.blockedUntil),
              holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
              name: input.name,
              email: input.email,
              phone: input.phone || null,
              company: input.company || null,
              message: input.message,
              isSocialEquityApplicant: input.isSocialEquityApplicant,
              locale: input.locale,
              visitorTimeZone: input.timeZone,
              confirmTokenHash: sha256(token),
              holdIpHash: ipHash,
              icalUid: `booking-${booking.id}@${new URL(config.siteUrl).hostname}`,
            })
            .returning({ expiresAt: bookings.holdExpiresAt }),
        );
        if (inserted) {
          const mailId = await queueEmail(attempts, email);
          return { expiresAt: inserted[0]!.expiresAt!, mailId };
        }
        throw new EveryHostTaken();
      })
      .catch((error: unknown) => {
        if (error instanceof EveryHostTaken) return null;
        throw error;
      });
  });
  if (result === 'too_many') return result;
  return result ? { bookingId: booking.id, ...result } : 'taken';
}

/**
 * Open hosts, fairest first: fewest consultations in the last 30 days and ahead, ties at random,
 * so nobody is flooded and nobody is skipped.
 */
async function fairestFirst(db: Pick<Database, 'select'>, hostIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.teamMemberId, n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.teamMemberId, hostIds),
        inArray(bookings.status, ['held', 'confirmed', 'completed', 'no_show']),
        gt(bookings.startsAt, sql`now() - interval '30 days'`),
      ),
    )
    .groupBy(bookings.teamMemberId);
  const load = new Map(rows.map((row) => [row.id, Number(row.n)]));
  return hostIds
    .map((id) => ({ id, n: load.get(id) ?? 0, tie: Math.random() }))
    .sort((a, b) => a.n - b.n || a.tie - b.tie)
    .map((host) => host.id);
}
