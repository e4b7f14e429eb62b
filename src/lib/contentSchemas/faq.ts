import { z } from 'zod';
import { divisionIds } from '../site.ts';
import './fieldMeta.ts';

/** Pages that can show a FAQ list: the division pages and the contact page. */
export const faqPages = [...divisionIds, 'contact'] as const;

export const faqEntrySchema = z.object({
  question: z
    .string()
    .min(5)
    .meta({ label: 'Question', help: 'The visitor’s question, as they would ask it.' }),
  answer: z.string().min(5).meta({
    label: 'Answer',
    help: 'A short, plain answer (one or two sentences).',
    widget: 'textarea',
  }),
  pages: z.array(z.enum(faqPages)).min(1).meta({
    label: 'Pages',
    help: 'Pages that list this question (and emit it as FAQPage structured data).',
  }),
  order: z
    .number()
    .int()
    .meta({ label: 'Order', help: 'Sort position within a page’s list, lowest first.' }),
});
