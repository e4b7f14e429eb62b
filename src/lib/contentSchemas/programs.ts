import { z } from 'zod';
import './fieldMeta.ts';

export const programEntrySchema = z.object({
  title: z.string().min(3).meta({ label: 'Program name' }),
  label: z.string().min(3).meta({
    label: 'Status label',
    help: "Exactly as printed, e.g. 'ONGOING', '2018 - PRESENT', 'FUTURE'.",
  }),
  timing: z
    .string()
    .optional()
    .meta({ label: 'Timing', help: "Optional timing note, e.g. 'Launching 2026'." }),
  description: z
    .string()
    .min(20)
    .meta({ label: 'Description', help: 'What the program offers.', widget: 'textarea' }),
  order: z.number().int().meta({ label: 'Order', help: 'Sort position, lowest first.' }),
});
