import { z } from 'zod';
import { divisionEntrySchema } from './divisions.ts';
import { faqEntrySchema } from './faq.ts';
import { legalEntrySchema } from './legal.ts';
import { partnershipEntrySchema } from './partnerships.ts';
import { programEntrySchema } from './programs.ts';
import { recognitionEntrySchema } from './recognitions.ts';
import { serviceEntrySchema } from './services.ts';
import { teamEntrySchema } from './team.ts';
import { testimonialEntrySchema } from './testimonials.ts';
import { timelineEntrySchema } from './timeline.ts';

/**
 * Each collection's schema for its files as written, for readers outside Astro
 * (scripts/readContentCollection.ts). The same schemas as src/content.config.ts, except that a team
 * portrait stays the relative path the YAML names: only Astro turns it into an optimised image.
 */
export const contentFileSchemas = {
  divisions: divisionEntrySchema,
  faq: faqEntrySchema,
  legal: legalEntrySchema,
  partnerships: partnershipEntrySchema,
  programs: programEntrySchema,
  recognitions: recognitionEntrySchema,
  services: serviceEntrySchema,
  team: teamEntrySchema(z.string()),
  testimonials: testimonialEntrySchema,
  timeline: timelineEntrySchema,
};

export type ContentCollectionName = keyof typeof contentFileSchemas;
export type ContentFileData<Name extends ContentCollectionName> = z.infer<
  (typeof contentFileSchemas)[Name]
>;
