import * as z from 'zod/mini';
import { MIN_LENGTH, SERVICE_TYPES } from '../domain.ts';
import { locales } from '../../i18n/locales.ts';

/**
 * The consultation request, shared by the contact form (zodResolver) and POST /api/consultations.
 * Messages are the required texts; the caps keep one request from filling the database.
 */
export const CONSULTATION_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 200,
  message: 5000,
  /** The honeypot only needs to be long enough to hold whatever a bot types into it. */
  website: 2000,
  turnstileToken: 4096,
} as const;

export const CONSULTATION_MESSAGES = {
  name: `Name must be at least ${MIN_LENGTH.name} characters`,
  email: 'Please enter a valid email address',
  message: 'Please provide more details about your needs',
  serviceType: 'Please choose one of the listed services',
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

const optionalText = (label: string, max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong(label, max))));

/**
 * The fields a visitor fills in, plus the honeypot the form renders invisibly. Written with zod/mini
 * because browsers download it (docs/design.md, "Byte budgets").
 */
export const consultationFormSchema = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(MIN_LENGTH.name, CONSULTATION_MESSAGES.name),
      z.maxLength(CONSULTATION_LIMITS.name, tooLong('Name', CONSULTATION_LIMITS.name)),
    ),
  email: z.pipe(
    z.string().check(
      // Checked before trimming, which would otherwise quietly drop a trailing CR/LF: a value
      // carrying line breaks is an attempt at header injection, not a typo.
      z.regex(/^[^\r\n]*$/, CONSULTATION_MESSAGES.email),
      z.trim(),
      z.toLowerCase(),
      z.maxLength(CONSULTATION_LIMITS.email, tooLong('Email', CONSULTATION_LIMITS.email)),
    ),
    z.email(CONSULTATION_MESSAGES.email),
  ),
  phone: optionalText('Phone', CONSULTATION_LIMITS.phone),
  company: optionalText('Company', CONSULTATION_LIMITS.company),
  serviceType: z.enum(SERVICE_TYPES, CONSULTATION_MESSAGES.serviceType),
  isSocialEquityApplicant: z._default(z.boolean(), false),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(MIN_LENGTH.message, CONSULTATION_MESSAGES.message),
      z.maxLength(CONSULTATION_LIMITS.message, tooLong('Message', CONSULTATION_LIMITS.message)),
    ),
  /** Honeypot: people never see it, so any value means a bot filled the page. */
  website: z.optional(z.string().check(z.maxLength(CONSULTATION_LIMITS.website))),
});

/** What the API accepts: the form's values plus the spam-defence facts the island adds. */
export const consultationRequestSchema = z.extend(consultationFormSchema, {
  /** Milliseconds between the form rendering and its submission. */
  elapsedMs: z.optional(z.int().check(z.nonnegative())),
  /** Cloudflare Turnstile token; only required when the server has TURNSTILE_SECRET_KEY. */
  turnstileToken: z.optional(z.string().check(z.maxLength(CONSULTATION_LIMITS.turnstileToken))),
  /** The language of the page the visitor wrote from; their acknowledgement email uses it. */
  locale: z._default(z.enum(locales, `Locale must be one of: ${locales.join(', ')}`), 'en'),
});

export type ConsultationFormInput = z.input<typeof consultationFormSchema>;
export type ConsultationFormValues = z.output<typeof consultationFormSchema>;

/** Answer of POST /api/consultations. */
export interface ConsultationCreated {
  id: string;
  createdAt: string;
}
