import type { z } from 'zod';
import { contentFileSchemas } from './contentFiles.ts';
import { factsEntrySchema, factsSpanishSchema } from './facts.ts';

/**
 * The collections the content editor (/admin/content) edits, and how: the same schemas as the build
 * (contentFiles.ts) plus what only the editor needs to know. Read by the API (src/server/content)
 * and by the admin app's forms, so neither keeps a second list.
 *
 * - `format`: how an entry is stored: YAML data, Markdown (frontmatter + a plain
 *   Markdown `body`, `.md`: no code, no HTML; see src/server/content/markdownBodyRules.ts), or JSON.
 * - `titleField`: the field the list shows; `orderField`: the field the pages sort by.
 * - `canCreate`: editors may add and delete entries (pages the site routes by id may not).
 * - `adminOnly`: only admins may save it (legal pages, edited as source).
 * - `spanishSchema`: a twin holding only what Spanish writes differently (the firm's facts).
 */
export interface EditableCollection {
  label: string;
  format: 'yaml' | 'markdown' | 'json';
  schema: z.ZodObject;
  spanishSchema?: z.ZodObject;
  titleField: string;
  orderField?: string;
  canCreate: boolean;
  adminOnly: boolean;
  /** Entries sit one folder deeper, by this field's value (services/<division>/<id>.yaml). */
  folderField?: string;
}

/**
 * `es` is the folder of the Spanish twins: an entry with that id would be published yet hidden from
 * the editor's list (L10 of the security probe), so no entry may take it.
 */
export const RESERVED_ENTRY_ID = 'es';
export const RESERVED_ENTRY_ID_RULE =
  'The id "es" is the folder of the Spanish pages. Choose another id';

export const editableCollections = {
  facts: {
    label: "Firm's facts",
    format: 'json',
    schema: factsEntrySchema,
    spanishSchema: factsSpanishSchema,
    titleField: 'phone',
    canCreate: false,
    adminOnly: false,
  },
  divisions: {
    label: 'Division pages',
    format: 'markdown',
    schema: contentFileSchemas.divisions,
    titleField: 'headline',
    canCreate: false,
    adminOnly: false,
  },
  services: {
    label: 'Services',
    format: 'yaml',
    schema: contentFileSchemas.services,
    titleField: 'title',
    orderField: 'order',
    canCreate: true,
    adminOnly: false,
    folderField: 'division',
  },
  faq: {
    label: 'Questions and answers',
    format: 'yaml',
    schema: contentFileSchemas.faq,
    titleField: 'question',
    orderField: 'order',
    canCreate: true,
    adminOnly: false,
  },
  testimonials: {
    label: 'Testimonials',
    format: 'yaml',
    schema: contentFileSchemas.testimonials,
    titleField: 'name',
    orderField: 'order',
    canCreate: true,
    adminOnly: false,
  },
  timeline: {
    label: 'Timeline',
    format: 'yaml',
    schema: contentFileSchemas.timeline,
    titleField: 'title',
    orderField: 'year',
    canCreate: true,
    adminOnly: false,
  },
  partnerships: {
    label: 'Partnerships',
    format: 'yaml',
    schema: contentFileSchemas.partnerships,
    titleField: 'company',
    orderField: 'order',
    canCreate: true,
    adminOnly: false,
  },
  programs: {
    label: 'Programs',
    format: 'yaml',
    schema: contentFileSchemas.programs,
    titleField: 'title',
    orderField: 'order',
    canCreate: true,
    adminOnly: false,
  },
  recognitions: {
    label: 'Recognitions',
    format: 'yaml',
    schema: contentFileSchemas.recognitions,
    titleField: 'title',
    orderField: 'order',
    canCreate: true,
    adminOnly: false,
  },
  team: {
    label: 'Team',
    format: 'yaml',
    schema: contentFileSchemas.team,
    titleField: 'name',
    orderField: 'order',
    canCreate: true,
    adminOnly: false,
  },
  legal: {
    label: 'Legal pages',
    format: 'markdown',
    schema: contentFileSchemas.legal,
    titleField: 'title',
    canCreate: false,
    adminOnly: true,
  },
} satisfies Record<string, EditableCollection>;

export type EditableCollectionName = keyof typeof editableCollections;

export function editableCollection(name: string): EditableCollection | undefined {
  return Object.hasOwn(editableCollections, name)
    ? (editableCollections as Record<string, EditableCollection>)[name]
    : undefined;
}
