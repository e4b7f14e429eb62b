import { z } from 'zod';

export const testimonialEntrySchema = z.object({
  /** Client's name (fictional placeholder until real, consented quotes replace it). */
  name: z.string().min(2),
  /** Client's role, e.g. 'Social Equity Applicant'. */
  role: z.string().min(2),
  /** Client's business, when they want it named. */
  company: z.string().optional(),
  /** The quote, without surrounding quotation marks. */
  quote: z.string().min(20),
  /** True for social equity applicants: they are the ones the cannabis page shows. */
  equityApplicant: z.boolean(),
  /** Sort position, lowest first. */
  order: z.number().int(),
});
