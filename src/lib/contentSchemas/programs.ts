import { z } from 'zod';

export const programEntrySchema = z.object({
  /** Program name. */
  title: z.string().min(3),
  /** Status label exactly as printed, e.g. 'ONGOING', '2018 - PRESENT', 'FUTURE'. */
  label: z.string().min(3),
  /** Optional timing note, e.g. 'Launching 2026'. */
  timing: z.string().optional(),
  /** What the program offers. */
  description: z.string().min(20),
  /** Sort position, lowest first. */
  order: z.number().int(),
});
