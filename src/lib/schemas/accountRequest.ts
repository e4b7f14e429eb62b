import { z } from 'zod';
import { DEFAULT_ROLE, MIN_LENGTH, ROLES } from '../domain.ts';
import { emailSchema, personNameSchema } from './auth.ts';

export const REASON_MESSAGE =
  'Please provide at least 20 characters explaining why you need access';
export const ROLE_MESSAGE = 'Role must be admin or employee';

export const accountRequestSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  requestedRole: z.enum(ROLES, { error: ROLE_MESSAGE }).default(DEFAULT_ROLE),
  reason: z
    .string({ error: REASON_MESSAGE })
    .trim()
    .min(MIN_LENGTH.accessReason, REASON_MESSAGE)
    .max(2000, 'Please keep the reason under 2000 characters'),
  /** Honeypot: hidden from people, filled in by bots. A filled one is answered but never stored. */
  website: z.string().max(500).optional(),
  /** Milliseconds since the form rendered (minimum fill time, src/lib/fillTime.ts). */
  elapsedMs: z.number().int().nonnegative().max(86_400_000).optional(),
});
export type AccountRequestInput = z.input<typeof accountRequestSchema>;

/** The one answer, whatever happened, so the form never reveals whether an email is known. */
export const ACCOUNT_REQUEST_RECEIVED = {
  message: 'Request submitted. An administrator will review your request shortly.',
} as const;
