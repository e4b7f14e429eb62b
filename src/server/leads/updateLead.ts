import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { leads, teamMembers } from '../../../db/schema.ts';
import type { leadUpdateSchema } from '../../lib/schemas/lead.ts';
import { apiError } from '../errors.ts';
import { recordLeadChanges, type LeadChange } from './events.ts';
import { ASSIGNEE_NOT_FOUND, LEAD_NOT_FOUND } from './leadMessages.ts';

/**
 * Applies a staff member's edit to a lead and records one history row per field that really
 * changed, in one transaction. Answers the lead as it now is (unchanged when nothing changed).
 */
export async function updateLead(
  db: Database,
  id: string,
  input: z.output<typeof leadUpdateSchema>,
  actor: { id: string; name: string },
) {
  return db.transaction(async (tx) => {
    // Lock the row so two people saving at once each record what they really changed.
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) throw apiError(404, LEAD_NOT_FOUND);

    const now = new Date();
    const changes: LeadChange[] = [];
    const patch: Partial<typeof leads.$inferInsert> = {};

    if (input.status !== undefined && input.status !== lead.status) {
      patch.status = input.status;
      changes.push({ field: 'status', oldValue: lead.status, newValue: input.status });
    }

    if (input.notes !== undefined) {
      // An emptied notes box means "no notes", stored as null.
      const notes = input.notes === null || input.notes.trim() === '' ? null : input.notes;
      if (notes !== lead.notes) {
        patch.notes = notes;
        changes.push({ field: 'notes', oldValue: lead.notes, newValue: notes });
      }
    }

    if (input.assignedTo !== undefined && input.assignedTo !== lead.assignedTo) {
      const ids = [lead.assignedTo, input.assignedTo].filter((v): v is string => v !== null);
      const owners = await tx
        .select({ id: teamMembers.id, name: teamMembers.name })
        .from(teamMembers)
        .where(inArray(teamMembers.id, ids));
      const nameOf = (ownerId: string | null) =>
        owners.find((owner) => owner.id === ownerId)?.name ?? null;
      if (input.assignedTo !== null && !nameOf(input.assignedTo)) {
        throw apiError(400, ASSIGNEE_NOT_FOUND, { assignedTo: ASSIGNEE_NOT_FOUND });
      }
      patch.assignedTo = input.assignedTo;
      // Names, not ids, so the history reads well even after someone leaves.
      changes.push({
        field: 'assignedTo',
        oldValue: nameOf(lead.assignedTo),
        newValue: nameOf(input.assignedTo),
      });
    }

    // First move to contacted stamps the time unless the client sent one.
    let contactedAt = input.contactedAt === undefined ? undefined : new Date(input.contactedAt);
    if (contactedAt === undefined && patch.status === 'contacted' && !lead.contactedAt) {
      contactedAt = now;
    }
    if (contactedAt && contactedAt.getTime() !== lead.contactedAt?.getTime()) {
      patch.contactedAt = contactedAt;
      changes.push({
        field: 'contactedAt',
        oldValue: lead.contactedAt?.toISOString() ?? null,
        newValue: contactedAt.toISOString(),
      });
    }

    if (changes.length === 0) return lead;
    const [row] = await tx.update(leads).set(patch).where(eq(leads.id, id)).returning();
    await recordLeadChanges(tx, id, actor, changes, now);
    return row ?? lead;
  });
}
