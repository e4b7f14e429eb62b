import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leads } from '../../../db/schema.ts';
import { emailKey, phoneKey } from '../../lib/leadIdentity.ts';
import { apiError } from '../errors.ts';
import { bookingsOfLeads } from './leadBooking.ts';
import { LEAD_NOT_FOUND } from './leadMessages.ts';
import { relatedLeadsOf } from './relatedLeads.ts';

/** One lead with its related leads (same address or phone) and its booking, if any; else 404. */
export async function readLead(db: Database, id: string, now: number) {
  const lead = await db.query.leads.findFirst({ where: eq(leads.id, id) });
  if (!lead) throw apiError(404, LEAD_NOT_FOUND);
  const [related, booked] = await Promise.all([
    relatedLeadsOf(db, [
      { id: lead.id, emailKey: emailKey(lead.email), phoneKey: phoneKey(lead.phone) ?? '' },
    ]),
    bookingsOfLeads(db, [lead.id], now),
  ]);
  return { ...lead, ...related.get(lead.id)!, booking: booked.get(lead.id) ?? null };
}
