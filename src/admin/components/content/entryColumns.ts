import type { EditableCollection } from '../../../lib/contentSchemas/editableCollections.ts';
import { editorFields, type EditorField } from '../../../lib/contentSchemas/editorFields.ts';
import { LANGUAGE_NEUTRAL_KINDS as SHARED_KINDS } from '../../../lib/contentSchemas/languageNeutral.ts';

/**
 * Values a language does not change (order, dates, choices, photos) are edited once, in the
 * English column, and copied into the Spanish on save: the twins cannot disagree about them.
 */

export interface EntryColumns {
  en: EditorField[];
  es: EditorField[];
  /** The English fields the Spanish copies on save (none when Spanish has its own schema). */
  shared: string[];
}

/** The fields of an entry's English and Spanish columns, for the edit form and the new-entry dialog. */
export function entryColumns(collection: EditableCollection): EntryColumns {
  const en = editorFields(collection.schema);
  if (collection.spanishSchema) {
    return { en, es: editorFields(collection.spanishSchema), shared: [] };
  }
  return {
    en,
    es: en.filter((field) => !SHARED_KINDS.has(field.kind)),
    shared: en.filter((field) => SHARED_KINDS.has(field.kind)).map((field) => field.name),
  };
}

/** The Spanish as the API takes it: its own fields plus the shared ones from the English. */
export function withSharedValues(
  en: Record<string, unknown>,
  es: Record<string, unknown>,
  shared: string[],
): Record<string, unknown> {
  return { ...es, ...Object.fromEntries(shared.map((field) => [field, en[field]])) };
}
