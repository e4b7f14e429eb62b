import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Writes `file.br` and `file.gz` beside every text file in dist/, at the highest levels, once per
 * build; the local server's serveStatic (`precompressed: true`) sends them instead of compressing on
 * each request. Netlify compresses on its own and ignores them. Not sw.js: it is revalidated on every
 * check and e2e/service-worker.spec.ts rewrites it to simulate a release, so it stays compressed
 * per request from the file as it is. Netlify builds skip this (scripts/postbuild.ts).
 */
const TEXT = /\.(html|css|js|mjs|json|webmanifest|xml|txt|svg)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && TEXT.test(e.name) && !(e.name === 'sw.js' && e.parentPath === dir))
    .map((e) => path.join(e.parentPath, e.name));
  for (const file of files) {
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }
  return files.length;
}
