import { z } from 'zod';
import './fieldMeta.ts';

/** Long-form legal pages (privacy, terms) written in Markdown. */
export const legalEntrySchema = z.object({
  title: z.string().meta({ label: 'Title', help: 'Page heading and title.' }),
  description: z.string().min(50).meta({ label: 'Meta description', widget: 'textarea' }),
  lastUpdated: z
    .string()
    .regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, 'write the date as "October 29, 2025"')
    .meta({ label: 'Last updated', help: "Shown as 'Last updated', e.g. 'October 29, 2025'." }),
});
