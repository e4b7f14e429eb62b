import path from 'node:path';
import {
  editableCollection,
  RESERVED_ENTRY_ID,
  type EditableCollection,
} from '../../lib/contentSchemas/editableCollections.ts';
import type { RepoPath } from './contentStore.ts';

/**
 * Where an editable entry's files are. An entry's id is its path inside the collection folder
 * without the extension; a nested entry (services/cannabis/license-applications.yaml) joins its
 * folders with `~` (`cannabis~license-applications`), so an id is always one URL segment and never
 * a path a client could steer. The English file sits in the collection's folder, its Spanish twin
 * in the same place under `es/`.
 */
export const CONTENT_ROOT = 'src/content';

const ID_PART = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function extensionOf(collection: EditableCollection): string {
  return { yaml: '.yaml', markdown: '.md', json: '.json' }[collection.format];
}

/** The id's parts when it is well formed and not reserved, else null (the route answers 404). */
export function idParts(id: string): string[] | null {
  const parts = id.split('~');
  return parts.length <= 2 &&
    parts[0] !== RESERVED_ENTRY_ID &&
    parts.every((part) => ID_PART.test(part))
    ? parts
    : null;
}

export interface EntryPaths {
  en: RepoPath;
  es: RepoPath;
}

export function entryPaths(collectionName: string, id: string): EntryPaths | null {
  const collection = editableCollection(collectionName);
  const parts = idParts(id);
  if (!collection || !parts) return null;
  if ((parts.length === 2) !== Boolean(collection.folderField)) return null;
  const file = parts.join('/') + extensionOf(collection);
  return {
    en: `${CONTENT_ROOT}/${collectionName}/${file}`,
    es: `${CONTENT_ROOT}/${collectionName}/es/${file}`,
  };
}

/** The English entry ids among a collection folder's files (from ContentStore.list). */
export function entryIdsOf(collectionName: string, files: RepoPath[]): string[] {
  const collection = editableCollection(collectionName);
  if (!collection) return [];
  const folder = `${CONTENT_ROOT}/${collectionName}/`;
  const extension = extensionOf(collection);
  return files
    .filter((file) => file.startsWith(folder) && file.endsWith(extension))
    .map((file) => file.slice(folder.length, -extension.length).split('/'))
    .filter((parts) => parts[0] !== 'es' && parts.length === (collection.folderField ? 2 : 1))
    .map((parts) => parts.join('~'))
    .filter((id) => idParts(id) !== null)
    .sort();
}

/** A team portrait as the editor names it (`src/assets/team/x.png`) from the file's own relative path. */
export function photoFromFile(filePath: RepoPath, relative: string): string {
  return path.posix.join(path.posix.dirname(filePath), relative);
}

/** The relative path a file writes for a portrait, so each twin points at the same image. */
export function photoForFile(filePath: RepoPath, repoPath: string): string {
  return path.posix.relative(path.posix.dirname(filePath), repoPath);
}
