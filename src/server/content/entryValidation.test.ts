import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  editableCollections,
  type EditableCollection,
} from '../../lib/contentSchemas/editableCollections.ts';
import { loadEntry } from './contentEntries.ts';
import { CONTENT_ROOT, entryIdsOf } from './entryFiles.ts';
import { entryErrors, UNKNOWN_FIELD_MESSAGE } from './entryValidation.ts';
import { WorkingTreeStore } from './workingTreeStore.ts';

/**
 * Unknown keys are refused (security probe 4, I16): that must not refuse any entry the site has,
 * or the editor could not save a page it opened. Read-only over the repository's own content.
 */
const store = new WorkingTreeStore(path.resolve(import.meta.dirname, '../../..'));
const collections = Object.entries(editableCollections as Record<string, EditableCollection>);

describe('entry data is checked against the schema, unknown keys included', () => {
  it.each(collections)('every %s entry in the repository passes as it is read', async (name) => {
    const ids = entryIdsOf(name, await store.list(`${CONTENT_ROOT}/${name}/`));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const entry = await loadEntry(store, name, id);
      expect(entry, `${name}/${id}`).not.toBeNull();
      expect(entryErrors(entry!.collection, entry!.en, entry!.es), `${name}/${id}`).toEqual({});
    }
  });

  it('a key the schema does not have is named', () => {
    const faq = editableCollections.faq as EditableCollection;
    const en = { question: 'Where?', answer: 'Here we are.', pages: ['contact'], order: 1, x: 1 };
    expect(entryErrors(faq, en, null)).toEqual({ 'en.x': 'is not a field of this entry' });
    expect(UNKNOWN_FIELD_MESSAGE).toBe('is not a field of this entry');
  });
});
