import { z } from 'zod';

export const partnershipEntrySchema = z.object({
  /** The client's contact person. */
  name: z.string().min(2),
  /** That person's title. */
  title: z.string().min(2),
  /** The partner business. */
  company: z.string().min(2),
  /** What we did together. */
  description: z.string().min(20),
  /** Optional public contact details the partner agreed to list. */
  contact: z
    .object({
      /** Display phone number. */
      phone: z.string().optional(),
      /** Public email address. */
      email: z.email().optional(),
      /** Absolute website URL. */
      website: z.url().optional(),
    })
    .optional(),
  /** Sort position, lowest first. */
  order: z.number().int(),
});
