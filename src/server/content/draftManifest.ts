import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentAuthor, RepoPath } from './contentStore.ts';

/**
 * The working tree's drafts, kept outside the site sources in `<root>/.content-drafts/`
 * (git-ignored): each draft's bytes as an immutable blob named by its git blob id, and one manifest
 * naming, per path, the blob (or a delete) and the published version the draft started from.
 *
 * The manifest is the only thing that says what is drafted, and it is replaced with one rename, so
 * a save of several files is all-or-nothing: a crash leaves at most an unreferenced blob.
 */

export const DRAFTS_FOLDER = '.content-drafts';

export interface DraftEntry {
  /** Blob id of the draft's bytes; null when the draft deletes the file. */
  blob: string | null;
  /** The published version when the first draft of this path was saved (null: a new file). */
  base: string | null;
  savedAt: string;
  savedBy: ContentAuthor;
}

export interface DraftManifest {
  files: Record<RepoPath, DraftEntry>;
}

export function draftsDir(root: string): string {
  return path.join(root, DRAFTS_FOLDER);
}

function manifestFile(root: string): string {
  return path.join(draftsDir(root), 'manifest.json');
}

export function blobFile(root: string, blob: string): string {
  return path.join(draftsDir(root), 'blobs', blob);
}

/** Writes `bytes` to `file` through a temporary file in the same folder and one rename. */
export async function writeFileAtomically(file: string, bytes: Uint8Array | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function readManifest(root: string): Promise<DraftManifest> {
  try {
    const parsed = JSON.parse(await readFile(manifestFile(root), 'utf8')) as DraftManifest;
    return { files: parsed.files ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: {} };
    throw error;
  }
}

export async function writeManifest(root: string, manifest: DraftManifest): Promise<void> {
  await writeFileAtomically(manifestFile(root), JSON.stringify(manifest, null, 2) + '\n');
}

/** Stores a draft's bytes; the name is the content's id, so writing the same bytes twice is harmless. */
export async function writeBlob(root: string, blob: string, bytes: Uint8Array): Promise<void> {
  await writeFileAtomically(blobFile(root, blob), bytes);
}

export async function readBlob(root: string, blob: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(blobFile(root, blob)));
}

/** Removes blobs no manifest entry names any more (after a publish, or drafts replaced). Under the lock. */
export async function pruneBlobs(root: string, manifest: DraftManifest): Promise<void> {
  const keep = new Set(Object.values(manifest.files).map((entry) => entry.blob));
  const folder = path.join(draftsDir(root), 'blobs');
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => !keep.has(name))
      .map((name) => rm(path.join(folder, name), { force: true })),
  );
}
