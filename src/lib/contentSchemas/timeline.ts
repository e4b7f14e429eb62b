import { z } from 'zod';
import './fieldMeta.ts';

export const timelineEntrySchema = z.object({
  year: z.number().int().min(2018).max(2025).meta({
    label: 'Year',
    help: 'Calendar year of the milestone (the timeline spans 2018-2025).',
  }),
  title: z.string().min(3).meta({ label: 'Title', help: 'Short milestone title.' }),
  description: z.string().min(10).meta({
    label: 'Description',
    help: 'One or two sentences about the milestone.',
    widget: 'textarea',
  }),
});
