import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_SIDE, prepareTeamPhoto, TeamPhotoError } from './teamPhoto.ts';

/** A tiny PNG that claims a canvas of width × height: its header and one row of pixels. */
function hugeCanvasPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Security probe 4, I19: a 20,000² PNG was refused as "starts like a PNG but is not one".
describe('a photo over the pixel limit', () => {
  it.each([
    [20_000, 20_000],
    [100_000, 100_000],
  ])('%i×%i is refused with its size and the real limit', async (width, height) => {
    const refusal = await prepareTeamPhoto(hugeCanvasPng(width, height)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(TeamPhotoError);
    expect((refusal as TeamPhotoError).status).toBe(400);
    expect((refusal as TeamPhotoError).message).toBe(
      `The photo is ${width}×${height} pixels; it must be at least 200 and at most ${MAX_PHOTO_SIDE} on each side`,
    );
  });
});
