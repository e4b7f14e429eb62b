import { readFileSync, statSync } from 'node:fs';

/** What a deploy needs to know about one function zip. */
export interface FunctionZipFacts {
  bytes: number;
  /** PGlite (16 MB with its WebAssembly) is the local database only; Netlify never runs it. */
  holdsPglite: boolean;
  /** The production driver must be inside, or the function cannot reach Neon. */
  holdsNeonDriver: boolean;
}

/** The budget Netlify's deploys are checked against here (their own limit is far higher). */
export const FUNCTION_ZIP_BUDGET_BYTES = 5_000_000;

export function describeFunctionZip(zipPath: string): FunctionZipFacts {
  // File names sit uncompressed in a zip's headers, so the bytes list what the bundle holds.
  const listing = readFileSync(zipPath).toString('latin1');
  return {
    bytes: statSync(zipPath).size,
    holdsPglite: listing.includes('@electric-sql/pglite'),
    holdsNeonDriver: listing.includes('@neondatabase/serverless'),
  };
}
