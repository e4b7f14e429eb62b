import { Hono } from 'hono';
import { isFiltered, leadFiltersToParams, parseLeadFilters } from '../../lib/leadFilters.ts';
import { leadUpdateSchema } from '../../lib/schemas/lead.ts';
import { apiError } from '../errors.ts';
import { EXPORT_TOO_LARGE_MESSAGE, leadsCsvFilename } from '../leads/csv.ts';
import {
  measureLeadExport,
  STREAMED_RESPONSE_LIMIT_BYTES,
  streamLeadExport,
} from '../leads/csvExport.ts';
import { ASSIGNEE_NOT_FOUND, LEAD_NOT_FOUND } from '../leads/leadMessages.ts';
import { readLeadPage } from '../leads/leadPage.ts';
import { readLeadStats } from '../leads/leadStats.ts';
import { leadPageQuerySchema } from '../leads/pageQuery.ts';
import { readLead } from '../leads/readLead.ts';
import { readLeadEvents } from '../leads/readLeadEvents.ts';
import { updateLead } from '../leads/updateLead.ts';
import { log } from '../log.ts';
import { currentUser } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';
import { uuidParam, validateJson, validateQuery } from '../validate.ts';

export { ASSIGNEE_NOT_FOUND, LEAD_NOT_FOUND };

/** A malformed id ('1 OR 1=1', 'abc') is simply not found: it never reaches the database. */
function leadId(raw: string): string {
  return uuidParam(raw, LEAD_NOT_FOUND);
}

/**
 * The leads workspace for signed-in staff (employee or admin; app.ts applies requireUser() to
 * /api/admin/*). Mounted at /api/admin/consultations. The rules live in src/server/leads/.
 */
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

  .get('/:id', async (c) =>
    c.json(await readLead(c.get('db'), leadId(c.req.param('id')), Date.now())),
  )

  .get('/:id/events', async (c) =>
    c.json(await readLeadEvents(c.get('db'), leadId(c.req.param('id')))),
  )

  .patch('/:id', validateJson(leadUpdateSchema), async (c) => {
    const id = leadId(c.req.param('id'));
    const input = c.req.valid('json');
    const actor = currentUser(c);
    const updated = await updateLead(c.get('db'), id, input, actor);
    log.info('lead.updated', { leadId: id, userId: actor.id, fields: Object.keys(input) });
    return c.json(updated);
  });
