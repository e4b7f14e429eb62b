import { readFileSync } from 'node:fs';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { FUNCTION_ZIPS } from './functionZip.ts';

/**
 * The fast half of the function checks: what netlify.toml and the functions' own config say. What
 * the bundles hold and weigh is checked once, on the zips a real Netlify Build makes
 * (scripts/verifyNetlify/functions.check.ts, `npm run verify:netlify`).
 */
interface NetlifyToml {
  build: { command: string };
  context: Record<string, { command?: string }>;
  functions: { directory: string };
}
const toml = parse(readFileSync('netlify.toml', 'utf8')) as unknown as NetlifyToml;
const MEDIA_PATH = '/api/admin/content/media';

describe('netlify.toml', () => {
  it('migrates in production builds only, never from a deploy preview or branch deploy', () => {
    expect(toml.build.command).toMatch(/npm run db:migrate && npm run build/);
    for (const context of ['deploy-preview', 'branch-deploy']) {
      expect(toml.context[context]?.command).toBe('npm run build');
    }
  });
});

describe('netlify/functions, as Netlify lists them (in-source config, no bundling)', () => {
  it('holds exactly the functions with a budget, one function per path', async () => {
    const functions = await listFunctions([toml.functions.directory], { parseISC: true });
    expect(functions.map((f) => f.name).sort()).toEqual(Object.keys(FUNCTION_ZIPS).sort());
    // One function per path: Netlify documents no order between two functions matching one path
    // (netlify dev takes the first it loaded), so api steps aside for the upload.
    const listed = (name: string) => functions.find((f) => f.name === name);
    expect(listed('content-media')?.routes?.map((r) => r.pattern)).toEqual([MEDIA_PATH]);
    expect(listed('api')?.excludedRoutes?.map((r) => r.pattern)).toEqual([MEDIA_PATH]);
  });
});
