import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { RepoPath } from './contentStore.ts';

/**
 * The only files the content editor may write: site copy under `src/content/` and team portraits
 * under `src/assets/team/`. Every path from a client goes through `checkContentPath` before it
 * reaches a store, and each store checks again, so a route that forgets cannot write elsewhere.
 *
 * Paths are refused rather than repaired: a client that sends `a/../b`, `%2f` or a backslash is not
 * one we want to second-guess.
 */

export const WRITABLE_AREAS = [
  // No .mdx: MDX is code at build time (imports, expressions); page text is plain Markdown.
  { folder: 'src/content/', extensions: ['.yaml', '.yml', '.md', '.json'] },
  { folder: 'src/assets/team/', extensions: ['.png', '.jpg', '.jpeg', '.webp'] },
] as const;

const MAX_PATH_LENGTH = 300;
// One path segment: letters, digits, dot, dash, underscore; never starting with a dot (no hidden
// files, no `.`/`..`). Spanish twins and slugs fit; `%`, `\`, NUL, spaces and control bytes do not.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A path the editor may not write; the routes answer 400 with `message`. */
export class ContentPathError extends Error {
  readonly path: string;
  constructor(path: string, reason: string) {
    super(`${JSON.stringify(path.slice(0, 120))} ${reason}`);
    this.name = 'ContentPathError';
    this.path = path;
  }
}

function segmentsOf(raw: unknown): string[] {
  if (typeof raw !== 'string' || raw.length === 0) {
    throw new ContentPathError(String(raw), 'is not a path');
  }
  if (raw.length > MAX_PATH_LENGTH) throw new ContentPathError(raw, 'is too long');
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw)) {
    throw new ContentPathError(raw, 'must be relative to the repository');
  }
  const segments = raw.split('/');
  for (const segment of segments) {
    if (segment === '..' || segment === '.') {
      throw new ContentPathError(raw, 'must not contain . or .. segments');
    }
    if (!SEGMENT.test(segment)) {
      throw new ContentPathError(raw, 'contains a character or segment that is not allowed');
    }
  }
  return segments;
}

function areaOf(normal: string) {
  return WRITABLE_AREAS.find((area) => normal.startsWith(area.folder));
}

/**
 * The repository-relative path of a file the editor may write, or a ContentPathError. The answer
 * is the input itself (already normal: no empty, `.` or `..` segments), so callers can compare it.
 */
export function checkContentPath(raw: unknown): RepoPath {
  const normal = segmentsOf(raw).join('/');
  const area = areaOf(normal);
  if (!area) {
    throw new ContentPathError(normal, 'is outside src/content/ and src/assets/team/');
  }
  const extension = path.posix.extname(normal);
  if (!(area.extensions as readonly string[]).includes(extension)) {
    throw new ContentPathError(
      normal,
      `must end in ${area.extensions.join(', ')} under ${area.folder}`,
    );
  }
  return normal;
}

/** Whether a listed file is one the editor may write (listings skip the rest quietly). */
export function isWritableContentPath(raw: string): boolean {
  try {
    checkContentPath(raw);
    return true;
  } catch {
    return false;
  }
}

/** A folder a store may list: a writable area or a folder inside one (trailing slash optional). */
export function checkContentFolder(raw: unknown): RepoPath {
  const trimmed = typeof raw === 'string' ? raw.replace(/\/$/, '') : raw;
  const normal = segmentsOf(trimmed).join('/');
  if (!areaOf(`${normal}/`)) {
    throw new ContentPathError(normal, 'is outside src/content/ and src/assets/team/');
  }
  return normal;
}

/**
 * In a working tree, refuses a path when any existing part of it is a symbolic link (a link in
 * `src/content` could point anywhere on the disk), or when the file itself exists but is not a
 * regular file. Missing parts are fine: a new entry or a new folder. Returns the absolute path.
 */
export async function checkWorkingTreePath(root: string, repoPath: RepoPath): Promise<string> {
  const checked = checkContentPath(repoPath);
  const segments = checked.split('/');
  const absolute = path.join(path.resolve(root), ...segments);
  let current = path.resolve(root);
  for (const [index, segment] of segments.entries()) {
    current = path.join(current, segment);
    const info = await lstat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (!info) break;
    if (info.isSymbolicLink()) {
      throw new ContentPathError(checked, 'goes through a symbolic link');
    }
    const last = index === segments.length - 1;
    if (last ? !info.isFile() : !info.isDirectory()) {
      throw new ContentPathError(checked, 'is not a regular file in a folder');
    }
  }
  return absolute;
}
