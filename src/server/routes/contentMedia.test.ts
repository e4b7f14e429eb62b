import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WorkingTreeStore } from '../content/workingTreeStore.ts';
import { log } from '../log.ts';
import { signIn, type SignedIn } from '../testing/auth.ts';
import { createTestApp, testBackend, TEST_SITE_URL, type TestApp } from '../testing/testApp.ts';

const MEDIA = '/api/admin/content/media';
let t: TestApp;
let root: string;
let store: WorkingTreeStore;
let employee: SignedIn;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-media-'));
  await mkdir(path.join(root, 'src/assets/team'), { recursive: true });
  store = new WorkingTreeStore(root);
  t = await createTestApp({}, { contentStore: store });
  employee = await signIn(t, 'employee');
});

afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

function portrait(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  });
}

function upload(body: BodyInit, cookie = employee.cookie, headers: Record<string, string> = {}) {
  return t.request(MEDIA, { method: 'POST', body, headers: { Cookie: cookie, ...headers } });
}

function form(bytes: Uint8Array, name: string, type = 'image/png', slug?: string) {
  const data = new FormData();
  data.set('file', new File([bytes.slice()], name, { type }));
  if (slug) data.set('slug', slug);
  return data;
}

describe(`team photo upload (${testBackend()})`, () => {
  it('stores a valid PNG re-encoded, as a draft under src/assets/team/, and logs it', async () => {
    const info = vi.spyOn(log, 'info');
    const original = await portrait(400, 500)
      .withExif({ IFD0: { Copyright: 'Taken at 1 Main St' } })
      .png()
      .toBuffer();
    // Bytes after the image's end: a re-encoded file cannot carry them.
    const uploaded = new Uint8Array(Buffer.concat([original, Buffer.from('<?php trailing ?>')]));
    const res = await upload(form(uploaded, 'Dana Ruiz.png', 'image/png', 'Dana Ruíz'));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { path: string; version: string };
    expect(body.path).toMatch(/^src\/assets\/team\/dana-ruiz-[0-9a-f]{10}\.png$/);

    const stored = await store.read(body.path);
    expect(stored).toMatchObject({ draft: true, version: body.version });
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(uploaded))).toBe(false);
    expect(Buffer.from(stored!.bytes).includes('<?php')).toBe(false);
    const metadata = await sharp(stored!.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 400, height: 500 });
    expect(metadata.exif).toBeUndefined();
    // A draft: the published folder is untouched until an admin publishes.
    expect(await readdir(path.join(root, 'src/assets/team'))).toEqual([]);
    expect(info).toHaveBeenCalledWith(
      'content.media_uploaded',
      expect.objectContaining({ path: body.path, by: employee.member.email }),
    );
    info.mockRestore();
  });

  it('keeps two people’s photos of the same file name apart: two files, two faces', async () => {
    const face = (r: number) =>
      sharp({ create: { width: 300, height: 300, channels: 3, background: { r, g: 20, b: 20 } } })
        .jpeg()
        .toBuffer();
    const first = await upload(
      form(new Uint8Array(await face(200)), 'IMG_4021.JPG', 'image/jpeg', 'alexis-morgan'),
    );
    const second = await upload(
      form(new Uint8Array(await face(30)), 'IMG_4021.JPG', 'image/jpeg', 'jordan-lee'),
    );
    const paths = [
      ((await first.json()) as { path: string }).path,
      ((await second.json()) as { path: string }).path,
    ];
    expect(paths[0]).toMatch(/^src\/assets\/team\/alexis-morgan-[0-9a-f]{10}\.jpg$/);
    expect(paths[1]).toMatch(/^src\/assets\/team\/jordan-lee-[0-9a-f]{10}\.jpg$/);
    const [a, b] = await Promise.all(paths.map((stored) => store.read(stored)));
    expect(Buffer.from(a!.bytes).equals(Buffer.from(b!.bytes))).toBe(false);
    // The same file name without a person's name still gives two files: the hash tells them apart.
    const unnamed = await Promise.all(
      [90, 150].map(async (r) => {
        const res = await upload(form(new Uint8Array(await face(r)), 'IMG_4021.JPG', 'image/jpeg'));
        return ((await res.json()) as { path: string }).path;
      }),
    );
    expect(new Set(unnamed).size).toBe(2);
  });

  it('shrinks a large portrait and keeps JPEG as JPEG', async () => {
    const jpeg = new Uint8Array(await portrait(2400, 3000).jpeg().toBuffer());
    const res = await upload(form(jpeg, 'big.jpeg', 'image/jpeg'));
    expect(res.status).toBe(201);
    const { path: stored } = (await res.json()) as { path: string };
    expect(stored).toMatch(/^src\/assets\/team\/big-[0-9a-f]{10}\.jpg$/);
    const metadata = await sharp((await store.read(stored))!.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1280, height: 1600 });
  });

  it('answers 413 for 10 MB, by Content-Length, before reading the body', async () => {
    const big = new Uint8Array(10 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(form(big, 'huge.png'));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/2 MB/);
  });

  it('answers 413 for 10 MB sent without a length, counting as it streams', async () => {
    const data = new Response(form(new Uint8Array(10 * 1024 * 1024), 'huge.png'));
    const type = data.headers.get('Content-Type')!;
    const reader = data.body!.getReader();
    // A plain stream: no Content-Length for the limit to look at.
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        controller.enqueue(value);
      },
    });
    const res = await t.app.request(
      MEDIA,
      {
        method: 'POST',
        body: stream,
        headers: { Cookie: employee.cookie, Origin: TEST_SITE_URL, 'Content-Type': type },
        duplex: 'half',
      } as RequestInit,
      { ip: '203.0.113.10' },
    );
    expect(res.status).toBe(413);
    expect(await store.list('src/assets/team')).not.toContain('src/assets/team/huge.png');
  });

  it('answers 415 for a text file renamed .png, and for a PNG signature on garbage', async () => {
    const text = new TextEncoder().encode('name: not a picture\n'.repeat(50));
    expect((await upload(form(text, 'photo.png', 'image/png'))).status).toBe(415);
    const fake = new Uint8Array(4096);
    fake.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await upload(form(fake, 'photo.png', 'image/png'))).status).toBe(415);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect((await upload(form(svg, 'photo.svg', 'image/svg+xml'))).status).toBe(415);
  });

  it('answers 400 for a portrait too small to show', async () => {
    const tiny = new Uint8Array(await portrait(64, 64).png().toBuffer());
    const res = await upload(form(tiny, 'tiny.png'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/64×64/);
  });

  it('needs a session, a same-site Origin and a multipart body', async () => {
    const png = new Uint8Array(await portrait(300, 300).png().toBuffer());
    expect((await upload(form(png, 'a.png'), '')).status).toBe(401);
    const crossSite = await t.app.request(
      MEDIA,
      {
        method: 'POST',
        body: form(png, 'a.png'),
        headers: { Cookie: employee.cookie, Origin: 'https://evil.example' },
      },
      { ip: '203.0.113.10' },
    );
    expect(crossSite.status).toBe(403);
    const json = await upload(JSON.stringify({ file: 'x' }), employee.cookie, {
      'Content-Type': 'application/json',
    });
    expect(json.status).toBe(415);
    expect((await upload(new FormData())).status).toBe(400);
  });
});
