import * as z from 'zod/mini';

/**
 * The content editor's list (`GET /api/admin/content`) as the browser receives it: the server
 * types its answer from these and the staff app reads it with the same types, so the two cannot
 * drift apart. Dates are ISO strings, as they travel.
 */
export const spanishStatusSchema = z.enum(['ok', 'missing', 'needs-review']);

/** Where an entry stands against the published site; `deleted` is a drafted delete not yet published. */
export const entryStateSchema = z.enum(['published', 'new', 'changed', 'deleted']);

export const contentListEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  order: z.nullable(z.number()),
  spanish: spanishStatusSchema,
  state: entryStateSchema,
  /** Any unpublished draft (`state` is not `published`); kept for clients that read only this. */
  draft: z.boolean(),
  updatedAt: z.nullable(z.iso.datetime()),
  updatedBy: z.nullable(z.string()),
});

export const contentListCollectionSchema = z.object({
  name: z.string(),
  label: z.string(),
  canCreate: z.boolean(),
  adminOnly: z.boolean(),
  entries: z.array(contentListEntrySchema),
});

export type SpanishStatus = z.infer<typeof spanishStatusSchema>;
export type EntryState = z.infer<typeof entryStateSchema>;
export type ContentListEntry = z.infer<typeof contentListEntrySchema>;
export type ContentListCollection = z.infer<typeof contentListCollectionSchema>;
