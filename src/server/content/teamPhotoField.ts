import type { ContentStore } from './contentStore.ts';
import type { EntryData } from './entryCodec.ts';
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
