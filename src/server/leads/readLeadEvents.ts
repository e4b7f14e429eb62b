import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leadEvents, leads } from '../../../db/schema.ts';
import { apiError } from '../errors.ts';
import { LEAD_NOT_FOUND } from './leadMessages.ts';

/** A lead's history, newest first; 404 when the lead does not exist. */
export async function readLeadEvents(db: Database, id: string) {
  const lead = await db.query.leads.findFirst({
    where: eq(leads.id, id),
    columns: { id: true },
  });
  if (!lead) throw apiError(404, LEAD_NOT_FOUND);
  return db
    .select({
      id: leadEvents.id,
      actorName: leadEvents.actorName,
      field: leadEvents.field,
      oldValue: leadEvents.oldValue,
      newValue: leadEvents.newValue,
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, id))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
}
