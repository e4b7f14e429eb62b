import { z } from 'zod';
import './fieldMeta.ts';

/**
 * A team member. The photo's schema is a parameter: Astro passes its `image()` helper
 * (src/content.config.ts) so the portrait is optimised at build, while scripts that read the YAML
 * directly (scripts/chatContentPassages.ts) accept the relative path as a string.
 */
export const teamEntrySchema = <Photo extends z.ZodType>(photo: Photo) =>
  z.object({
    name: z.string().min(2).meta({ label: 'Full name' }),
    role: z.string().min(2).meta({ label: 'Role', help: 'Job title as shown on the profile.' }),
    credentials: z
      .array(z.string())
      .min(1)
      .meta({ label: 'Credentials', help: 'Credentials and certifications, one per line.' }),
    photo: photo.meta({
      label: 'Photo',
      help: 'Portrait in src/assets/team; optimised to AVIF/WebP at build.',
      widget: 'image',
    }),
    photoAlt: z
      .string()
      .min(5)
      .meta({ label: 'Photo description', help: 'Alt text for the portrait.' }),
    bio: z
      .string()
      .min(40)
      .meta({ label: 'Biography', help: 'Short biography paragraph.', widget: 'textarea' }),
    email: z.email().meta({ label: 'Email', help: 'Work email (also in Person structured data).' }),
    profileUrl: z
      .url()
      .meta({ label: 'Profile URL', help: 'External professional-network profile URL.' }),
    order: z.number().int().meta({ label: 'Order', help: 'Sort position, lowest first.' }),
  });
