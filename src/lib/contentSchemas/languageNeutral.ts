import type { EditableCollection } from './editableCollections.ts';
import { editorFields, type EditorField } from './editorFields.ts';

/**
 * Fields whose value is the same in both languages: order, dates, choices and photos (edited once,
 * in the English column), and for a collection whose Spanish twin holds only what Spanish writes
 * differently (the firm's facts), every field the twin does not have (phone, email, address…).
 * Changing one of these never makes the Spanish "need review".
 */
export const LANGUAGE_NEUTRAL_KINDS = new Set<EditorField['kind']>([
  'number',
  'boolean',
  'select',
  'multi-select',
  'image',
  'date',
]);

/** The collection's top-level fields a translation does not depend on. */
export function languageNeutralFields(collection: EditableCollection): Set<string> {
  const fields = editorFields(collection.schema);
  if (collection.spanishSchema) {
    const translated = new Set(Object.keys(collection.spanishSchema.shape));
    return new Set(fields.map((f) => f.name).filter((name) => !translated.has(name)));
  }
  return new Set(fields.filter((f) => LANGUAGE_NEUTRAL_KINDS.has(f.kind)).map((f) => f.name));
}
