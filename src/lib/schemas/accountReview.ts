import { z } from 'zod';
import { newPasswordSchema } from './password.ts';

/** An approval carries a temporary password, a rejection an optional reason. */
export const REJECTION_REASON_MAX = 1000;
export const REVIEW_STATUS_MESSAGE = "Status must be 'approved' or 'rejected'";

export const approveAccountRequestSchema = z.strictObject({
  status: z.literal('approved'),
  password: newPasswordSchema,
});

export const rejectAccountRequestSchema = z.strictObject({
  status: z.literal('rejected'),
  rejectionReason: z
    .string()
    .trim()
    .max(REJECTION_REASON_MAX, `Please keep the reason under ${REJECTION_REASON_MAX} characters`)
    .nullish()
    // An empty textarea means "no reason given", stored as null rather than ''.
    .transform((value) => value || null),
});

export const reviewAccountRequestSchema = z.discriminatedUnion(
  'status',
  [approveAccountRequestSchema, rejectAccountRequestSchema],
  { error: REVIEW_STATUS_MESSAGE },
);
export type ReviewAccountRequestInput = z.input<typeof reviewAccountRequestSchema>;
