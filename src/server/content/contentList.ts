import {
  editableCollections,
  type EditableCollection,
} from '../../lib/contentSchemas/editableCollections.ts';
import type {
  ContentListCollection,
  ContentListEntry,
  EntryState,
  SpanishStatus,
} from '../../lib/schemas/contentList.ts';
import type { EntrySummary } from './contentChanges.ts';
import { loadEntry, type LoadedEntry } from './contentEntries.ts';
import type { ContentStore, RepoPath } from './contentStore.ts';
import { CONTENT_ROOT, entryIdsOf, entryPaths } from './entryFiles.ts';

/**
 * The content editor's list (`GET /api/admin/content`): every collection with its entries, and
 * where each entry stands against the published site. A drafted delete stays in the list as
 * `deleted` (read from the published files) until an admin publishes it: the entry is still on the
 * site, and leaving it out would look like it was gone already. The answer's shape is shared with
 * the staff app (src/lib/schemas/contentList.ts).
 */
export function spanishStatus(hasTwin: boolean, behind: boolean | undefined): SpanishStatus {
  if (!hasTwin) return 'missing';
  return behind ? 'needs-review' : 'ok';
}

async function stateOf(store: ContentStore, entry: LoadedEntry): Promise<EntryState> {
  if (!entry.draft) return 'published';
  if (!entry.files.en.draft) return 'changed';
  return (await store.read(entry.paths.en, { published: true })) ? 'changed' : 'new';
}

function listed(
  collection: EditableCollection,
  id: string,
  entry: LoadedEntry | null,
  state: EntryState,
  summary: EntrySummary | undefined,
): ContentListEntry {
  const title = entry?.en[collection.titleField];
  const order = collection.orderField ? entry?.en[collection.orderField] : undefined;
  return {
    id,
    title: typeof title === 'string' || typeof title === 'number' ? String(title) : id,
    order: typeof order === 'number' ? order : null,
    spanish: spanishStatus(Boolean(entry?.es), summary?.spanishBehind),
    state,
    draft: state !== 'published',
    updatedAt: summary?.updatedAt?.toISOString() ?? null,
    updatedBy: summary?.updatedBy ?? null,
  };
}

/**
 * Entries whose English file has a drafted delete: drafted, not listed, and still published.
 * (A delete drafts both twins at once; an entry created and deleted before publishing leaves no
 * draft, so it is not here.)
 */
async function pendingDeletes(
  store: ContentStore,
  name: string,
  draftPaths: RepoPath[],
  listedIds: Set<string>,
): Promise<{ id: string; entry: LoadedEntry }[]> {
  const deleted = entryIdsOf(name, draftPaths).filter((id) => !listedIds.has(id));
  const found = await Promise.all(
    deleted.map(async (id) => {
      const paths = entryPaths(name, id);
      if (!paths || !draftPaths.includes(paths.en)) return null;
      const entry = await loadEntry(store, name, id, { published: true });
      return entry ? { id, entry } : null;
    }),
  );
  return found.filter((item) => item !== null);
}

export async function listContent(
  store: ContentStore,
  summaries: Map<string, EntrySummary>,
  draftPaths: RepoPath[],
): Promise<ContentListCollection[]> {
  return Promise.all(
    Object.entries(editableCollections as Record<string, EditableCollection>).map(
      async ([name, collection]) => {
        const ids = entryIdsOf(name, await store.list(`${CONTENT_ROOT}/${name}/`));
        const summary = (id: string) => summaries.get(`${name}/${id}`);
        const entries = await Promise.all(
          ids.map(async (id) => {
            const entry = await loadEntry(store, name, id);
            const state = entry ? await stateOf(store, entry) : 'published';
            return listed(collection, id, entry, state, summary(id));
          }),
        );
        for (const { id, entry } of await pendingDeletes(store, name, draftPaths, new Set(ids))) {
          entries.push(listed(collection, id, entry, 'deleted', summary(id)));
        }
        entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        if (collection.orderField) entries.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
        return {
          name,
          label: collection.label,
          canCreate: collection.canCreate,
          adminOnly: collection.adminOnly,
          entries,
        };
      },
    ),
  );
}
