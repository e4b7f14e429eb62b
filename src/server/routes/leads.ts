import { desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { teamMembers, leads, leadEvents } from '../../../db/schema.ts';
import { emailKey, phoneKey } from '../../lib/leadIdentity.ts';
import { isFiltered, leadFiltersToParams, parseLeadFilters } from '../../lib/leadFilters.ts';
import { leadUpdateSchema } from '../../lib/schemas/lead.ts';
import { apiError } from '../errors.ts';
import { recordLeadChanges, type LeadChange } from '../leads/events.ts';
import { EXPORT_TOO_LARGE_MESSAGE, leadsCsvFilename } from '../leads/csv.ts';
import {
  measureLeadExport,
  STREAMED_RESPONSE_LIMIT_BYTES,
  streamLeadExport,
} from '../leads/csvExport.ts';
import { bookingsOfLeads } from '../leads/leadBooking.ts';
import { readLeadPage } from '../leads/leadPage.ts';
import { readLeadStats } from '../leads/leadStats.ts';
import { leadPageQuerySchema } from '../leads/pageQuery.ts';
import { relatedLeadsOf } from '../leads/relatedLeads.ts';
import { log } from '../log.ts';
import { currentUser } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson, validateQuery } from '../validate.ts';

/**
 * The leads workspace for signed-in staff (employee or admin; app.ts applies requireUser() to
 * /api/admin/*). Mounted at /api/admin/consultations.
 */
export const LEAD_NOT_FOUND = 'Lead not found';
export const ASSIGNEE_NOT_FOUND = 'That owner is not a staff member';

/** A malformed id ('1 OR 1=1', 'abc') is simply not found: it never reaches the database. */
function leadId(raw: string): string {
  return uuidParam(raw, LEAD_NOT_FOUND);
}

export const leadRoutes = new Hono<AppEnv>()
  // One page of the leads page's view: its URL filters and sort, `limit` leads after `cursor`.
  .get('/', validateQuery(leadPageQuerySchema), async (c) => {
    const { limit, cursor } = c.req.valid('query');
    const page = await readLeadPage(c.get('db'), {
      filters: parseLeadFilters(new URL(c.req.url).searchParams),
      limit,
      after: cursor ?? null,
      now: Date.now(),
      hours: c.get('facts').site.hours,
    });
    return c.json(page);
  })

  // The dashboard's counts. Registered before '/:id', like every fixed path below.
  .get('/stats', async (c) =>
    c.json(await readLeadStats(c.get('db'), Date.now(), c.get('facts').site.hours)),
  )

  // The query parameters are the leads page's own URL filters, so the file holds exactly the rows
  // the page shows.
  .get('/export.csv', async (c) => {
    const filters = parseLeadFilters(new URL(c.req.url).searchParams);
    const request = { filters, now: Date.now(), hours: c.get('facts').site.hours };
    const db = c.get('db');
    const size = await measureLeadExport(db, request);
    const logged = {
      userId: currentUser(c).id,
      rows: size.rows,
      maxBytes: size.maxBytes,
      filters: leadFiltersToParams(filters).toString(),
    };
    if (size.maxBytes > STREAMED_RESPONSE_LIMIT_BYTES) {
      log.warn('leads.export_too_large', logged);
      throw apiError(413, EXPORT_TOO_LARGE_MESSAGE);
    }
    log.info('leads.export', logged);
    const filename = leadsCsvFilename(new Date(request.now), isFiltered(filters));
    const body = streamLeadExport(db, request, (rows) =>
      log.info('leads.export_sent', { userId: logged.userId, rows }),
    );
    return c.body(body, 200, {
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
    const [related, booked] = await Promise.all([
      relatedLeadsOf(c.get('db'), [
        { id: lead.id, emailKey: emailKey(lead.email), phoneKey: phoneKey(lead.phone) ?? '' },
      ]),
      bookingsOfLeads(c.get('db'), [lead.id], Date.now()),
    ]);
    return c.json({ ...lead, ...related.get(lead.id)!, booking: booked.get(lead.id) ?? null });
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
