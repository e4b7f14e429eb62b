import { z } from 'zod';
import './fieldMeta.ts';

/**
 * Up to next year, counted when the schema is read (the build, the editor's form, the API): a
 * milestone planned for January can be written in December, and a typo like 2062 is still refused.
 */
const latestYear = new Date().getUTCFullYear() + 1;

export const timelineEntrySchema = z.object({
  year: z
    .number()
    .int()
    .min(2018)
    .max(latestYear)
    .meta({
      label: 'Year',
      help: `Calendar year of the milestone, from 2018 (the firm's founding) to ${latestYear}.`,
    }),
  title: z.string().min(3).meta({ label: 'Title', help: 'Short milestone title.' }),
  description: z.string().min(10).meta({
    label: 'Description',
    help: 'One or two sentences about the milestone.',
    widget: 'textarea',
  }),
});
