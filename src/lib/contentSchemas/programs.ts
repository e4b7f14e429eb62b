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
  timingUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'write the date as YYYY-MM-DD, e.g. 2026-12-31')
    .optional()
    .meta({
      label: 'Timing true until',
      help: "The last day the timing note is true (2026-12-31 for 'Launching 2026'); after it the build warns that the note needs rewording.",
    }),
  description: z
    .string()
    .min(20)
    .meta({ label: 'Description', help: 'What the program offers.', widget: 'textarea' }),
  order: z.number().int().meta({ label: 'Order', help: 'Sort position, lowest first.' }),
});
