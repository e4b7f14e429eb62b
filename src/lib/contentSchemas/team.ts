import { z } from 'zod';

/**
 * A team member. The photo's schema is a parameter: Astro passes its `image()` helper
 * (src/content.config.ts) so the portrait is optimised at build, while scripts that read the YAML
 * directly (scripts/chatContentPassages.ts) accept the relative path as a string.
 */
export const teamEntrySchema = <Photo extends z.ZodType>(photo: Photo) =>
  z.object({
    /** Full name. */
    name: z.string().min(2),
    /** Job title as shown on the profile. */
    role: z.string().min(2),
    /** Credentials and certifications, one per line. */
    credentials: z.array(z.string()).min(1),
    /** Portrait in src/assets (relative path); optimised to AVIF/WebP at build. */
    photo,
    /** Alt text for the portrait. */
    photoAlt: z.string().min(5),
    /** Short biography paragraph. */
    bio: z.string().min(40),
    /** Work email (also in Person structured data). */
    email: z.email(),
    /** External professional-network profile URL. */
    profileUrl: z.url(),
    /** Sort position, lowest first. */
    order: z.number().int(),
  });
