import type { EditableCollection } from '../../lib/contentSchemas/editableCollections.ts';
import type { RepoPath } from './contentStore.ts';
import {
  readMarkdownEntry,
  readYamlEntry,
  writeMarkdownEntry,
  writeYamlEntry,
  type EntryData,
} from './fileCodecs.ts';
import { formatContentFile } from './formatContent.ts';
import { schemaKeyOrder } from './schemaKeyOrder.ts';

export type { EntryData };

/**
 * An entry's fields to and from its file, through the content codecs (fileCodecs.ts): YAML is
 * edited as a document (order and comments kept), a Markdown page's body shows in the editor as
 * the `body` field, and the firm's facts are JSON (no comments to keep). Every
 * file is formatted as `prettier --check` expects.
 */
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

export function parseEntry(
  collection: EditableCollection,
  path: RepoPath,
  bytes: Uint8Array,
): EntryData {
  if (collection.format === 'json') return JSON.parse(text(bytes)) as EntryData;
  if (collection.format === 'yaml') return readYamlEntry(path, text(bytes));
  const { data, body } = readMarkdownEntry(path, text(bytes));
  return { ...data, body };
}

/** The file's new bytes for `data`, keeping what it can of `previous` (null for a new file). */
export async function serializeEntry(
  collection: EditableCollection,
  path: RepoPath,
  previous: Uint8Array | null,
  data: EntryData,
  schema = collection.schema,
): Promise<Uint8Array> {
  const options = { previous: previous && text(previous), keyOrder: schemaKeyOrder(schema) };
  let written: string;
  if (collection.format === 'json') {
    // Indented, so Prettier keeps objects on their own lines as the file has them.
    written = await formatContentFile(path, JSON.stringify(data, null, 2));
  } else if (collection.format === 'yaml') {
    written = await writeYamlEntry(path, data, options);
  } else {
    const { body, ...fields } = data;
    written = await writeMarkdownEntry(path, fields, typeof body === 'string' ? body : '', options);
  }
  return new TextEncoder().encode(written);
}
