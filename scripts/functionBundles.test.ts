import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFunctionZip, FUNCTION_ZIPS } from './functionZip.ts';

interface FunctionSettings {
  included_files?: string[];
}
interface NetlifyToml {
  build: { command: string };
  context: Record<string, { command?: string }>;
  /** Settings for every function, and a table per function name (`[functions.api]`). */
  functions: { directory: string } & FunctionSettings & Record<string, unknown>;
}
const toml = parse(readFileSync('netlify.toml', 'utf8')) as unknown as NetlifyToml;

/**
 * netlify.toml's [functions] as Netlify hands it to zip-it-and-ship-it (@netlify/config): the
 * top-level settings under "*", each table under its function's name; zip-it-and-ship-it then
 * concatenates the lists of every entry matching a function.
 */
function zipConfig() {
  const { directory: _directory, included_files, ...perFunction } = toml.functions;
  const entries = Object.entries(perFunction).map(([name, settings]) => [
    name,
    { includedFiles: (settings as FunctionSettings).included_files },
  ]);
  return { '*': { includedFiles: included_files }, ...Object.fromEntries(entries) };
}
const MEDIA_PATH = '/api/admin/content/media';
const out = mkdtempSync(path.join(tmpdir(), 'function-zips-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('netlify.toml', () => {
  it('migrates in production builds only, never from a deploy preview or branch deploy', () => {
    expect(toml.build.command).toMatch(/npm run db:migrate && npm run build/);
    for (const context of ['deploy-preview', 'branch-deploy']) {
      expect(toml.context[context]?.command).toBe('npm run build');
    }
  });

  // Netlify's own bundler (zip-it-and-ship-it, nft for v2 functions) with the [functions] settings.
  it('bundles each function within its budget, without PGlite; only content-media with sharp', async () => {
    const results = await zipFunctions([toml.functions.directory], out, {
      basePath: process.cwd(),
      repositoryRoot: process.cwd(),
      config: zipConfig(),
    });
    expect(results.map((r) => r.name).sort()).toEqual(Object.keys(FUNCTION_ZIPS).sort());
    for (const result of results) {
      const expected = FUNCTION_ZIPS[result.name]!;
      const zip = describeFunctionZip(result.path);
      expect(zip.holdsPglite, result.name).toBe(false);
      expect(zip.holdsNeonDriver, result.name).toBe(true);
      expect(zip.holdsNodeBinary, result.name).toBe(false);
      expect(zip.holdsImageLibrary, result.name).toEqual({
        binding: expected.imageLibrary,
        libvips: expected.imageLibrary,
      });
      expect(zip.bytes, result.name).toBeLessThan(expected.budgetBytes);
    }
    // One function per path: Netlify documents no order between two functions matching one path
    // (netlify dev takes the first it loaded), so api steps aside for the upload.
    const routes = (name: string) => results.find((r) => r.name === name);
    expect(routes('content-media')?.routes?.map((r) => r.pattern)).toEqual([MEDIA_PATH]);
    expect(routes('api')?.excludedRoutes?.map((r) => r.pattern)).toEqual([MEDIA_PATH]);
  }, 300_000);
});
