import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bookings, leads, teamMembers } from '../../../db/schema.ts';
import {
  availableSlots,
  blockedRange,
  consultationRules,
  firmWallToInstant,
  nextDate,
  outsideBookingWindow,
  type Slot,
} from '../../lib/booking/slots.ts';
import { EQUITY_ELIGIBLE_SERVICE_TYPES } from '../../lib/domain.ts';
import { FIRM_TIME_ZONE, localDate } from '../../lib/firmTime.ts';
import {
  confirmRequestSchema,
  holdRequestSchema,
  slotsQuerySchema,
  type BookingConfirmed,
  type HoldCreated,
  type SlotsAnswer,
} from '../../lib/schemas/booking.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { divisionById } from '../../lib/site.ts';
import { ADVISORY_LOCK_KEYS, takeTransactionLock } from '../advisoryLocks.ts';
import { sha256, newResetToken } from '../auth/resetTokens.ts';
import {
  bookingPageUrl,
  confirmedEmails,
  confirmRequestEmail,
  type BookingForEmail,
} from '../booking/bookingEmails.ts';
import { firstFreeHost } from '../booking/firstFreeHost.ts';
import { hostBookedEmail } from '../booking/hostEmails.ts';
import { openHostsAt, SLOT_MESSAGES } from '../booking/openHosts.ts';
import { queueReminders } from '../booking/reminders.ts';
import { bookingEnabled, loadSchedules } from '../booking/schedules.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { sendQueuedNow } from '../mail/deliver.ts';
import { queueEmail } from '../mail/outbox.ts';
import {
  enforceRateLimits,
  releaseRateLimit,
  takeAllOrNone,
  tooManyRequests,
} from '../rateLimit.ts';
import { refuseUnlessHuman } from '../spam/humanCheck.ts';
import type { AppEnv } from '../types.ts';
import { validateJson, validateQuery } from '../validate.ts';

/** Thrown to roll back a hold's savepoint when another request took every free host first. */
class EveryHostTaken extends Error {}

/** A hold lasts long enough for the confirmation email to arrive and be opened. */
export const HOLD_MINUTES = 20;

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

/**
 * Pending (unconfirmed) holds one address or one IP may have at once. Two lets a visitor change
 * their mind once before confirming (a hold is no longer replaced by the next one: only its own
 * confirmation link, or its 20 minutes, ends it); more would let one client take a one-host
 * division's month (~80 times) with ~40 holds every 20 minutes, which now needs ~40 IPs at once.
 */
export const MAX_PENDING_HOLDS = 2;

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
    const candidates = await fairestFirst(db, await openHostsAt(db, input.division, start, c.get('facts')));
    // Only now the site-wide bucket; refused, it gives the client's tokens back.
    const siteRule = { key: 'booking-hold-site', ...HOLD_RATE_LIMITS.site };
    if (!(await takeAllOrNone(db, [siteRule]))) {
      for (const rule of clientRules) await releaseRateLimit(db, rule);
      throw tooManyRequests(BOOKING_API_MESSAGES.rateLimited(c.get('facts')), 'booking_rate_limited');
    }
    const ipHash = sha256(`hold-ip:${ip}`);

    const range = blockedRange(start, consultationRules(c.get('facts').site));
    const token = newResetToken();
    const booking: BookingForEmail = {
      id: randomUUID(),
      name: input.name,
      email: input.email,
      division: input.division,
      locale: input.locale,
      visitorTimeZone: input.timeZone,
      startsAt: new Date(start),
    };
    const email = confirmRequestEmail(
      booking,
      bookingPageUrl(config.siteUrl, input.locale, 'confirm', token),
      HOLD_MINUTES,
      c.get('facts'),
    );
    const result = await db.transaction(async (tx) => {
      await takeTransactionLock(tx, ADVISORY_LOCK_KEYS.bookingHolds);
      // Holds whose time ran out stop occupying their host (a status change: the constraint
      // cannot test the clock).
      await tx
        .update(bookings)
        .set({ status: 'expired', holdIpHash: null })
        .where(and(eq(bookings.status, 'held'), sql`${bookings.holdExpiresAt} <= now()`));
      // Pending holds per address and per IP, counted under the lock so parallel requests
      // cannot all pass. A hold is never replaced by another request with the same address:
      // whoever typed it may not be its owner.
      const [pending] = await tx
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'held'),
            or(eq(bookings.email, input.email), eq(bookings.holdIpHash, ipHash)),
          ),
        );
      if ((pending?.n ?? 0) >= MAX_PENDING_HOLDS) return 'too_many' as const;
      // The attempts share a savepoint that is rolled back when every host was taken meanwhile.
      return tx
        .transaction(async (attempts) => {
          // The fairest free host first; when another request was quicker (the exclusion
          // constraint), the next one.
          const inserted = await firstFreeHost(attempts, candidates, (attempt, teamMemberId) =>
            attempt
              .insert(bookings)
              .values({
                id: booking.id,
                teamMemberId,
                division: input.division,
                status: 'held',
                startsAt: new Date(range.start),
                endsAt: new Date(range.end),
                blockedFrom: new Date(range.blockedFrom),
                blockedUntil: new Date(range.blockedUntil),
                holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
                name: input.name,
                email: input.email,
                phone: input.phone || null,
                company: input.company || null,
                message: input.message,
                isSocialEquityApplicant: input.isSocialEquityApplicant,
                locale: input.locale,
                visitorTimeZone: input.timeZone,
                confirmTokenHash: sha256(token),
                holdIpHash: ipHash,
                icalUid: `booking-${booking.id}@${new URL(config.siteUrl).hostname}`,
              })
              .returning({ expiresAt: bookings.holdExpiresAt }),
          );
          if (inserted) {
            const mailId = await queueEmail(attempts, email);
            return { expiresAt: inserted[0]!.expiresAt!, mailId };
          }
          throw new EveryHostTaken();
        })
        .catch((error: unknown) => {
          if (error instanceof EveryHostTaken) return null;
          throw error;
        });
    });
    if (result === 'too_many') {
      await releaseRateLimit(db, siteRule);
      throw apiError(429, BOOKING_API_MESSAGES.tooManyHolds(c.get('facts')), undefined, {
        code: 'booking_rate_limited',
      });
    }
    if (!result)
      throw apiError(409, BOOKING_API_MESSAGES.slotTaken, undefined, { code: 'slot_taken' });

    await sendQueuedNow(db, config.mail, [result.mailId]);
    log.info('booking_held', { bookingId: booking.id, division: input.division });
    return c.json<HoldCreated>(
      { holdId: booking.id, expiresAt: result.expiresAt.toISOString() },
      201,
    );
  })

  .post('/confirm', validateJson(confirmRequestSchema), async (c) => {
    const db = c.get('db');
    const config = c.get('config');
    const tokenHash = sha256(c.req.valid('json').token);
    // The visitor's key to move or cancel the booking; only its digest is kept.
    const manageToken = newResetToken();
    const outcome = await db.transaction(async (tx) => {
      const [held] = await tx
        .update(bookings)
        .set({
          status: 'confirmed',
          confirmedAt: sql`now()`,
          holdExpiresAt: null,
          holdIpHash: null,
          manageTokenHash: sha256(manageToken),
        })
        .where(
          and(
            eq(bookings.confirmTokenHash, tokenHash),
            eq(bookings.status, 'held'),
            gt(bookings.holdExpiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!held) {
        // Confirming twice (a second click, a mail scanner) answers as the first time did; a link
        // opened again after a cancel says so, not that a hold ran out.
        const [done] = await tx
          .select()
          .from(bookings)
          .where(
            and(
              eq(bookings.confirmTokenHash, tokenHash),
              inArray(bookings.status, ['confirmed', 'cancelled']),
            ),
          );
        if (done?.status === 'cancelled') return 'cancelled' as const;
        return done ? { booking: done, mailIds: [], manageToken: undefined } : null;
      }
      // The confirmation link proves the address is theirs: the visitor's other pending holds
      // (a time they picked before changing their mind) are released.
      await tx
        .update(bookings)
        .set({ status: 'expired', holdIpHash: null })
        .where(
          and(
            eq(bookings.status, 'held'),
            eq(bookings.email, held.email),
            ne(bookings.id, held.id),
          ),
        );
      // One inbox: the booking becomes a lead like a request from the contact form.
      const serviceType = divisionById(held.division).serviceType;
      const [lead] = await tx
        .insert(leads)
        .values({
          name: held.name,
          email: held.email,
          phone: held.phone,
          company: held.company,
          serviceType,
          isSocialEquityApplicant:
            held.isSocialEquityApplicant && EQUITY_ELIGIBLE_SERVICE_TYPES.includes(serviceType),
          message: held.message,
          locale: held.locale,
        })
        .returning({ id: leads.id });
      await tx.update(bookings).set({ leadId: lead!.id }).where(eq(bookings.id, held.id));
      const mailIds: string[] = [];
      const [host] = held.teamMemberId
        ? await tx
            .select({ name: teamMembers.name, email: teamMembers.email })
            .from(teamMembers)
            .where(eq(teamMembers.id, held.teamMemberId))
        : [];
      const booking = {
        ...held,
        leadId: lead!.id,
        host,
        manageLink: bookingPageUrl(config.siteUrl, held.locale, 'manage', manageToken),
      };
      const settings = { siteUrl: config.siteUrl, mailFrom: config.mail.from, facts: c.get('facts') };
      for (const email of [
        ...confirmedEmails(booking, {
          ...settings,
          staffNotifyEmail: config.mail.staffNotifyEmail,
        }),
        ...(host ? [hostBookedEmail(booking, host, settings)] : []),
      ]) {
        mailIds.push(await queueEmail(tx, email));
      }
      await queueReminders(tx, booking, settings);
      return { booking: held, mailIds, manageToken };
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

/**
 * Open hosts, fairest first: fewest consultations in the last 30 days and ahead, ties at random,
 * so nobody is flooded and nobody is skipped.
 */
async function fairestFirst(
  db: Parameters<typeof loadSchedules>[0],
  hostIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.teamMemberId, n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.teamMemberId, hostIds),
        inArray(bookings.status, ['held', 'confirmed', 'completed', 'no_show']),
        gt(bookings.startsAt, sql`now() - interval '30 days'`),
      ),
    )
    .groupBy(bookings.teamMemberId);
  const load = new Map(rows.map((row) => [row.id, Number(row.n)]));
  return hostIds
    .map((id) => ({ id, n: load.get(id) ?? 0, tie: Math.random() }))
    .sort((a, b) => a.n - b.n || a.tie - b.tie)
    .map((host) => host.id);
}
