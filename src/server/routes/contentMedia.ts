import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { checkContentPath } from '../content/contentPaths.ts';
import {
  MAX_PHOTO_BYTES,
  photoSlug,
  prepareTeamPhoto,
  teamPhotoPath,
  TeamPhotoError,
} from '../content/teamPhoto.ts';
import { PHOTO_REFUSED, UPLOADED_PHOTO } from '../content/teamPhotoField.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { currentUser } from '../middleware/auth.ts';
import type { AppEnv } from '../types.ts';

// The multipart wrapping around a 2 MB file: boundaries, part headers, the slug field.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * POST /api/admin/content/media (multipart: `file`, optional `slug`): a team portrait, checked and
 * re-encoded (content/teamPhoto.ts), saved as a draft at src/assets/team/<slug>-<hash>.<ext> through the
 * content store; 201 `{ path, version }`. Any signed-in staff member may upload, as they may save
 * any other draft; publishing stays with admins. The size is enforced on the Content-Length and on
 * the bytes as they stream in, before the body is parsed (413).
 */
const PHOTO_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export const contentMediaRoutes = new Hono<AppEnv>()
  // GET /api/admin/content/media?path=src/assets/team/x.png: a portrait as drafted (else as
  // published), for the picker's thumbnail; only team portraits, never another file.
  .get('/', async (c) => {
    const store = c.get('contentStore');
    if (!store) throw apiError(503, 'Content editing is not configured on this server');
    const path = c.req.query('path') ?? '';
    if (!UPLOADED_PHOTO.test(path)) throw apiError(400, `path: ${PHOTO_REFUSED}`);
    const file = await store.read(checkContentPath(path));
    if (!file) throw apiError(404, 'No such photo');
    return c.body(file.bytes.slice().buffer, 200, {
      'Content-Type': PHOTO_TYPES[path.split('.').at(-1)!] ?? 'application/octet-stream',
      'Cache-Control': 'private, no-store',
    });
  })
  .post(
    '/',
    bodyLimit({
      maxSize: MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw apiError(413, 'The photo is larger than 2 MB');
      },
    }),
    async (c) => {
      const store = c.get('contentStore');
      if (!store) throw apiError(503, 'Content editing is not configured on this server');
      const user = currentUser(c);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw apiError(400, 'Send the photo as multipart/form-data with a "file" field');
      }
      const file = form.file;
      if (!(file instanceof File)) {
        throw apiError(400, 'Send the photo as multipart/form-data with a "file" field');
      }
      const slug = photoSlug(typeof form.slug === 'string' && form.slug ? form.slug : file.name);
      if (!slug) throw apiError(400, 'Name the photo: a "slug" field or a file name with letters');
      let photo;
      try {
        photo = await prepareTeamPhoto(new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        if (error instanceof TeamPhotoError) throw apiError(error.status, error.message);
        throw error;
      }
      // The person's name plus the picture's own hash: two phones' IMG_4021.JPG never share a file,
      // and a new portrait never overwrites the one the published page still shows.
      const hash = createHash('sha256').update(photo.bytes).digest('hex').slice(0, 10);
      const path = checkContentPath(teamPhotoPath(`${slug}-${hash}`, photo.extension));
      // A new portrait for the same person replaces the old one in the draft.
      const existing = await store.read(path);
      const { versions } = await store.saveDraft({
        files: [{ path, bytes: photo.bytes, expectedVersion: existing?.version ?? null }],
        message: `Team photo ${slug}`,
        author: { name: user.name, email: user.email },
      });
      log.info('content.media_uploaded', {
        by: user.email,
        path,
        bytes: photo.bytes.byteLength,
        width: photo.width,
        height: photo.height,
      });
      return c.json({ path, version: versions[path] }, 201);
    },
  );
