import { z } from 'zod';

export const timelineEntrySchema = z.object({
  /** Calendar year of the milestone (the timeline spans 2018-2025). */
  year: z.number().int().min(2018).max(2025),
  /** Short milestone title. */
  title: z.string().min(3),
  /** One or two sentences about the milestone. */
  description: z.string().min(10),
});
