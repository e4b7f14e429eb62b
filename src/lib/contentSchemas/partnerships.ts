import { z } from 'zod';
import './fieldMeta.ts';

export const partnershipEntrySchema = z.object({
  name: z.string().min(2).meta({ label: 'Contact name', help: 'The client’s contact person.' }),
  title: z.string().min(2).meta({ label: 'Contact title', help: 'That person’s title.' }),
  company: z.string().min(2).meta({ label: 'Company', help: 'The partner business.' }),
  description: z
    .string()
    .min(20)
    .meta({ label: 'Description', help: 'What we did together.', widget: 'textarea' }),
  contact: z
    .object({
      phone: z.string().optional().meta({ label: 'Phone', help: 'Display phone number.' }),
      email: z.email().optional().meta({ label: 'Email', help: 'Public email address.' }),
      website: z.url().optional().meta({ label: 'Website', help: 'Absolute website URL.' }),
    })
    .optional()
    .meta({
      label: 'Public contact details',
      help: 'Optional details the partner agreed to list.',
    }),
  order: z.number().int().meta({ label: 'Order', help: 'Sort position, lowest first.' }),
});
