import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { teamMembers, leads, leadEvents } from '../../../db/schema.ts';
import { emailKey, phoneKey, relatedLeadIdsByLead } from '../../lib/leadIdentity.ts';
import { leadFiltersToParams, leadMatcher, parseLeadFilters } from '../../lib/leadFilters.ts';
import { leadUpdateSchema } from '../../lib/schemas/lead.ts';
import { apiError } from '../errors.ts';
import { recordLeadChanges, type LeadChange } from '../leads/events.ts';
import { leadsCsvFilename, leadsToCsv } from '../leads/csv.ts';
import { log } from '../log.ts';
import { currentUser } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson } from '../validate.ts';

/**
 * The leads workspace for signed-in staff (employee or admin; app.ts applies requireUser() to
 * /api/admin/*). Mounted at /api/admin/consultations.
 */
export const LEAD_NOT_FOUND = 'Lead not found';
export const ASSIGNEE_NOT_FOUND = 'That owner is not a staff member';

const newestFirst = [desc(leads.createdAt), desc(leads.id)];

/** A malformed id ('1 OR 1=1', 'abc') is simply not found: it never reaches the database. */
function leadId(raw: string): string {
  return uuidParam(raw, LEAD_NOT_FOUND);
}

/**
 * The other leads sharing this one's email or phone (src/lib/leadIdentity.ts), newest first. The
 * phone key in SQL is the same as phoneKey(): the last 10 digits.
 */
async function relatedLeadIdsOf(
  db: Database,
  lead: { id: string; email: string; phone: string | null },
): Promise<string[]> {
  const phone = phoneKey(lead.phone);
  const storedPhoneKey = sql`right(regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g'), 10)`;
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        ne(leads.id, lead.id),
        or(
          eq(sql`lower(${leads.email})`, emailKey(lead.email)),
          phone ? eq(storedPhoneKey, phone) : undefined,
        ),
      ),
    )
    .orderBy(...newestFirst);
  return rows.map((row) => row.id);
}

export const leadRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const all = await c
      .get('db')
      .select()
      .from(leads)
      .orderBy(...newestFirst);
    // Duplicates are pointed out, never merged or hidden: each lead names the others like it.
    const related = relatedLeadIdsByLead(all);
    return c.json(all.map((lead) => ({ ...lead, relatedLeadIds: related.get(lead.id) ?? [] })));
  })

  // Registered before '/:id' so "export.csv" is never taken for an id. The query parameters are
  // the leads page's own URL filters, so the file holds exactly the rows the page shows.
  .get('/export.csv', async (c) => {
    const filters = parseLeadFilters(new URL(c.req.url).searchParams);
    const all = await c
      .get('db')
      .select()
      .from(leads)
      .orderBy(...newestFirst);
    const rows = all.filter(leadMatcher(filters));
    const filename = leadsCsvFilename(new Date(), leadFiltersToParams(filters).size > 0);
    log.info('leads.export', {
      userId: currentUser(c).id,
      rows: rows.length,
      filters: leadFiltersToParams(filters).toString(),
    });
    return c.body(leadsToCsv(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    });
  })

  .get('/:id', async (c) => {
    const id = leadId(c.req.param('id'));
    const lead = await c.get('db').query.leads.findFirst({
      where: eq(leads.id, id),
    });
    if (!lead) throw apiError(404, LEAD_NOT_FOUND);
    return c.json({ ...lead, relatedLeadIds: await relatedLeadIdsOf(c.get('db'), lead) });
  })

  .get('/:id/events', async (c) => {
    const id = leadId(c.req.param('id'));
    const db = c.get('db');
    const lead = await db.query.leads.findFirst({
      where: eq(leads.id, id),
      columns: { id: true },
    });
    if (!lead) throw apiError(404, LEAD_NOT_FOUND);
    const events = await db
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
    return c.json(events);
  })

  .patch('/:id', validateJson(leadUpdateSchema), async (c) => {
    const id = leadId(c.req.param('id'));
    const input = c.req.valid('json');
    const actor = currentUser(c);
    const db = c.get('db');

    const updated = await db.transaction(async (tx) => {
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

    log.info('lead.updated', { leadId: id, userId: actor.id, fields: Object.keys(input) });
    return c.json(updated);
  });
