import { readFileSync, statSync } from 'node:fs';

/** What a deploy needs to know about one function zip. */
export interface FunctionZipFacts {
  bytes: number;
  /** PGlite (16 MB with its WebAssembly) is the local database only; Netlify never runs it. */
  holdsPglite: boolean;
  /** The production driver must be inside, or the function cannot reach Neon. */
  holdsNeonDriver: boolean;
  /**
   * sharp's native binding and the libvips it links, for Netlify's Linux x64: both, or photo
   * uploads fail when sharp loads (the binding finds libvips beside it, not through nft).
   */
  holdsImageLibrary: { binding: boolean; libvips: boolean };
  /** The 127 MB binary of the `node` dev dependency, which nft reaches through sharp's loader. */
  holdsNodeBinary: boolean;
}

/**
 * The functions in netlify/functions and what each zip may weigh and must hold. The budgets are
 * ours; Netlify's limit is 50 MB zipped (250 MB unzipped) per function. Only content-media carries
 * the image library (netlify.toml): 8.7 MB of its 13.7 MB is libvips. The API (and content-media,
 * the same app) also carries Astro's own Markdown parser, satteri, with its native Linux binding
 * (4 MB) and Prism (3.8 MB, unused with highlighting off but reached by its renderer): the content
 * editor checks and previews page text with exactly the parser the build uses (issue 37). Moving
 * that check into content-media alone, or onto satteri's WASM build, would bring the API back
 * under 5 MB.
 */
export const FUNCTION_ZIPS: Record<string, { budgetBytes: number; imageLibrary: boolean }> = {
  api: { budgetBytes: 11_000_000, imageLibrary: false },
  'content-media': { budgetBytes: 21_000_000, imageLibrary: true },
  'deliver-mail': { budgetBytes: 5_000_000, imageLibrary: false },
  'overdue-digest': { budgetBytes: 5_000_000, imageLibrary: false },
};

export function describeFunctionZip(zipPath: string): FunctionZipFacts {
  // File names sit uncompressed in a zip's headers, so the bytes list what the bundle holds.
  const listing = readFileSync(zipPath).toString('latin1');
  return {
    bytes: statSync(zipPath).size,
    holdsPglite: listing.includes('@electric-sql/pglite'),
    holdsNeonDriver: listing.includes('@neondatabase/serverless'),
    holdsImageLibrary: {
      binding: /node_modules\/@img\/sharp-linux-x64\/lib\/sharp-linux-x64-[\d.]+\.node/.test(
        listing,
      ),
      libvips: /node_modules\/@img\/sharp-libvips-linux-x64\/lib\/libvips-cpp\.so/.test(listing),
    },
    holdsNodeBinary: listing.includes('node_modules/node/bin/node'),
  };
}
