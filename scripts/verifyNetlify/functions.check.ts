import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { describeFunctionZip, FUNCTION_ZIPS } from '../functionZip.ts';
import { extractZip } from './extractZip.ts';

// The function zips Netlify Build made: within their budgets (far under Netlify's limit), with
// the driver the functions use in production rather than the in-process PGlite that only local
// runs need, and the image library in the upload's function only.
test.for(Object.entries(FUNCTION_ZIPS))(
  '%s.zip within budget, no PGlite, the Neon driver inside, sharp only where uploads run',
  async ([name, expected], { annotate }) => {
    const zipPath = path.join(inject('functionsDir'), `${name}.zip`);
    expect(existsSync(zipPath), `no ${name}.zip in .netlify/functions`).toBe(true);
    const zip = describeFunctionZip(zipPath);
    expect(zip.bytes).toBeLessThan(expected.budgetBytes);
    expect(zip.holdsPglite, `${name}.zip holds PGlite`).toBe(false);
    expect(zip.holdsNeonDriver, `${name}.zip lacks @neondatabase/serverless`).toBe(true);
    expect(zip.holdsNodeBinary, `${name}.zip holds the node binary`).toBe(false);
    expect(zip.holdsImageLibrary, `${name}.zip: sharp's binding and libvips`).toEqual({
      binding: expected.imageLibrary,
      libvips: expected.imageLibrary,
    });
    await annotate(
      `${name}.zip ${(zip.bytes / 1_000_000).toFixed(2)} MB (budget ${expected.budgetBytes / 1_000_000} MB)` +
        (expected.imageLibrary ? ', with sharp and libvips' : ''),
    );
  },
);

/**
 * What teamPhoto.ts does on its first upload (`import('sharp')`, then encode), run by Node in the
 * unpacked zip alone: no node_modules above it, no NODE_PATH. So a binding without its libvips,
 * or a loader that needs a file nft left out, fails here instead of in production.
 */
const SHARP_PROBE = `
let sharp;
try {
  sharp = (await import('sharp')).default;
} catch (error) {
  console.log(JSON.stringify({ loaded: false, code: error.code }));
  process.exit(0);
}
const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#246' } }).png().toBuffer();
console.log(JSON.stringify({ loaded: true, vips: sharp.versions.vips, pngBytes: png.byteLength }));
`;

test.for(['api', 'content-media'])(
  '%s.zip unpacked alone: sharp encodes an image only in content-media',
  async (name, { annotate }) => {
    const folder = mkdtempSync(path.join(tmpdir(), `${name}-zip-`));
    try {
      extractZip(path.join(inject('functionsDir'), `${name}.zip`), folder);
      writeFileSync(path.join(folder, 'sharp-probe.mjs'), SHARP_PROBE);
      const output = execFileSync(process.execPath, ['sharp-probe.mjs'], {
        cwd: folder,
        env: { PATH: process.env.PATH },
        encoding: 'utf8',
      });
      const result = JSON.parse(output) as { loaded: boolean; vips?: string; code?: string };
      if (FUNCTION_ZIPS[name]!.imageLibrary) {
        expect(result, `sharp in ${name}.zip`).toMatchObject({ loaded: true });
        await annotate(`sharp loads from ${name}.zip alone, libvips ${result.vips}, PNG encoded`);
      } else {
        expect(result, `sharp in ${name}.zip`).toEqual({
          loaded: false,
          code: 'ERR_MODULE_NOT_FOUND',
        });
        await annotate(`no sharp in ${name}.zip (${result.code})`);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
