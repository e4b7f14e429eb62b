import { stringify } from 'yaml';
import { editableCollection } from '../../lib/contentSchemas/editableCollections.ts';
import type { EntrySummary } from './contentChanges.ts';
import type { ContentStore, DraftStatus, RepoPath } from './contentStore.ts';
import { parseEntry, type EntryData } from './entryCodec.ts';
import { CONTENT_ROOT } from './entryFiles.ts';

/**
 * What publishing would change, entry by entry and field by field, for the admin who approves it:
 * each drafted file read as drafted and as published, parsed with the content codecs, and compared
 * field by field. Who saved it and when come from the store where it knows (the working tree),
 * else from the editor's history (the git host knows commits only).
 */

export interface DraftFieldChange {
  language: 'en' | 'es';
  field: string;
  /** The field as published and as drafted, as text (lists and groups as YAML); null when absent. */
  before: string | null;
  after: string | null;
}

export interface DraftEntryChange {
  /** `faq/regions`, as the content list keys entries; `photo:<file>` for a team portrait file. */
  key: string;
  label: string;
  kind: 'new' | 'changed' | 'deleted' | 'photo';
  paths: RepoPath[];
  languages: ('en' | 'es')[];
  fields: DraftFieldChange[];
  savedBy: string | null;
  /** Who saved it, where the store knows (the working tree): they may discard it. */
  savedByEmail: string | null;
  savedAt: string | null;
}

export interface DraftFileEntry {
  key: string;
  collection: string | null;
  id: string;
  language: 'en' | 'es' | null;
}

/** The entry a drafted file belongs to (`src/content/faq/es/regions.yaml` → faq/regions, Spanish). */
export function draftFileEntry(path: RepoPath): DraftFileEntry {
  const photo = /^src\/assets\/team\/(.+)$/.exec(path);
  if (photo) return { key: `photo:${photo[1]}`, collection: null, id: photo[1]!, language: null };
  const [collection = '', ...rest] = path.slice(CONTENT_ROOT.length + 1).split('/');
  const language = rest[0] === 'es' ? 'es' : 'en';
  const file = (language === 'es' ? rest.slice(1) : rest).join('/');
  const id = file.replace(/\.[a-z]+$/, '').replaceAll('/', '~');
  return { key: `${collection}/${id}`, collection, id, language };
}

const asText = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return stringify(value).trimEnd();
};

function fieldChanges(
  language: 'en' | 'es',
  before: EntryData | null,
  after: EntryData | null,
): DraftFieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: DraftFieldChange[] = [];
  for (const field of fields) {
    const was = asText(before?.[field]);
    const now = asText(after?.[field]);
    if (was !== now) changes.push({ language, field, before: was, after: now });
  }
  return changes;
}

const latest = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);

export async function draftChanges(
  store: ContentStore,
  status: Pick<DraftStatus, 'drafts'>,
  summaries: Map<string, EntrySummary>,
): Promise<DraftEntryChange[]> {
  const entries = new Map<string, DraftEntryChange>();
  for (const draft of status.drafts) {
    const where = draftFileEntry(draft.path);
    const collection = where.collection ? editableCollection(where.collection) : undefined;
    const entry = entries.get(where.key) ?? {
      key: where.key,
      label: collection ? `${collection.label}: ${where.id}` : `Team photo ${where.id}`,
      kind: collection ? ('changed' as const) : ('photo' as const),
      paths: [],
      languages: [],
      fields: [],
      savedBy: null,
      savedByEmail: null,
      savedAt: null,
    };
    entries.set(where.key, entry);
    entry.paths.push(draft.path);
    entry.savedBy = draft.savedBy?.name ?? entry.savedBy;
    entry.savedByEmail = draft.savedBy?.email ?? entry.savedByEmail;
    entry.savedAt = latest(entry.savedAt, draft.savedAt ?? null);
    if (!collection || !where.language) {
      entry.label = `Team photo ${where.id} (${draft.deleted ? 'removed' : 'new'})`;
      continue;
    }
    entry.languages.push(where.language);
    const [drafted, published] = await Promise.all([
      store.read(draft.path),
      store.read(draft.path, { published: true }),
    ]);
    if (!published) entry.kind = 'new';
    else if (!drafted && where.language === 'en') entry.kind = 'deleted';
    const parse = (bytes: Uint8Array | undefined) =>
      bytes ? parseEntry(collection, draft.path, bytes) : null;
    entry.fields.push(
      ...fieldChanges(where.language, parse(published?.bytes), parse(drafted?.bytes)),
    );
  }
  for (const entry of entries.values()) {
    const summary = summaries.get(entry.key);
    entry.savedBy ??= summary?.updatedBy ?? null;
    entry.savedAt ??= summary?.updatedAt?.toISOString() ?? null;
    entry.languages.sort();
    entry.fields.sort(
      (a, b) => a.field.localeCompare(b.field) || a.language.localeCompare(b.language),
    );
  }
  return [...entries.values()];
}
