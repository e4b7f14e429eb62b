import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  availableSlots,
  consultationRules,
  firmWallToInstant,
  nextDate,
  outsideBookingWindow,
  type Slot,
} from '../../lib/booking/slots.ts';
import { FIRM_TIME_ZONE, localDate } from '../../lib/firmTime.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import {
  confirmRequestSchema,
  holdRequestSchema,
  slotsQuerySchema,
  type BookingConfirmed,
  type HoldCreated,
  type SlotsAnswer,
} from '../../lib/schemas/booking.ts';
import { sha256 } from '../auth/resetTokens.ts';
import { bookingPageUrl } from '../booking/bookingEmails.ts';
import { confirmHold } from '../booking/confirmBooking.ts';
import { HOLD_MINUTES, holdTime, hostsForHold, MAX_PENDING_HOLDS } from '../booking/holdBooking.ts';
import { SLOT_MESSAGES } from '../booking/openHosts.ts';
import { bookingEnabled, loadSchedules } from '../booking/schedules.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { sendQueuedNow } from '../mail/deliver.ts';
import {
  enforceRateLimits,
  releaseRateLimit,
  takeAllOrNone,
  tooManyRequests,
} from '../rateLimit.ts';
import { refuseUnlessHuman } from '../spam/humanCheck.ts';
import type { AppEnv } from '../types.ts';
import { validateJson, validateQuery } from '../validate.ts';

/**
 * The public booking API: parse, authorise (rate limits, honeypot, human check) and answer. The
 * rules live in src/server/booking/: holdBooking.ts (which host, how many pending holds),
 * confirmBooking.ts (a hold becomes a booking and a lead), changeBooking.ts (move, cancel).
 */
/** The hold's length and the pending holds allowed: booking/holdBooking.ts. */
export { HOLD_MINUTES, MAX_PENDING_HOLDS };

/**
 * Holds per IP and per address+IP, and for the whole site. The site bucket is only charged for a
 * hold that passed the client's own buckets and named an offered time, so one client's refused or
 * bad requests cannot use up everyone's holds (M3). The address bucket is keyed with the IP too:
 * a stranger typing a visitor's address spends their own tokens, not the visitor's.
 */
export const HOLD_RATE_LIMITS = {
  ip: { limit: 5, windowSeconds: 60 * 60 },
  email: { limit: 3, windowSeconds: 24 * 60 * 60 },
  site: { limit: 300, windowSeconds: 60 * 60 },
};

export const BOOKING_API_MESSAGES = {
  // With the phone number in force (the request's facts: after a local publish, the new one).
  rateLimited: ({ site }: PublishedFacts) =>
    `You have asked for several times in a short while. Please wait a little and try again, or call us at ${site.phone}.`,
  tooManyHolds: ({ site }: PublishedFacts) =>
    `You already hold ${MAX_PENDING_HOLDS} times that are not confirmed yet. Please confirm one with the link we emailed you, or wait ${HOLD_MINUTES} minutes for them to be released. You can also call us at ${site.phone}.`,
  ...SLOT_MESSAGES,
  confirmNotFound: 'This confirmation link is not valid or has expired. Please book again.',
  confirmCancelled: 'This consultation was cancelled after it was confirmed. Please book again.',
} as const;

const MINUTE = 60_000;

export const bookingRoutes = new Hono<AppEnv>()
  // Whether the site's booking buttons lead to /book: once a host has hours and a division.
  .get('/status', async (c) => {
    c.header('Cache-Control', 'public, max-age=30');
    return c.json({ enabled: await bookingEnabled(c.get('db')) });
  })
  .get('/slots', validateQuery(slotsQuerySchema), async (c) => {
    const { division, from, days } = c.req.valid('query');
    const now = Date.now();
    // A visitor a day behind the firm may ask from their own yesterday; nothing before that.
    const today = localDate(now);
    const first = from < nextDate(today, -1) ? nextDate(today, -1) : from;
    const start = firmWallToInstant(first, 0);
    const window = { now, rules: consultationRules(c.get('facts').site) };
    let slots: Slot[] = [];
    // Days past the horizon have no times: nothing to read (year 9999 is no instant to query with).
    if (outsideBookingWindow(start, window) !== 'beyond_horizon') {
      const end = firmWallToInstant(nextDate(first, days), 0);
      const { hosts, holidays } = await loadSchedules(c.get('db'), division, start, end);
      slots = availableSlots(hosts, first, days, { ...window, holidays });
    }
    // Never from a cache: after a 409 the page asks again and must not be shown the time it lost.
    c.header('Cache-Control', 'no-store');
    return c.json<SlotsAnswer>({ timeZone: FIRM_TIME_ZONE, slots });
  })

  .post('/holds', validateJson(holdRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    const config = c.get('config');
    const ip = c.get('ip');

    const clientRules = [
      { key: `booking-hold-ip:${ip}`, ...HOLD_RATE_LIMITS.ip },
      { key: `booking-hold-email:${input.email}|${ip}`, ...HOLD_RATE_LIMITS.email },
    ];
    await enforceRateLimits(
      db,
      clientRules,
      BOOKING_API_MESSAGES.rateLimited(c.get('facts')),
      'booking_rate_limited',
    );

    // The contact form's defences, with the same answers (src/server/routes/consultations.ts).
    if (input.website) {
      log.warn('booking_honeypot', { ip });
      return c.json<HoldCreated>(
        {
          holdId: randomUUID(),
          expiresAt: new Date(Date.now() + HOLD_MINUTES * MINUTE).toISOString(),
        },
        201,
      );
    }
    await refuseUnlessHuman(c, input, ip, 'booking');

    const start = Date.parse(input.start);
    const candidates = await hostsForHold(db, input, start, c.get('facts'));
    // Only now the site-wide bucket; refused, it gives the client's tokens back.
    const siteRule = { key: 'booking-hold-site', ...HOLD_RATE_LIMITS.site };
    if (!(await takeAllOrNone(db, [siteRule]))) {
      for (const rule of clientRules) await releaseRateLimit(db, rule);
      throw tooManyRequests(
        BOOKING_API_MESSAGES.rateLimited(c.get('facts')),
        'booking_rate_limited',
      );
    }
    const outcome = await holdTime(db, input, start, candidates, {
      config,
      facts: c.get('facts'),
      ipHash: sha256(`hold-ip:${ip}`),
    });
    if (outcome === 'too_many') {
      await releaseRateLimit(db, siteRule);
      throw apiError(429, BOOKING_API_MESSAGES.tooManyHolds(c.get('facts')), undefined, {
        code: 'booking_rate_limited',
      });
    }
    if (outcome === 'taken')
      throw apiError(409, BOOKING_API_MESSAGES.slotTaken, undefined, { code: 'slot_taken' });

    await sendQueuedNow(db, config.mail, [outcome.mailId]);
    log.info('booking_held', { bookingId: outcome.bookingId, division: input.division });
    return c.json<HoldCreated>(
      { holdId: outcome.bookingId, expiresAt: outcome.expiresAt.toISOString() },
      201,
    );
  })

  .post('/confirm', validateJson(confirmRequestSchema), async (c) => {
    const db = c.get('db');
    const config = c.get('config');
    const outcome = await confirmHold(db, c.req.valid('json').token, {
      config,
      facts: c.get('facts'),
    });
    if (outcome === 'cancelled') throw apiError(410, BOOKING_API_MESSAGES.confirmCancelled);
    if (!outcome) {
      throw apiError(404, BOOKING_API_MESSAGES.confirmNotFound, undefined, {
        code: 'confirm_link_invalid',
      });
    }
    await sendQueuedNow(db, config.mail, outcome.mailIds);
    if (outcome.mailIds.length) log.info('booking_confirmed', { bookingId: outcome.booking.id });
    return c.json<BookingConfirmed>({
      start: outcome.booking.startsAt.toISOString(),
      end: outcome.booking.endsAt.toISOString(),
      division: outcome.booking.division,
      timeZone: outcome.booking.visitorTimeZone,
      icalUid: outcome.booking.icalUid,
      // Only on the first confirmation (the link is the one emailed with it); a repeat visit is
      // told to use the email, as only the token's digest is kept.
      ...(outcome.manageToken && {
        manageUrl: bookingPageUrl('', outcome.booking.locale, 'manage', outcome.manageToken),
      }),
    });
  });
