import { z } from 'zod';
import './fieldMeta.ts';

export const testimonialEntrySchema = z.object({
  name: z.string().min(2).meta({
    label: 'Client name',
    help: 'Fictional placeholder until real, consented quotes replace it.',
  }),
  role: z.string().min(2).meta({ label: 'Client role', help: "e.g. 'Social Equity Applicant'." }),
  company: z
    .string()
    .optional()
    .meta({ label: 'Company', help: 'The client’s business, when they want it named.' }),
  quote: z.string().min(20).meta({
    label: 'Quote',
    help: 'The quote, without surrounding quotation marks.',
    widget: 'textarea',
  }),
  equityApplicant: z.boolean().meta({
    label: 'Social equity applicant',
    help: 'Social equity applicants are the ones the cannabis page shows.',
  }),
  order: z.number().int().meta({ label: 'Order', help: 'Sort position, lowest first.' }),
});
