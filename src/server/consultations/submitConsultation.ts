import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { leads } from '../../../db/schema.ts';
import { EQUITY_ELIGIBLE_SERVICE_TYPES } from '../../lib/domain.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import type { consultationRequestSchema } from '../../lib/schemas/consultation.ts';
import type { AppConfig } from '../config.ts';
import { log } from '../log.ts';
import { acknowledgementVerdict } from '../mail/acknowledgementCaps.ts';
import {
  consultationEmails,
  LEAD_ACKNOWLEDGEMENT_KIND,
  type LeadForEmail,
} from '../mail/consultationEmails.ts';
import { queueEmail, type OutgoingEmail } from '../mail/outbox.ts';

/**
 * Stores a visitor's consultation request as a new lead, with its mail (the staff notice, and the
 * visitor's acknowledgement unless its caps say no) in the same transaction: once this returns,
 * both are stored. Answers the stored lead and how many emails were queued.
 */
export async function submitConsultation(
  db: Database,
  input: z.output<typeof consultationRequestSchema>,
  context: { config: AppConfig; facts: PublishedFacts },
) {
  const { config, facts } = context;
  const lead: LeadForEmail = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    company: input.company || null,
    serviceType: input.serviceType,
    // The box is only offered for these services, so a "true" for any other is not a claim.
    isSocialEquityApplicant:
      input.isSocialEquityApplicant && EQUITY_ELIGIBLE_SERVICE_TYPES.includes(input.serviceType),
    message: input.message,
    locale: input.locale,
    createdAt: new Date(),
  };

  // Building the mail is plain code, but if it ever threw, the lead must still be stored.
  let emails: OutgoingEmail[] = [];
  try {
    emails = consultationEmails(lead, {
      siteUrl: config.siteUrl,
      staffNotifyEmail: config.mail.staffNotifyEmail,
      facts,
    });
  } catch (error) {
    log.error('consultation_email_build_failed', { leadId: lead.id, error: String(error) });
  }

  let queued = 0;
  const stored = await db.transaction(async (tx) => {
    queued = 0;
    const [row] = await tx
      .insert(leads)
      .values({
        id: lead.id,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        company: lead.company,
        serviceType: lead.serviceType,
        isSocialEquityApplicant: lead.isSocialEquityApplicant,
        message: lead.message,
        locale: input.locale,
        status: 'new',
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    for (const email of emails) {
      if (email.kind === LEAD_ACKNOWLEDGEMENT_KIND) {
        const verdict = await acknowledgementVerdict(tx, email.to);
        if (verdict !== 'send') {
          log.warn('consultation_acknowledgement_skipped', { leadId: lead.id, reason: verdict });
          continue;
        }
      }
      await queueEmail(tx, email);
      queued++;
    }
    return row!;
  });
  return { stored, lead, queued };
}
