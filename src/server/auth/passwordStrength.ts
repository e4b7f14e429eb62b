import { passwordWeakness, type PasswordOwner } from '../../lib/passwordStrength.ts';
import { apiError } from '../errors.ts';
import { VALIDATION_FAILED_MESSAGE } from '../validate.ts';

/**
 * For every route that sets a password, after the schema (length and bytes) passed: a 400 naming
 * the field when the password is easy to guess for this person. The same check the forms run.
 */
export async function requireStrongPassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
): Promise<void> {
  const weakness = await passwordWeakness(password, owner);
  if (weakness) {
    throw apiError(400, `${VALIDATION_FAILED_MESSAGE} ${field}: ${weakness}`, {
      [field]: weakness,
    });
  }
}
