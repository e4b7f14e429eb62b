import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { leads } from '../../../db/schema.ts';
import { EQUITY_ELIGIBLE_SERVICE_TYPES } from '../../lib/domain.ts';
import {
  consultationRequestSchema,
  type ConsultationCreated,
} from '../../lib/schemas/consultation.ts';
import { MIN_FILL_TIME_MS, TOO_FAST_MESSAGE } from '../../lib/fillTime.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { log } from '../log.ts';
import { acknowledgementVerdict } from '../mail/acknowledgementCaps.ts';
import {
  consultationEmails,
  LEAD_ACKNOWLEDGEMENT_KIND,
  type LeadForEmail,
} from '../mail/consultationEmails.ts';
import { queueEmail, type OutgoingEmail } from '../mail/outbox.ts';
import { enforceRateLimits } from '../rateLimit.ts';
import { refuseUnlessHuman, TURNSTILE_FAILED_MESSAGE } from '../spam/humanCheck.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

/** Per client IP, held in the database so it holds across function instances. */
export const CONSULTATION_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 };
/** With the phone number in force (the request's facts: after a local publish, the new one). */
export const consultationRateLimitMessage = ({ site }: PublishedFacts) =>
  `You have sent several requests in a short time. Please wait a few minutes and try again, or call us at ${site.phone}.`;

export { MIN_FILL_TIME_MS, TOO_FAST_MESSAGE };
export { TURNSTILE_FAILED_MESSAGE };

export const consultationRoutes = new Hono<AppEnv>().post(
  '/',
  validateJson(consultationRequestSchema),
  async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    const config = c.get('config');
    const ip = c.get('ip');

    await enforceRateLimits(
      db,
      [{ key: `consultation-ip:${ip}`, ...CONSULTATION_RATE_LIMIT }],
      consultationRateLimitMessage(c.get('facts')),
      'consultation_rate_limited',
    );

    // Honeypot: a field people never see. A bot that fills it is told "201" like everyone else, so
    // it learns nothing, but nothing is stored and no mail is queued. Only a log line remains.
    if (input.website) {
      log.warn('consultation_honeypot', { ip });
      return c.json<ConsultationCreated>(
        { id: randomUUID(), createdAt: new Date().toISOString() },
        201,
      );
    }

    // Too fast (or no timing at all), or a failed Turnstile check: a readable 400.
    await refuseUnlessHuman(c, input, ip, 'consultation');

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
        facts: c.get('facts'),
      });
    } catch (error) {
      log.error('consultation_email_build_failed', { leadId: lead.id, error: String(error) });
    }

    // The lead and its mail commit together: a 201 means both are stored.
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

    log.info('consultation_created', {
      leadId: stored.id,
      serviceType: lead.serviceType,
      equity: lead.isSocialEquityApplicant,
      mails: queued,
    });
    return c.json<ConsultationCreated>(
      { id: stored.id, createdAt: stored.createdAt.toISOString() },
      201,
    );
  },
);
