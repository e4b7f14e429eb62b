import { z } from 'zod';
import { divisionIds } from '../site.ts';

/** Pages that can show a FAQ list: the division pages and the contact page. */
export const faqPages = [...divisionIds, 'contact'] as const;

export const faqEntrySchema = z.object({
  /** The visitor's question, as they would ask it. */
  question: z.string().min(5),
  /** A short, plain answer (one or two sentences). */
  answer: z.string().min(5),
  /** Pages that list this question (and emit it as FAQPage structured data). */
  pages: z.array(z.enum(faqPages)).min(1),
  /** Sort position within a page's list, lowest first. */
  order: z.number().int(),
});
