import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { divisionEntrySchema } from './lib/contentSchemas/divisions.ts';
import { faqEntrySchema } from './lib/contentSchemas/faq.ts';
import { legalEntrySchema } from './lib/contentSchemas/legal.ts';
import { partnershipEntrySchema } from './lib/contentSchemas/partnerships.ts';
import { programEntrySchema } from './lib/contentSchemas/programs.ts';
import { recognitionEntrySchema } from './lib/contentSchemas/recognitions.ts';
import { serviceEntrySchema } from './lib/contentSchemas/services.ts';
import { teamEntrySchema } from './lib/contentSchemas/team.ts';
import { testimonialEntrySchema } from './lib/contentSchemas/testimonials.ts';
import { timelineEntrySchema } from './lib/contentSchemas/timeline.ts';

/**
 * Typed site copy. Each collection's files live in src/content/<name>/ (one entry per file); the
 * build fails with the file name and the field when an entry does not match its schema. The schemas
 * live in src/lib/contentSchemas so scripts that read the files directly (the chat knowledge step,
 * scripts/chatContentPassages.ts) check them with the same rules.
 */

const yaml = (name: string) =>
  glob({ pattern: '**/*.{yaml,yml,json}', base: `./src/content/${name}` });
// Plain Markdown only: an editor's page text is data, and MDX would run it as code at build time.
const markdown = (name: string) => glob({ pattern: '**/*.md', base: `./src/content/${name}` });

export const collections = {
  faq: defineCollection({ loader: yaml('faq'), schema: faqEntrySchema }),
  divisions: defineCollection({ loader: markdown('divisions'), schema: divisionEntrySchema }),
  services: defineCollection({ loader: yaml('services'), schema: serviceEntrySchema }),
  testimonials: defineCollection({ loader: yaml('testimonials'), schema: testimonialEntrySchema }),
  timeline: defineCollection({ loader: yaml('timeline'), schema: timelineEntrySchema }),
  partnerships: defineCollection({ loader: yaml('partnerships'), schema: partnershipEntrySchema }),
  team: defineCollection({
    loader: yaml('team'),
    schema: ({ image }) => teamEntrySchema(image()),
  }),
  programs: defineCollection({ loader: yaml('programs'), schema: programEntrySchema }),
  recognitions: defineCollection({ loader: yaml('recognitions'), schema: recognitionEntrySchema }),
  legal: defineCollection({ loader: markdown('legal'), schema: legalEntrySchema }),
};
