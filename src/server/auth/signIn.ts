import type { Database } from '../../../db/client.ts';
import type { teamMembers } from '../../../db/schema.ts';
import type { AppConfig } from '../config.ts';
import { rememberAddress } from './knownAddresses.ts';
import { forgetLoginFailures } from './loginTrust.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { recordSignIn } from './recordSignIn.ts';
import { startSession } from './session.ts';
import type { LoginTrust } from './throttle.ts';

type TeamMember = typeof teamMembers.$inferSelect;

/** Why a sign-in is refused (logged, never told apart in the answer but for an expired password). */
export type CredentialsRefusal = 'unknown_email' | 'wrong_password' | 'temporary_expired';

/**
 * Whether `password` signs `member` in. Always one bcrypt comparison, so an unknown email takes as
 * long as a wrong password; a stranger waits in the slower hash lane. A temporary password that
 * expired no longer signs in.
 */
export async function checkCredentials(
  member: TeamMember | undefined,
  password: string,
  context: { bcryptCost: number; trust: LoginTrust },
): Promise<CredentialsRefusal | null> {
  const matches = await verifyPassword(
    password,
    member?.password ?? dummyPasswordHash(context.bcryptCost),
    context.trust.kind === 'stranger' ? 'stranger' : 'trusted',
  );
  if (!member) return 'unknown_email';
  if (!matches) return 'wrong_password';
  if (
    member.mustChangePassword &&
    member.passwordExpiresAt &&
    member.passwordExpiresAt <= new Date()
  ) {
    return 'temporary_expired';
  }
  return null;
}

/**
 * After the credentials passed: this client's failure counters start over, the address is
 * remembered for this account, the sign-in is stamped and a session starts. Answers the member as
 * they now are and the session's token.
 */
export async function signIn(
  db: Database,
  member: TeamMember,
  context: { config: AppConfig; email: string; ip: string; trust: LoginTrust; now: Date },
) {
  const { config, email, ip, trust, now } = context;
  await forgetLoginFailures(db, email, ip, trust);
  await rememberAddress(db, member.id, ip, now);
  const updated = await recordSignIn(db, member.id);
  const session = await startSession(db, config, member.id);
  return { member: updated ?? member, ...session };
}
