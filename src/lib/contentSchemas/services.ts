import { z } from 'zod';
import { divisionIds } from '../site.ts';
import './fieldMeta.ts';

export const serviceEntrySchema = z.object({
  division: z
    .enum(divisionIds)
    .meta({ label: 'Division', help: 'Which division page shows this service card.' }),
  title: z
    .string()
    .min(3)
    .meta({ label: 'Title', help: 'Card heading; also the structured-data Service name.' }),
  summary: z.string().min(20).meta({
    label: 'Summary',
    help: 'One-paragraph description; also the structured-data description.',
    widget: 'textarea',
  }),
  points: z.array(z.string()).min(2).max(5).meta({
    label: 'Deliverables',
    help: 'Three or four concrete deliverables, listed on the card.',
  }),
  order: z
    .number()
    .int()
    .meta({ label: 'Order', help: 'Sort position within the division, lowest first.' }),
});
