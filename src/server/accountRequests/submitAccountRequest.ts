import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { accountRequests } from '../../../db/schema.ts';
import type { accountRequestSchema } from '../../lib/schemas/accountRequest.ts';
import { sameEmail } from '../auth/teamMemberEmail.ts';

type AccountRequest = Omit<z.output<typeof accountRequestSchema>, 'website' | 'elapsedMs'>;

export type SubmitOutcome =
  /** The address already has an account: nothing is stored. */
  | { kind: 'existing_user'; userId: string }
  /** Stored for review; a repeat of a pending request for the same address is a no-op. */
  | { kind: 'received'; requestId?: string; duplicate: boolean };

/** Files an access request for the admins to review, unless the address already has an account. */
export async function submitAccountRequest(
  db: Database,
  input: AccountRequest,
): Promise<SubmitOutcome> {
  const existingUser = await db.query.teamMembers.findFirst({
    where: (t) => sameEmail(t.email, input.email),
    columns: { id: true },
  });
  if (existingUser) return { kind: 'existing_user', userId: existingUser.id };
  // The partial unique index allows one pending request per address; a repeat is a no-op.
  const inserted = await db
    .insert(accountRequests)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: accountRequests.id });
  return { kind: 'received', requestId: inserted[0]?.id, duplicate: inserted.length === 0 };
}
