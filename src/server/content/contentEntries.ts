import { isDeepStrictEqual } from 'node:util';
import {
  editableCollection,
  type EditableCollection,
} from '../../lib/contentSchemas/editableCollections.ts';
import type { ContentStore, FileChange, StoredFile } from './contentStore.ts';
import { parseEntry, serializeEntry, type EntryData } from './entryCodec.ts';
import { entryPaths, photoForFile, photoFromFile, type EntryPaths } from './entryFiles.ts';
import { languageNeutralFields } from '../../lib/contentSchemas/languageNeutral.ts';
import { entryErrors, figureErrors, type FieldErrors } from './entryValidation.ts';
import { describeBodyProblems, markdownBodyProblems } from './markdownBodyRules.ts';

/**
 * One editable entry as the API shows it (`{ en, es, version }`) and the files a save writes. The
 * version joins both files' versions, so a save checks that neither changed since the editor opened
 * them; the store checks again while it writes.
 */
export interface LoadedEntry {
  collection: EditableCollection;
  paths: EntryPaths;
  en: EntryData;
  es: EntryData | null;
  version: string;
  files: { en: StoredFile; es: StoredFile | null };
  draft: boolean;
}

export const entryVersion = (en: StoredFile | null, es: StoredFile | null) =>
  `${en?.version ?? 'none'}.${es?.version ?? 'none'}`;

const PHOTO_FIELD = 'photo';

/** Portraits are repository paths in the editor; each file stores its own relative path. */
function photosToEditor(path: string, data: EntryData): EntryData {
  const photo = data[PHOTO_FIELD];
  return typeof photo === 'string' ? { ...data, photo: photoFromFile(path, photo) } : data;
}

function photosToFile(path: string, data: EntryData): EntryData {
  const photo = data[PHOTO_FIELD];
  return typeof photo === 'string' && photo.startsWith('src/assets/team/')
    ? { ...data, photo: photoForFile(path, photo) }
    : data;
}

/** A page body in each language checked as plain Markdown (markdownBodyRules.ts). */
function bodyErrors(en: EntryData, es: EntryData | null): FieldErrors {
  const errors: FieldErrors = {};
  for (const [language, data] of [
    ['en', en],
    ['es', es],
  ] as const) {
    if (!data) continue;
    const body = data.body;
    if (typeof body !== 'string') {
      errors[`${language}.body`] = 'Write the page text.';
      continue;
    }
    const problems = markdownBodyProblems(body);
    if (problems.length) errors[`${language}.body`] = describeBodyProblems(problems);
  }
  return errors;
}

/** The entry as drafted (else as published); `published` reads only what the site serves. */
export async function loadEntry(
  store: ContentStore,
  collectionName: string,
  id: string,
  options: { published?: boolean } = {},
): Promise<LoadedEntry | null> {
  const collection = editableCollection(collectionName);
  const paths = entryPaths(collectionName, id);
  if (!collection || !paths) return null;
  const [en, es] = await Promise.all([
    store.read(paths.en, options),
    store.read(paths.es, options),
  ]);
  if (!en) return null;
  return {
    collection,
    paths,
    en: photosToEditor(paths.en, parseEntry(collection, paths.en, en.bytes)),
    es: es ? photosToEditor(paths.es, parseEntry(collection, paths.es, es.bytes)) : null,
    version: entryVersion(en, es),
    files: { en, es },
    draft: en.draft || Boolean(es?.draft),
  };
}

/**
 * The save's checks on an entry as stored (schema, page text, figures), for the publish step:
 * nothing drafted reaches the build without passing them.
 */
export function savedEntryErrors(entry: LoadedEntry): FieldErrors {
  const errors = entryErrors(entry.collection, entry.en, entry.es);
  if (entry.collection.format === 'markdown') Object.assign(errors, bodyErrors(entry.en, entry.es));
  if (entry.es && entry.files.es) {
    Object.assign(
      errors,
      figureErrors(
        entry.collection,
        entry.files.en.bytes,
        entry.files.es.bytes,
        entry.en,
        entry.es,
      ),
    );
  }
  return errors;
}

export type PreparedSave =
  | { ok: false; errors: FieldErrors }
  | {
      ok: true;
      changes: FileChange[];
      /** The languages whose wording changed ('en' not for a language-neutral change alone). */
      languages: ('en' | 'es')[];
      fields: string[];
    };

/** Fields whose values differ, prefixed by language (`en.quote`). */
function changedFields(language: string, before: EntryData | null, after: EntryData | null) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys]
    .filter((key) => !isDeepStrictEqual(before?.[key], after?.[key]))
    .map((key) => `${language}.${key}`);
}

/**
 * Checks an edit and turns it into file changes, or answers the errors. Nothing is written here.
 * `current` is null for a new entry.
 */
export async function prepareSave(
  collection: EditableCollection,
  paths: EntryPaths,
  current: LoadedEntry | null,
  en: EntryData,
  es: EntryData | null,
): Promise<PreparedSave> {
  const errors = entryErrors(collection, en, es);
  if (collection.format === 'markdown') Object.assign(errors, bodyErrors(en, es));
  if (Object.keys(errors).length) return { ok: false, errors };

  const enBytes = await serializeEntry(
    collection,
    paths.en,
    current?.files.en.bytes ?? null,
    photosToFile(paths.en, en),
  );
  const esBytes = es
    ? await serializeEntry(
        collection,
        paths.es,
        current?.files.es?.bytes ?? null,
        photosToFile(paths.es, es),
        collection.spanishSchema,
      )
    : null;
  if (es && esBytes) {
    const figures = figureErrors(collection, enBytes, esBytes, en, es);
    if (Object.keys(figures).length) return { ok: false, errors: figures };
  }

  const same = (a: Uint8Array, b: Uint8Array | undefined) =>
    b !== undefined && Buffer.from(a).equals(Buffer.from(b));
  const changes: FileChange[] = [];
  const languages: ('en' | 'es')[] = [];
  const fields = [
    ...changedFields('en', current?.en ?? null, en),
    ...(es ? changedFields('es', current?.es ?? null, es) : []),
  ];
  if (!same(enBytes, current?.files.en.bytes)) {
    changes.push({
      path: paths.en,
      bytes: enBytes,
      expectedVersion: current?.files.en.version ?? null,
    });
    // A change of the phone or of an order alone leaves nothing to translate: the English counts
    // as changed for the Spanish flag only when a field with words in it did.
    const neutral = languageNeutralFields(collection);
    if (fields.some((field) => field.startsWith('en.') && !neutral.has(field.slice(3)))) {
      languages.push('en');
    }
  }
  if (esBytes && !same(esBytes, current?.files.es?.bytes)) {
    changes.push({
      path: paths.es,
      bytes: esBytes,
      expectedVersion: current?.files.es?.version ?? null,
    });
    languages.push('es');
  }
  return { ok: true, changes, languages, fields };
}
