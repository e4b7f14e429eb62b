import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_REFUSED } from '../content/teamPhotoField.ts';
import { WorkingTreeStore } from '../content/workingTreeStore.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, type TestApp } from '../testing/testApp.ts';

/**
 * A team member's photo is a portrait uploaded through the editor: a link or a path out of the
 * portraits folder is refused at save (it would fail every publish after it), nothing is written,
 * and the picker's thumbnail serves only portraits.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
let root: string;
let t: TestApp;
let employee: SignedIn;
const as = () => ({ Cookie: employee.cookie });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'team-photo-'));
  for (const folder of ['src/content', 'src/assets/team']) {
    await cp(path.join(REPO, folder), path.join(root, folder), { recursive: true });
  }
  t = await createTestApp({}, { contentStore: new WorkingTreeStore(root) });
  employee = await signIn(t, 'employee');
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe(`team photo field (${testBackend()})`, () => {
  it.each([
    'https://example.com/face.jpg',
    '../../../package.json',
    'src/assets/team/../../../package.json',
    'src/content/team/alexis-morgan.yaml',
  ])('refuses %s with 400 naming the field, writing nothing', async (photo) => {
    const list = (await (await t.request('/api/admin/content', { headers: as() })).json()) as {
      collections: { name: string; entries: { id: string }[] }[];
    };
    const id = list.collections.find((c) => c.name === 'team')!.entries[0]!.id;
    const entry = (await (
      await t.request(`/api/admin/content/team/${id}`, { headers: as() })
    ).json()) as { en: Record<string, unknown>; es: Record<string, unknown>; version: string };
    const res = await t.request(`/api/admin/content/team/${id}`, {
      method: 'PUT',
      headers: as(),
      json: { en: { ...entry.en, photo }, es: { ...entry.es, photo }, version: entry.version },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors['en.photo']).toBe(PHOTO_REFUSED);
    const status = (await (
      await t.request('/api/admin/content/status', { headers: as() })
    ).json()) as { draftPaths: string[] };
    expect(status.draftPaths).toEqual([]);
  });

  it('removes the replaced portrait with the save that replaces it, at publish', async () => {
    const entry = (await (
      await t.request('/api/admin/content/team/alexis-morgan', { headers: as() })
    ).json()) as { en: Record<string, unknown>; es: Record<string, unknown>; version: string };
    const old = entry.en.photo as string;
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'IMG_4021.PNG', { type: 'image/png' }));
    form.set('slug', 'Alexis Morgan');
    const uploaded = await t.request('/api/admin/content/media', {
      method: 'POST',
      body: form,
      headers: as(),
    });
    expect(uploaded.status).toBe(201);
    const { path: fresh } = (await uploaded.json()) as { path: string };
    const saved = await t.request('/api/admin/content/team/alexis-morgan', {
      method: 'PUT',
      headers: as(),
      json: {
        en: { ...entry.en, photo: fresh, photoAlt: 'Alexis Morgan in a green jacket' },
        es: { ...entry.es, photo: fresh },
        version: entry.version,
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const status = (await (
      await t.request('/api/admin/content/status', { headers: as() })
    ).json()) as { drafts: { path: string; deleted: boolean }[] };
    expect(status.drafts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: old, deleted: true }),
        expect.objectContaining({ path: fresh, deleted: false }),
      ]),
    );
  });

  it('serves a portrait for the thumbnail, and nothing else', async () => {
    const entry = (await (
      await t.request('/api/admin/content/team/alexis-morgan', { headers: as() })
    ).json()) as { en: { photo: string } };
    const thumb = await t.request(
      `/api/admin/content/media?path=${encodeURIComponent(entry.en.photo)}`,
      { headers: as() },
    );
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('Content-Type')).toMatch(/^image\//);
    const other = await t.request(
      `/api/admin/content/media?path=${encodeURIComponent('src/content/team/alexis-morgan.yaml')}`,
      { headers: as() },
    );
    expect(other.status).toBe(400);
  });
});
