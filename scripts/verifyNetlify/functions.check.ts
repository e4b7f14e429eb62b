import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { describeFunctionZip, FUNCTION_ZIPS } from '../functionZip.ts';

// The function zips `netlify build` made: within their budgets (far under Netlify's limit), with
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
