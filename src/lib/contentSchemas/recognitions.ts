import { z } from 'zod';

export const recognitionEntrySchema = z.object({
  /** Recognition or certification name. */
  title: z.string().min(3),
  /** Who grants it. */
  issuer: z.string().min(2),
  /** One sentence on what it means for clients. */
  description: z.string().min(10),
  /** Short badge text for the footer (two or three words). */
  badge: z.string().min(2).max(32),
  /** Sort position, lowest first. */
  order: z.number().int(),
});
