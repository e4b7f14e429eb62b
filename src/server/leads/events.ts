import { leadEvents } from '../../../db/schema.ts';
import type { Database } from '../../../db/client.ts';

/** The fields whose changes the history records; the values are stored as readable text. */
export type LeadEventField = 'status' | 'notes' | 'assignedTo' | 'contactedAt';

export interface LeadChange {
  field: LeadEventField;
  oldValue: string | null;
  newValue: string | null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Writes one history row per change, inside the caller's transaction (all or nothing). */
export async function recordLeadChanges(
  tx: Tx,
  leadId: string,
  actor: { id: string; name: string },
  changes: readonly LeadChange[],
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(leadEvents).values(
    changes.map((change) => ({
      leadId,
      actorId: actor.id,
      actorName: actor.name,
      field: change.field,
      oldValue: change.oldValue,
      newValue: change.newValue,
      createdAt: at,
    })),
  );
}
