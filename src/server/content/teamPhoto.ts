import type { RepoPath } from './contentStore.ts';

/**
 * A team portrait as the editor uploads it: PNG, JPEG or WebP by its bytes (never by its name or
 * the browser's type), at most 2 MB, a sensible size, re-encoded with sharp before it is stored.
 * Re-encoding drops whatever else the file carried (EXIF with GPS positions, colour profiles,
 * trailing data) and turns a file that only looks like an image into an error.
 */

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** Smaller portraits look blurred on the team page (shown at up to 400 px, twice that on retina). */
export const MIN_PHOTO_SIDE = 200;
/** Larger ones are refused before decoding: a small file can claim a huge canvas. */
export const MAX_PHOTO_SIDE = 6000;
/** Stored at most this size; Astro makes the smaller variants at build. */
export const STORED_PHOTO_SIDE = 1600;

export type PhotoFormat = 'png' | 'jpeg' | 'webp';

const EXTENSIONS: Record<PhotoFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/**
 * Refused uploads; `status` is the HTTP answer (413 too large, 415 not an image, 400 bad size,
 * 503 no image library in this deployment, a safety net: every deployment ships one).
 */
export class TeamPhotoError extends Error {
  readonly status: 400 | 413 | 415 | 503;
  constructor(status: 400 | 413 | 415 | 503, message: string) {
    super(message);
    this.name = 'TeamPhotoError';
    this.status = status;
  }
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The format the bytes are, by their signature; null for anything else. */
export function detectPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // "RIFF", four bytes of length, "WEBP"
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Loaded on the first upload only: the rest of the API never needs the image library. On Netlify
 * the upload has its own function whose zip holds sharp and libvips (netlify/functions/
 * content-media.mts; the api zip leaves them out, netlify.toml), and verify:netlify uploads through
 * it. Should a deployment still lack the library, the upload answers 503 instead of a stack trace.
 */
async function loadSharp() {
  try {
    return (await import('sharp')).default;
  } catch {
    throw new TeamPhotoError(
      503,
      'Photo uploads are not available on this server (no image library); add the photo to src/assets/team/ in the repository',
    );
  }
}

export interface PreparedPhoto {
  bytes: Uint8Array;
  format: PhotoFormat;
  extension: string;
  width: number;
  height: number;
}

export async function prepareTeamPhoto(input: Uint8Array): Promise<PreparedPhoto> {
  if (input.byteLength > MAX_PHOTO_BYTES) {
    throw new TeamPhotoError(413, 'The photo is larger than 2 MB');
  }
  const format = detectPhotoFormat(input);
  if (!format) throw new TeamPhotoError(415, 'The file is not a PNG, JPEG or WebP image');
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_PHOTO_SIDE * MAX_PHOTO_SIDE, failOn: 'error' } as const;
  let metadata;
  try {
    // The header only, without the pixel limit: a canvas over it is a fine image that is too
    // large, and answers so below with the real limit (with the limit, libvips called it a
    // corrupt header and the answer was "not a PNG"). Nothing is decoded until the sides pass.
    metadata = await sharp(input, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw new TeamPhotoError(415, `The file starts like a ${format.toUpperCase()} but is not one`);
  }
  // EXIF orientation 5–8 swaps the sides as the photo is shown.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (metadata.format !== format || !width || !height) {
    throw new TeamPhotoError(415, 'The file is not a PNG, JPEG or WebP image');
  }
  if (Math.min(width, height) < MIN_PHOTO_SIDE || Math.max(width, height) > MAX_PHOTO_SIDE) {
    throw new TeamPhotoError(
      400,
      `The photo is ${width}×${height} pixels; it must be at least ${MIN_PHOTO_SIDE} and at most ${MAX_PHOTO_SIDE} on each side`,
    );
  }
  let image = sharp(input, options).rotate().resize({
    width: STORED_PHOTO_SIDE,
    height: STORED_PHOTO_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  image =
    format === 'png'
      ? image.png({ compressionLevel: 9 })
      : format === 'jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : image.webp({ quality: 85 });
  try {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      format,
      extension: EXTENSIONS[format],
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new TeamPhotoError(415, `The ${format.toUpperCase()} image is damaged`);
  }
}

/** The photo's name from the team member's id or the file's name: lower case, dashes. */
export function photoSlug(raw: string): string {
  return raw
    .replace(/\.[A-Za-z0-9]+$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export function teamPhotoPath(slug: string, extension: string): RepoPath {
  return `src/assets/team/${slug}.${extension}`;
}
