import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { describeFunctionZip, FUNCTION_ZIP_BUDGET_BYTES } from '../functionZip.ts';

// The function zips `netlify build` made: within Netlify's size limit, and with the driver the
// functions use in production rather than the in-process PGlite that only local runs need.
test.for(['api', 'deliver-mail', 'overdue-digest'])(
  '%s.zip under 5 MB, no PGlite, the Neon driver inside',
  async (name, { annotate }) => {
    const zipPath = path.join(inject('functionsDir'), `${name}.zip`);
    expect(existsSync(zipPath), `no ${name}.zip in .netlify/functions`).toBe(true);
    const zip = describeFunctionZip(zipPath);
    expect(zip.bytes).toBeLessThan(FUNCTION_ZIP_BUDGET_BYTES);
    expect(zip.holdsPglite, `${name}.zip holds PGlite`).toBe(false);
    expect(zip.holdsNeonDriver, `${name}.zip lacks @neondatabase/serverless`).toBe(true);
    await annotate(`${name}.zip ${(zip.bytes / 1_000_000).toFixed(2)} MB`);
  },
);
