import { desc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accountRequests } from '../../../db/schema.ts';

/** Every access request, newest first, reviewed or not. */
export function listAccountRequests(db: Database) {
  return db
    .select()
    .from(accountRequests)
    .orderBy(desc(accountRequests.createdAt), desc(accountRequests.id));
}
