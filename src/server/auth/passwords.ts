import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { MAX_PASSWORD_BYTES, utf8ByteLength } from '../../lib/schemas/password.ts';
import { inHashQueue, type HashLane } from './hashQueue.ts';

/**
 * Hashing for every password the server stores. The rules a new password must meet live in the
 * shared schema (`newPasswordSchema`), re-exported here so every route that sets one uses them.
 */
export {
  COMMON_PASSWORDS,
  MAX_PASSWORD_BYTES,
  PASSWORD_MESSAGES,
  isCommonPassword,
  newPasswordSchema,
} from '../../lib/schemas/password.ts';

/** How long a password chosen by someone else (approval, admin-created user) stays usable. */
export const TEMPORARY_PASSWORD_DAYS = 7;

/** A cost-12 hash of a random phrase nobody knows (the production cost, so no start-up work). */
const DUMMY_COST_12_HASH = '$2b$12$lLRbYroS7m1gmpWuKByWMeJPsPZBKvxdd2KGhivLBXkvF83NStM.u';
const dummyHashes = new Map<number, string>([[12, DUMMY_COST_12_HASH]]);

/**
 * A hash at `cost` of a random phrase nobody knows. Login compares against it when the email is
 * unknown, so an unknown email costs the same time as a wrong password (at the configured cost).
 */
export function dummyPasswordHash(cost: number): string {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hashSync(randomBytes(18).toString('base64'), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/**
 * Only signed-in people, reset-link holders and first-run setup set passwords: trusted lane.
 * `cost`: the configured one (`config.bcryptCost`).
 */
export async function hashPassword(plain: string, cost: number): Promise<string> {
  // Defence in depth: the schema already refuses these; bcrypt would silently cut them.
  if (utf8ByteLength(plain) > MAX_PASSWORD_BYTES) throw new Error('Password longer than 72 bytes');
  return inHashQueue('trusted', () => bcrypt.hash(plain, cost));
}

/**
 * False for anything over 72 bytes, which bcrypt would otherwise compare only in part. `lane`:
 * 'stranger' for sign-in attempts from browsers and addresses the account has not used.
 */
export async function verifyPassword(
  plain: string,
  hash: string,
  lane: HashLane = 'trusted',
): Promise<boolean> {
  return inHashQueue(lane, async () => {
    if (utf8ByteLength(plain) > MAX_PASSWORD_BYTES) {
      await bcrypt.compare('x', hash); // same cost as a real check
      return false;
    }
    return bcrypt.compare(plain, hash);
  });
}

/** Fields for a user whose password someone else chose: change at first sign-in, expires in 7 days. */
export function temporaryPasswordFields(now = new Date()) {
  return {
    mustChangePassword: true,
    passwordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000),
  };
}
