import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';
import { afterAll, describe, expect, it } from 'vitest';

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
      // File names sit uncompressed in a zip's headers, so the bytes list what the bundle holds.
      const listing = readFileSync(result.path).toString('latin1');
      expect(listing, result.name).not.toMatch(/@electric-sql\/pglite/);
      expect(listing, result.name).toMatch(/@neondatabase\/serverless/);
      expect(statSync(result.path).size, result.name).toBeLessThan(5_000_000);
    }
  }, 300_000);
});
