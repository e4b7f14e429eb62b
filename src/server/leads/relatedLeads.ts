import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { leadEmailKey, leadPhoneKey } from '../../../db/leadExpressions.ts';
import { leads } from '../../../db/schema.ts';
import { MIN_PHONE_KEY_DIGITS } from '../../lib/leadIdentity.ts';

/**
 * "Also asked on": for each lead given, the other leads sharing its email or phone
 * (src/lib/leadIdentity.ts), found through the email and phone key indexes. Duplicates are pointed
 * out, never merged or hidden. Only the newest few travel with a lead, with how many there are in
 * all, so one address that wrote ten thousand times cannot swell a page of leads.
 */
export const RELATED_SHOWN = 3;

export interface RelatedLeads {
  /** The newest RELATED_SHOWN others, newest first. */
  related: { id: string; createdAt: string }[];
  /** How many others there are in all. */
  relatedCount: number;
}

export interface IdentifiedLead {
  id: string;
  emailKey: string;
  phoneKey: string;
}

interface RelatedRow extends Record<string, unknown> {
  lead_id: string;
  id: string;
  created_at: string | Date;
  total: number | string;
}

const other = alias(leads, 'other');

/** The lookup as SQL. */
function relatedLeadsQuery(page: readonly IdentifiedLead[]): SQL {
  const keys = sql.join(
    page.map(
      (lead) =>
        sql`(${lead.id}::uuid, ${lead.emailKey}, ${lead.phoneKey.length >= MIN_PHONE_KEY_DIGITS ? lead.phoneKey : null}::text)`,
    ),
    sql`, `,
  );
  // Two index lookups (email, phone) per lead, merged; then the newest few of each and the count.
  return sql`
    with page (lead_id, email_key, phone_key) as (values ${keys}),
    matches as (
      select page.lead_id, ${other.id}, ${other.createdAt}
      from page join ${leads} as other on ${leadEmailKey(other)} = page.email_key
      where ${other.id} <> page.lead_id
      union
      select page.lead_id, ${other.id}, ${other.createdAt}
      from page join ${leads} as other
        on ${leadPhoneKey(other)} = page.phone_key and ${other.phone} is not null
      where ${other.id} <> page.lead_id
        -- Said twice on purpose: the planner prices the phone expression as cheap and, from the
        -- join alone, hashed every lead's phone (130 ms at 100,000 leads); a list of keys makes
        -- it look each one up in the phone key index (2 ms).
        and ${leadPhoneKey(other)} = any(array(select phone_key from page where phone_key is not null))
    )
    select lead_id, id, created_at, total from (
      select matches.*,
        row_number() over (partition by lead_id order by created_at desc, id desc) as place,
        count(*) over (partition by lead_id) as total
      from matches
    ) ranked
    where place <= ${RELATED_SHOWN}
    order by lead_id, place`;
}

export async function relatedLeadsOf(
  db: Database,
  page: readonly IdentifiedLead[],
): Promise<Map<string, RelatedLeads>> {
  const found = new Map<string, RelatedLeads>(
    page.map((lead) => [lead.id, { related: [], relatedCount: 0 }]),
  );
  if (page.length === 0) return found;
  const result = await db.execute<RelatedRow>(relatedLeadsQuery(page));
  for (const row of (result as unknown as { rows: RelatedRow[] }).rows) {
    const entry = found.get(row.lead_id);
    if (!entry) continue;
    entry.related.push({ id: row.id, createdAt: new Date(row.created_at).toISOString() });
    entry.relatedCount = Number(row.total);
  }
  return found;
}
