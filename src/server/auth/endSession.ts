import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions } from '../../../db/schema.ts';

/** Signs one session out server-side: its token no longer authenticates, even before expiry. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
