/**
 * A temporary password an admin can read out or paste: 15 characters from an alphabet without
 * look-alikes (no 0/O, 1/l/I), in three groups. 72 random bits from the browser's CSPRNG.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function generateTemporaryPassword(): string {
  const bytes = crypto.getRandomValues(new Uint32Array(15));
  const chars = Array.from(bytes, (n) => ALPHABET[n % ALPHABET.length]);
  return [chars.slice(0, 5), chars.slice(5, 10), chars.slice(10)].map((g) => g.join('')).join('-');
}
