import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings } from '../../../db/schema.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { sha256 } from '../auth/resetTokens.ts';
import type { AppConfig } from '../config.ts';
import { apiError } from '../errors.ts';
import { cancelBooking, type ChangeActor } from './changeBooking.ts';
import { MANAGE_MESSAGES } from './manageLinkMessages.ts';

/** A change made from the manage link. */
export const VISITOR: ChangeActor = { by: 'visitor' };

/**
 * The booking a manage link opens: the token is the only key (never the booking id); unknown,
 * foreign or spent tokens, and a meeting already over, are a 404.
 */
export async function bookingByManageLink(tx: Pick<Database, 'select'>, token: string) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.manageTokenHash, sha256(token)),
        inArray(bookings.status, ['confirmed', 'cancelled']),
      ),
    );
  // The link ends with the meeting.
  if (!row || row.endsAt.getTime() < Date.now()) throw apiError(404, MANAGE_MESSAGES.notFound);
  return row;
}

/** Cancels the booking a manage link opens, read and changed in one transaction. */
export function cancelByManageLink(
  db: Database,
  token: string,
  config: AppConfig,
  facts: PublishedFacts,
) {
  return db.transaction(async (tx) =>
    cancelBooking(tx, await bookingByManageLink(tx, token), config, facts, VISITOR),
  );
}
