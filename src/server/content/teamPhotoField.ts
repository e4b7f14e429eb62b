import { editableCollection } from '../../lib/contentSchemas/editableCollections.ts';
import { loadEntry, type LoadedEntry } from './contentEntries.ts';
import type { ContentStore, FileChange } from './contentStore.ts';
import type { EntryData } from './entryCodec.ts';
import { CONTENT_ROOT, entryIdsOf } from './entryFiles.ts';
import type { FieldErrors } from './entryValidation.ts';

/**
 * A team member's `photo` is a portrait uploaded through the editor (src/assets/team/<name>.<ext>,
 * drafted or published), never a link or a path elsewhere: the build optimises the file, so
 * anything else (`https://…`, `../../package.json`) would fail every publish after it.
 */
export const UPLOADED_PHOTO = /^src\/assets\/team\/[a-z0-9][a-z0-9-]*\.(png|jpe?g|webp)$/;
export const PHOTO_REFUSED =
  'Choose a photo uploaded here (PNG, JPEG or WebP); links and other paths are not accepted';
export const PHOTO_MISSING = 'This photo was not uploaded here; upload it again';

export async function teamPhotoErrors(
  store: ContentStore,
  collectionName: string,
  en: EntryData,
  es: EntryData | null,
): Promise<FieldErrors> {
  if (collectionName !== 'team') return {};
  const errors: FieldErrors = {};
  for (const [language, data] of [
    ['en', en],
    ['es', es],
  ] as const) {
    const photo = data?.photo;
    if (photo === undefined) continue;
    if (typeof photo !== 'string' || !UPLOADED_PHOTO.test(photo)) {
      errors[`${language}.photo`] = PHOTO_REFUSED;
    } else if (!(await store.read(photo))) {
      errors[`${language}.photo`] = PHOTO_MISSING;
    }
  }
  return errors;
}

/**
 * The portrait a save replaces, as a drafted delete that goes out with the save: when the entry's
 * photo changes and no other team entry shows the old file, the old file is removed at publish
 * (an abandoned upload that was never published simply disappears).
 */
export async function replacedPhotoDelete(
  store: ContentStore,
  entry: LoadedEntry,
  en: EntryData,
): Promise<FileChange | null> {
  if (entry.collection !== editableCollection('team')) return null;
  const old = entry.en.photo;
  if (typeof old !== 'string' || old === en.photo || !UPLOADED_PHOTO.test(old)) return null;
  const ids = entryIdsOf('team', await store.list(`${CONTENT_ROOT}/team/`));
  for (const id of ids) {
    const other = await loadEntry(store, 'team', id);
    if (!other || other.paths.en === entry.paths.en) continue;
    if (other.en.photo === old || other.es?.photo === old) return null;
  }
  if (entry.es?.photo !== undefined && entry.es.photo !== old && entry.es.photo !== en.photo) {
    return null;
  }
  const file = await store.read(old);
  return file ? { path: old, delete: true, expectedVersion: file.version } : null;
}
