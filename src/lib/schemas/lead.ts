import { z } from 'zod';
import { LEAD_STATUSES } from '../domain.ts';
import { isStorableInstant } from './storableTime.ts';

/** Shared by the lead dialog (react-hook-form) and PATCH /api/admin/consultations/{id}. */
export const NOTES_MAX_LENGTH = 5000;
export const STATUS_MESSAGE = `Status must be one of: ${LEAD_STATUSES.join(', ')}`;
export const NOTES_MESSAGE = `Notes must be at most ${NOTES_MAX_LENGTH} characters`;
export const ASSIGNEE_MESSAGE = 'Owner must be a staff member id or null';
export const CONTACTED_AT_MESSAGE = 'contactedAt must be an ISO date and time';

const notesSchema = z.string({ error: NOTES_MESSAGE }).max(NOTES_MAX_LENGTH, NOTES_MESSAGE);

/** Every field optional: a PATCH changes what it names. Unknown keys (id, createdAt...) are a 400. */
export const leadUpdateSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: STATUS_MESSAGE }).optional(),
  notes: notesSchema.nullable().optional(),
  // Lower-cased once here, so "same owner" is a plain string comparison everywhere after.
  assignedTo: z
    .uuid({ error: ASSIGNEE_MESSAGE })
    .transform((id) => id.toLowerCase())
    .nullable()
    .optional(),
  contactedAt: z.iso
    .datetime({ offset: true, error: CONTACTED_AT_MESSAGE })
    .refine(isStorableInstant, CONTACTED_AT_MESSAGE)
    .optional(),
});
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

/** The dialog's form: '' in the owner select means unassigned. */
export const leadFormSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: STATUS_MESSAGE }),
  assignedTo: z.union([z.literal(''), z.uuid({ error: ASSIGNEE_MESSAGE })]),
  notes: notesSchema,
});
export type LeadFormValues = z.input<typeof leadFormSchema>;
