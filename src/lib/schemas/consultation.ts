import { z } from 'zod';
import { DEFAULT_SERVICE_TYPE, MIN_LENGTH, SERVICE_TYPES } from '../domain';

/**
 * The consultation request, shared by the contact form (zodResolver) and POST /api/consultations.
 * Messages are the spec's (section 5); the caps keep one request from filling the database.
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
  z.string().trim().max(max, tooLong(label, max)).optional();

/** The fields a visitor fills in, plus the honeypot the form renders invisibly. */
export const consultationFormSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(MIN_LENGTH.name, CONSULTATION_MESSAGES.name)
    .max(CONSULTATION_LIMITS.name, tooLong('Name', CONSULTATION_LIMITS.name)),
  email: z
    .string()
    // Checked before trimming: a CR/LF would otherwise be trimmed away at the end of the value
    // and could never reach a mail header anyway, but a client sending one is not a person typing.
    .regex(/^[^\r\n]*$/, CONSULTATION_MESSAGES.email)
    .trim()
    .toLowerCase()
    .max(CONSULTATION_LIMITS.email, tooLong('Email', CONSULTATION_LIMITS.email))
    .pipe(z.email(CONSULTATION_MESSAGES.email)),
  phone: optionalText('Phone', CONSULTATION_LIMITS.phone),
  company: optionalText('Company', CONSULTATION_LIMITS.company),
  serviceType: z.enum(SERVICE_TYPES, CONSULTATION_MESSAGES.serviceType),
  isSocialEquityApplicant: z.boolean().default(false),
  message: z
    .string()
    .trim()
    .min(MIN_LENGTH.message, CONSULTATION_MESSAGES.message)
    .max(CONSULTATION_LIMITS.message, tooLong('Message', CONSULTATION_LIMITS.message)),
  /** Honeypot: people never see it, so any value means a bot filled the page. */
  website: z.string().max(CONSULTATION_LIMITS.website).optional(),
});

/** What the API accepts: the form's values plus the spam-defence facts the island adds. */
export const consultationRequestSchema = consultationFormSchema.extend({
  /** Milliseconds between the form rendering and its submission. */
  elapsedMs: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Cloudflare Turnstile token; only required when the server has TURNSTILE_SECRET_KEY. */
  turnstileToken: z.string().max(CONSULTATION_LIMITS.turnstileToken).optional(),
});

export type ConsultationFormInput = z.input<typeof consultationFormSchema>;
export type ConsultationFormValues = z.output<typeof consultationFormSchema>;
export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ConsultationRequest = z.output<typeof consultationRequestSchema>;

export const consultationFormDefaults: ConsultationFormInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  serviceType: DEFAULT_SERVICE_TYPE,
  isSocialEquityApplicant: false,
  message: '',
  website: '',
};

/** Answer of POST /api/consultations. */
export interface ConsultationCreated {
  id: string;
  createdAt: string;
}
