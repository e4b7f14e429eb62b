import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Node's own loader (type stripping, no bundler) runs the API in `npm run dev`'s hook and under
 * `netlify dev`: it refuses a relative import without its extension, where Vite and tsx guess one.
 * Each entry it may run is loaded here by `node` itself, so such an import fails a test, not a
 * developer's `npm run dev` (887e342, ce2fd34, 070aeda). ESLint's local/relative-import-extension
 * names the import; this proves the whole graph loads.
 */
const ENTRIES = [
  'src/server/app.ts',
  'src/server/netlifyApi.ts',
  'scripts/localRuntime.ts',
  'scripts/devApi.ts',
];

const run = promisify(execFile);

describe("the API's entry points under Node's own loader", () => {
  it.each(ENTRIES)('%s loads', async (entry) => {
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', `await import('./${entry}'); console.log('loaded');`],
      { env: { ...process.env, NODE_NO_WARNINGS: '1' }, timeout: 60_000 },
    ).catch((error: { stderr?: string }) => ({ stdout: String(error.stderr).slice(0, 500) }));
    expect(stdout.trim()).toBe('loaded');
  });
});
