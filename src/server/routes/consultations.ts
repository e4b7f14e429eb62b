import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { leads } from '../../../db/schema.ts';
import { EQUITY_ELIGIBLE_SERVICE_TYPES } from '../../lib/domain.ts';
import {
  consultationRequestSchema,
  type ConsultationCreated,
} from '../../lib/schemas/consultation.ts';
import { isTooFast, MIN_FILL_TIME_MS, TOO_FAST_MESSAGE } from '../../lib/fillTime.ts';
import { site } from '../../lib/site.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { consultationEmails, type LeadForEmail } from '../mail/consultationEmails.ts';
import { queueEmail, type OutgoingEmail } from '../mail/outbox.ts';
import { enforceRateLimits } from '../rateLimit.ts';
import { checkTurnstile, verifyTurnstileWithCloudflare } from '../spam/turnstile.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

/** Per client IP, held in the database so it holds across function instances. */
export const CONSULTATION_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 };
export const CONSULTATION_RATE_LIMIT_MESSAGE = `You have sent several requests in a short time. Please wait a few minutes and try again, or call us at ${site.phone}.`;

export { MIN_FILL_TIME_MS, TOO_FAST_MESSAGE };
export const TURNSTILE_FAILED_MESSAGE =
  'We could not verify that you are not a robot. Please complete the check and try again.';

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
      CONSULTATION_RATE_LIMIT_MESSAGE,
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

    // Too fast (or no timing at all): a readable 400 rather than a silent drop, because a quick
    // human (autofill and paste) then simply submits again and is never lost.
    if (isTooFast(input.elapsedMs)) {
      log.warn('consultation_too_fast', { ip, elapsedMs: input.elapsedMs ?? null });
      throw apiError(400, TOO_FAST_MESSAGE);
    }

    const turnstile = await checkTurnstile(
      config.turnstileSecretKey,
      input.turnstileToken,
      ip,
      c.get('verifyTurnstile') ?? verifyTurnstileWithCloudflare,
    );
    if (turnstile === 'failed') throw apiError(400, TURNSTILE_FAILED_MESSAGE);

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
      });
    } catch (error) {
      log.error('consultation_email_build_failed', { leadId: lead.id, error: String(error) });
    }

    // The lead and its mail commit together: a 201 means both are stored.
    const stored = await db.transaction(async (tx) => {
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
      for (const email of emails) await queueEmail(tx, email);
      return row!;
    });

    log.info('consultation_created', {
      leadId: stored.id,
      serviceType: lead.serviceType,
      equity: lead.isSocialEquityApplicant,
      mails: emails.length,
    });
    return c.json<ConsultationCreated>(
      { id: stored.id, createdAt: stored.createdAt.toISOString() },
      201,
    );
  },
);
