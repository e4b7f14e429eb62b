import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Keys for `pg_advisory_xact_lock`. Each one serialises a single question that two transactions
 * must never answer at the same time; the numbers differ so unrelated work never waits in line.
 * The race tests in routes/*.test.ts import these keys to hold a lock and count who waits for it.
 */
export const ADVISORY_LOCK_KEYS = {
  /** Every first-admin init (routes/auth.ts): "is there an admin yet?" */
  firstAdminInit: 7_245_001,
  /** Every change to who is an admin (routes/team.ts): "is another admin left?" */
  adminMembership: 7_245_002,
  /** Acknowledgements to one recipient (mail/acknowledgementCaps.ts): "how many this day?" */
  acknowledgementRecipient: 7_245_003,
  /**
   * Every new booking hold (routes/booking.ts). Not for correctness (the exclusion constraint
   * decides): two transactions inserting overlapping rows wait for each other and PostgreSQL
   * kills one as a deadlock (40P01, a 500); in line, the later one gets a clean 23P01 and moves on.
   */
  bookingHolds: 7_245_004,
} as const;

export type AdvisoryLockKey = (typeof ADVISORY_LOCK_KEYS)[keyof typeof ADVISORY_LOCK_KEYS];

/** Waits for the lock; the transaction holds it until it commits or rolls back. */
export async function takeTransactionLock(tx: Pick<Database, 'execute'>, key: AdvisoryLockKey) {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}

/**
 * The same, held per subject (e.g. one recipient address): transactions about different subjects
 * never wait for each other. Two distinct subjects may share a hash; they then only wait in line.
 */
export async function takeKeyedTransactionLock(
  tx: Pick<Database, 'execute'>,
  key: AdvisoryLockKey,
  subject: string,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(${key}::int, hashtext(${subject}))`);
}
