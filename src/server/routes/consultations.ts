import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  consultationRequestSchema,
  type ConsultationCreated,
} from '../../lib/schemas/consultation.ts';
import { MIN_FILL_TIME_MS, TOO_FAST_MESSAGE } from '../../lib/fillTime.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { log } from '../log.ts';
import { submitConsultation } from '../consultations/submitConsultation.ts';
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

/**
 * The public consultation form: throttle, catch bots, answer 201. Storing the lead with its mail
 * is src/server/consultations/submitConsultation.ts.
 */
export const consultationRoutes = new Hono<AppEnv>().post(
  '/',
  validateJson(consultationRequestSchema),
  async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
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

    // The lead and its mail commit together: a 201 means both are stored.
    const { stored, lead, queued } = await submitConsultation(db, input, {
      config: c.get('config'),
      facts: c.get('facts'),
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
