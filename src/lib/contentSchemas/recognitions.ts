import { z } from 'zod';
import './fieldMeta.ts';

export const recognitionEntrySchema = z.object({
  title: z.string().min(3).meta({ label: 'Title', help: 'Recognition or certification name.' }),
  issuer: z.string().min(2).meta({ label: 'Issuer', help: 'Who grants it.' }),
  description: z.string().min(10).meta({
    label: 'Description',
    help: 'One sentence on what it means for clients.',
    widget: 'textarea',
  }),
  badge: z
    .string()
    .min(2)
    .max(32)
    .meta({ label: 'Badge', help: 'Short badge text for the footer (two or three words).' }),
  order: z.number().int().meta({ label: 'Order', help: 'Sort position, lowest first.' }),
});
