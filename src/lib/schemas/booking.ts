import * as z from 'zod/mini';
import { locales } from '../../i18n/locales.ts';
import { divisionIds } from '../site.ts';
import { CONSULTATION_LIMITS, consultationFormSchema } from './consultation.ts';
import { isStorableDate, isStorableInstant, STORABLE_RANGE_MESSAGE } from './storableTime.ts';

/**
 * The online booking's inputs, shared by the booking page and the API. The visitor's details follow
 * the contact form's rules and texts (consultationFormSchema); the division replaces the service.
 */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const BOOKING_MESSAGES = {
  division: 'Please choose one of the divisions',
  start: 'Please choose one of the offered times',
  timeZone: 'Unknown time zone',
  phone: 'Please enter a phone number we can call',
} as const;

/**
 * A number we can dial, as E.164: a US number written any usual way ("(413) 555-0100",
 * "413.555.0100", "1 413 555 0100") or an international one with its "+" and country code.
 * Undefined for anything else (too short, letters, a US area code starting with 0 or 1).
 */
export function phoneToE164(raw: string): string | undefined {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (digits.startsWith('1')) return usNumber(digits.slice(1));
    return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0')
      ? `+${digits}`
      : undefined;
  }
  if (digits.length === 11 && digits.startsWith('1')) return usNumber(digits.slice(1));
  return usNumber(digits);
}

/** A stored E.164 number as people read it: "+14135550100" → "(413) 555-0100"; others as stored. */
export function phoneForDisplay(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}

function usNumber(tenDigits: string): string | undefined {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(tenDigits) ? `+1${tenDigits}` : undefined;
}

export const MAX_SLOT_DAYS = 31;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A day of the calendar the database stores (not 2026-02-30, not year 0000). */
const isCalendarDate = isStorableDate;

/** An ISO 8601 date-time (UTC) the database can store: not year 0000 (storableTime.ts). */
const storableDateTime = (message?: string) =>
  z.iso.datetime(message).check(z.refine(isStorableInstant, message ?? STORABLE_RANGE_MESSAGE));

const division = z.enum(divisionIds, BOOKING_MESSAGES.division);

/** GET /api/booking/slots?division=…&from=YYYY-MM-DD&days=N */
export const slotsQuerySchema = z.object({
  division,
  from: z.string().check(z.refine(isCalendarDate, 'from must be YYYY-MM-DD')),
  days: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_SLOT_DAYS)), 14),
});

/**
 * The phone a booked call is placed to: required (every booking email says "we will call you"),
 * stored as E.164 so staff and their phones dial it as it is.
 */
const callPhone = z.pipe(
  z.string(BOOKING_MESSAGES.phone).check(
    z.maxLength(CONSULTATION_LIMITS.phone, BOOKING_MESSAGES.phone),
    z.refine((value) => phoneToE164(value) !== undefined, BOOKING_MESSAGES.phone),
  ),
  z.transform((value: string) => phoneToE164(value)!),
);

/**
 * The visitor's details as the booking page validates them: the contact form's, less the service,
 * with the phone required.
 */
export const bookingDetailsSchema = z.extend(
  z.omit(consultationFormSchema, { serviceType: true }),
  { phone: callPhone },
);
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;
export type BookingDetails = z.output<typeof bookingDetailsSchema>;

/** The form's fields: the contact form's, less the service, plus the division and the time. */
export const bookingFormSchema = z.extend(bookingDetailsSchema, {
  division,
  /** The slot's start as the slots answer gave it (ISO 8601, UTC). */
  start: storableDateTime(BOOKING_MESSAGES.start),
});

/** POST /api/booking/holds */
export const holdRequestSchema = z.extend(bookingFormSchema, {
  elapsedMs: z.optional(z.int().check(z.nonnegative())),
  turnstileToken: z.optional(z.string().check(z.maxLength(CONSULTATION_LIMITS.turnstileToken))),
  locale: z._default(z.enum(locales), 'en'),
  /** The visitor's IANA zone: their emails show their own time. */
  timeZone: z.string().check(z.maxLength(64), z.refine(isTimeZone, BOOKING_MESSAGES.timeZone)),
});

/** POST /api/booking/confirm: the token from the confirmation email. */
export const confirmRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(20), z.maxLength(200)),
});

/** POST /api/booking/manage and …/cancel: the token from the manage link. */
export const manageRequestSchema = confirmRequestSchema;

/** POST /api/booking/manage/reschedule */
export const rescheduleRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(20), z.maxLength(200)),
  start: storableDateTime(BOOKING_MESSAGES.start),
});

/** Answer of POST /api/booking/manage: the booking as its visitor may see it. */
export interface ManagedBooking {
  start: string;
  end: string;
  division: (typeof divisionIds)[number];
  timeZone: string;
  status: 'confirmed' | 'cancelled';
}

const weeklyWindowSchema = z
  .strictObject({
    weekday: z.int().check(z.minimum(0), z.maximum(6)),
    start: z.string().check(z.regex(CLOCK, 'Use HH:mm')),
    end: z.string().check(z.regex(CLOCK, 'Use HH:mm')),
  })
  .check(
    z.refine((w) => w.start < w.end, {
      message: 'A window ends after it starts',
      path: ['end'],
    }),
  );

/** PUT /api/admin/availability/:teamMemberId */
export const availabilitySchema = z.strictObject({
  weekly: z.array(weeklyWindowSchema).check(z.maxLength(50)),
  divisions: z.array(division).check(z.maxLength(divisionIds.length)),
  timeOff: z._default(
    z
      .array(
        z
          .strictObject({
            start: storableDateTime(),
            end: storableDateTime(),
            reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
          })
          .check(
            z.refine((off) => Date.parse(off.start) < Date.parse(off.end), {
              message: 'Time off ends after it starts',
              path: ['end'],
            }),
          ),
      )
      .check(z.maxLength(100)),
    [],
  ),
});

export type SlotsQuery = z.output<typeof slotsQuerySchema>;
export type HoldRequest = z.output<typeof holdRequestSchema>;
export type AvailabilityInput = z.input<typeof availabilitySchema>;
export type Availability = z.output<typeof availabilitySchema>;

/** Answer of GET /api/booking/slots. */
export interface SlotsAnswer {
  timeZone: string;
  slots: { start: string; end: string }[];
}

/** Answer of POST /api/booking/holds. */
export interface HoldCreated {
  holdId: string;
  expiresAt: string;
}

/** Answer of POST /api/booking/confirm. */
export interface BookingConfirmed {
  start: string;
  end: string;
  division: (typeof divisionIds)[number];
  timeZone: string;
  /** The invitation's UID: a calendar file downloaded from the page updates the emailed one. */
  icalUid: string;
  /** The manage page (site-relative, with its token), on the first confirmation only. */
  manageUrl?: string;
}

export const HOLIDAY_MESSAGES = {
  day: 'Use a real date (YYYY-MM-DD)',
  past: 'This day has already passed',
  duplicate: 'This day is already a firm holiday',
  name: 'Please name the holiday',
  notFound: 'Holiday not found',
} as const;

/** POST /api/admin/holidays: a day the whole firm is closed (firm calendar) and its name. */
export const holidaySchema = z.strictObject({
  day: z.string().check(z.refine(isCalendarDate, HOLIDAY_MESSAGES.day)),
  name: z
    .string(HOLIDAY_MESSAGES.name)
    .check(z.trim(), z.minLength(1, HOLIDAY_MESSAGES.name), z.maxLength(100)),
});
export type Holiday = z.output<typeof holidaySchema>;
