import { z } from 'zod';

/** Long-form legal pages (privacy, terms) written in MDX. */
export const legalEntrySchema = z.object({
  /** Page heading and title. */
  title: z.string(),
  /** Meta description. */
  description: z.string().min(50),
  /** Date shown as 'Last updated', e.g. 'October 29, 2025'. */
  lastUpdated: z
    .string()
    .regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, 'write the date as "October 29, 2025"'),
});
