import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFunctionZip, FUNCTION_ZIP_BUDGET_BYTES } from './functionZip.ts';

interface NetlifyToml {
  build: { command: string };
  context: Record<string, { command?: string }>;
  functions: { directory: string; included_files?: string[] };
}
const toml = parse(readFileSync('netlify.toml', 'utf8')) as unknown as NetlifyToml;
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
  it('bundles each function under 5 MB and without PGlite', async () => {
    const results = await zipFunctions([toml.functions.directory], out, {
      basePath: process.cwd(),
      repositoryRoot: process.cwd(),
      config: { '*': { includedFiles: toml.functions.included_files } },
    });
    expect(results.map((r) => r.name).sort()).toEqual(['api', 'deliver-mail', 'overdue-digest']);
    for (const result of results) {
      const zip = describeFunctionZip(result.path);
      expect(zip.holdsPglite, result.name).toBe(false);
      expect(zip.holdsNeonDriver, result.name).toBe(true);
      expect(zip.bytes, result.name).toBeLessThan(FUNCTION_ZIP_BUDGET_BYTES);
    }
  }, 300_000);
});
