import { z } from 'zod';
import { divisionIds } from '../site.ts';

export const serviceEntrySchema = z.object({
  /** Which division page shows this service card. */
  division: z.enum(divisionIds),
  /** Card heading; also the structured-data Service name. */
  title: z.string().min(3),
  /** One-paragraph description; also the structured-data description. */
  summary: z.string().min(20),
  /** Three or four concrete deliverables, listed on the card. */
  points: z.array(z.string()).min(2).max(5),
  /** Sort position within the division, lowest first. */
  order: z.number().int(),
});
