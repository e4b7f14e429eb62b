import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { knownSignInAddresses } from '../../../db/schema.ts';
import { KNOWN_ADDRESS_DAYS } from './throttle.ts';

/**
 * The addresses each account signed in from, with the time of the latest success there. "Known"
 * means a success within the last 30 days counted back from now, so every address ages out on its
 * own day, never all together at a calendar edge.
 */
export async function isKnownAddress(
  db: Database,
  userId: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ ip: knownSignInAddresses.ip })
    .from(knownSignInAddresses)
    .where(
      and(
        eq(knownSignInAddresses.userId, userId),
        eq(knownSignInAddresses.ip, ip),
        gt(knownSignInAddresses.lastSuccessAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function rememberAddress(
  db: Database,
  userId: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  await db
    .insert(knownSignInAddresses)
    .values({ userId, ip, lastSuccessAt: now })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.userId, knownSignInAddresses.ip],
      set: { lastSuccessAt: now },
    });
}
