import { and, asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leadEmailKey, leadPhoneKey } from '../../../db/leadExpressions.ts';
import { leads } from '../../../db/schema.ts';
import type { LeadFilters, LeadSort } from '../../lib/leadFilters.ts';
import type { OfficeHours } from '../../lib/overdue.ts';
import { CONSULTATION_LIMITS } from '../../lib/schemas/consultation.ts';
import { bookingsOfLeads } from './leadBooking.ts';
import { leadFilterCondition } from './leadConditions.ts';
import { encodeCursor, type PagePosition } from './pageCursor.ts';
import { relatedLeadsOf, type RelatedLeads } from './relatedLeads.ts';

/**
 * One page of the leads list: keyset pagination on (created_at, id), so a page costs the same at
 * lead 50 and at lead 99,950, and leads arriving between two pages never shift what comes next.
 * An answer carries a bounded summary of each lead (the dialog loads the whole lead), so no page
 * can outgrow a serverless function's response limit whatever the data (leadPage.limits.test.ts).
 */
/** Characters of the message a card shows (clamped to two lines on screen). */
export const MESSAGE_PREVIEW_LENGTH = 240;

/** A lead's created_at as a cursor keeps it: UTC, to the microsecond (pageCursor.ts). */
export function positionAt(): SQL<string> {
  return sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The view's order, which the keyset (afterPosition) follows. */
export function keysetOrder(sort: LeadSort): SQL[] {
  return sort === 'oldest'
    ? [asc(leads.createdAt), asc(leads.id)]
    : [desc(leads.createdAt), desc(leads.id)];
}

/**
 * Text fields are cut to the contact form's own limits: rows written before those limits (or by
 * hand) cannot make a page larger than the worst case the limits test computes.
 */
const summaryColumns = {
  id: leads.id,
  name: sql<string>`left(${leads.name}, ${sql.raw(String(CONSULTATION_LIMITS.name))})`,
  email: sql<string>`left(${leads.email}, ${sql.raw(String(CONSULTATION_LIMITS.email))})`,
  phone: sql<string | null>`left(${leads.phone}, ${sql.raw(String(CONSULTATION_LIMITS.phone))})`,
  company: sql<
    string | null
  >`left(${leads.company}, ${sql.raw(String(CONSULTATION_LIMITS.company))})`,
  serviceType: leads.serviceType,
  isSocialEquityApplicant: leads.isSocialEquityApplicant,
  locale: leads.locale,
  status: leads.status,
  assignedTo: leads.assignedTo,
  contactedAt: leads.contactedAt,
  createdAt: leads.createdAt,
  messagePreview: sql<string>`left(${leads.message}, ${sql.raw(String(MESSAGE_PREVIEW_LENGTH))})`,
  // Not sent to the browser: the page's cursor and the duplicate lookup read them.
  positionAt: positionAt(),
  emailKey: sql<string>`${leadEmailKey(leads)}`,
  phoneKey: sql<string>`${leadPhoneKey(leads)}`,
};

export interface LeadPageRequest {
  filters: LeadFilters;
  limit: number;
  after: PagePosition | null;
  now: number;
  /** The office hours in force, for the Overdue filter. */
  hours: OfficeHours;
}

/** Keyset: the leads after a position in the view's order. */
export function afterPosition(sort: LeadSort, after: PagePosition | null): SQL | undefined {
  if (!after) return undefined;
  const position = sql`(${after.createdAt}::timestamptz, ${after.id}::uuid)`;
  return sort === 'oldest'
    ? sql`(${leads.createdAt}, ${leads.id}) > ${position}`
    : sql`(${leads.createdAt}, ${leads.id}) < ${position}`;
}

/** The page's rows as one query (leadListPlans.test.ts reads its plan). */
export function leadPageRowsQuery(
  db: Database,
  request: Omit<LeadPageRequest, 'now' | 'hours'>,
  matching: SQL | undefined,
) {
  const { filters, limit, after } = request;
  return (
    db
      .select(summaryColumns)
      .from(leads)
      .where(and(matching, afterPosition(filters.sort, after)))
      .orderBy(...keysetOrder(filters.sort))
      // One more than asked tells whether a next page exists.
      .limit(limit + 1)
  );
}

/** How many leads a condition matches (leadListPlans.test.ts reads its plan). */
export function countLeadsQuery(db: Database, where: SQL | undefined) {
  return db.select({ n: count() }).from(leads).where(where);
}

export async function readLeadPage(db: Database, request: LeadPageRequest) {
  const { filters, limit, now, hours } = request;
  const matching = leadFilterCondition(filters, now, hours);
  const countLeads = (where: SQL | undefined) => countLeadsQuery(db, where);
  const [rows, [matched], [all]] = await Promise.all([
    leadPageRowsQuery(db, request, matching),
    countLeads(matching),
    // Unfiltered, the matching count is the total: one count of the whole table, not two.
    matching === undefined ? Promise.resolve([]) : countLeads(undefined),
  ]);

  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const [related, booked] = await Promise.all([
    relatedLeadsOf(db, shown),
    bookingsOfLeads(
      db,
      shown.map((lead) => lead.id),
      now,
    ),
  ]);
  return {
    leads: shown.map(({ positionAt: _at, emailKey: _email, phoneKey: _phone, ...lead }) => ({
      ...lead,
      ...(related.get(lead.id) as RelatedLeads),
      booking: booked.get(lead.id) ?? null,
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ createdAt: last.positionAt, id: last.id })
        : null,
    matchingCount: matched?.n ?? 0,
    totalCount: (all ?? matched)?.n ?? 0,
  };
}
