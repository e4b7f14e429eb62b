import type { Database } from '../../../db/client.ts';
import { isExclusionViolation } from '../dbErrors.ts';

type Savepoint = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Places a booking with the first host in `hosts` whose calendar is still free: `place` writes the
 * booking for one host, and when another request was quicker the bookings' exclusion constraint
 * refuses it and the next host is tried. Answers what `place` answered, or null when every host
 * was taken. The caller's transaction stays usable either way.
 *
 * Each attempt runs in its own savepoint because a refused statement aborts the whole PostgreSQL
 * transaction: rolling back to the savepoint undoes only that attempt, so the next host can be
 * tried, and the caller's other writes kept, in the same transaction.
 */
export async function firstFreeHost<Placed extends object>(
  tx: Pick<Database, 'transaction'>,
  hosts: readonly string[],
  place: (savepoint: Savepoint, teamMemberId: string) => Promise<Placed>,
): Promise<Placed | null> {
  for (const teamMemberId of hosts) {
    const placed = await tx
      .transaction(async (savepoint) => place(savepoint, teamMemberId))
      .catch((error: unknown) => {
        if (isExclusionViolation(error)) return null;
        throw error;
      });
    if (placed) return placed;
  }
  return null;
}
