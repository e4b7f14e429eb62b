import { z } from 'zod';
import { MIN_LENGTH } from '../domain.ts';

/**
 * The one rule for every password a person chooses or is given (init, change, approval, new user).
 * bcrypt reads only the first 72 bytes, so longer passwords are refused rather than silently cut.
 */
export const MAX_PASSWORD_BYTES = 72;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters',
  tooLong: 'Password must be at most 72 bytes (accented letters and emoji count as 2 to 4)',
  tooCommon: 'This password is too common. Please choose a less guessable one.',
} as const;

/** A short bundled list of the most guessed passwords of 8+ characters (lower-cased). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12341234',
  '11111111',
  '00000000',
  '87654321',
  '88888888',
  '123123123',
  '1q2w3e4r',
  '1qaz2wsx',
  'abcd1234',
  'abc12345',
  'aa123456',
  'asdfghjk',
  'asdf1234',
  'baseball',
  'basketball',
  'changeme',
  'football',
  'iloveyou',
  'letmein1',
  'letmein123',
  'michelle',
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'princess',
  'qwerty123',
  'qwertyui',
  'qwertyuiop',
  'q1w2e3r4',
  'sunshine',
  'superman',
  'trustno1',
  'welcome1',
  'welcome123',
  'whatever',
  'zaq12wsx',
  'administrator',
  'admin123',
  'admin1234',
  'adminadmin',
  'letmeinplease',
  'starwars',
  'computer',
  'internet',
  'jennifer',
  'jordan23',
  'liverpool',
  'chocolate',
  'master123',
  'monkey123',
  'dragon123',
  'shadow123',
  'secret123',
  'test1234',
  'testtest',
  'password2024',
  'password2025',
  'password2026',
  // The two passwords of a famous comic about password strength: first in every guessing list.
  'tr0ub4dor&3',
  'correcthorsebatterystaple',
]);

export function utf8ByteLength(value: string): number {
  return new TextEncoder().encode(value).length;
}

export function isCommonPassword(value: string): boolean {
  return COMMON_PASSWORDS.has(value.toLowerCase());
}

/** For passwords being set. Never trimmed: spaces are part of a password. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.tooShort })
  .min(MIN_LENGTH.password, PASSWORD_MESSAGES.tooShort)
  .refine((value) => utf8ByteLength(value) <= MAX_PASSWORD_BYTES, PASSWORD_MESSAGES.tooLong)
  .refine((value) => !isCommonPassword(value), PASSWORD_MESSAGES.tooCommon);
