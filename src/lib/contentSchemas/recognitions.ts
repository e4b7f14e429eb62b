import { z } from 'zod';
import { fillSiteFacts } from '../siteFacts.ts';
import './fieldMeta.ts';

/** An unknown fact name is refused elsewhere (the readers stop on it); here it counts as typed. */
function printedLength(text: string): number {
  try {
    return fillSiteFacts(text).length;
  } catch {
    return text.length;
  }
}

export const recognitionEntrySchema = z.object({
  title: z.string().min(3).meta({ label: 'Title', help: 'Recognition or certification name.' }),
  issuer: z.string().min(2).meta({ label: 'Issuer', help: 'Who grants it.' }),
  description: z.string().min(10).meta({
    label: 'Description',
    help: 'One sentence on what it means for clients.',
    widget: 'textarea',
  }),
  // Measured as printed: a fact token ({site.stats.proBonoHoursPerYear}) counts as its figure.
  badge: z
    .string()
    .min(2)
    .refine((text) => printedLength(text) <= 32, 'at most 32 characters as printed')
    .meta({ label: 'Badge', help: 'Short badge text for the footer (two or three words).' }),
  order: z.number().int().meta({ label: 'Order', help: 'Sort position, lowest first.' }),
});
