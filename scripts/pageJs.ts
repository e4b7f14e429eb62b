import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzipped JavaScript a built page loads before any interaction: the scripts and island modules the
 * HTML names, plus every module those import statically (dynamic imports load later, on demand),
 * and the inline scripts that run. Read from dist/, no browser (the browser tests count the same).
 */
export interface PageJs {
  /** `/_astro/…js` URL to its gzipped bytes. */
  chunks: Map<string, number>;
  /** Inline scripts that run; JSON-LD blocks are data, not JavaScript. */
  inlineBytes: number;
}

const ASSET = /\/_astro\/[\w.-]+\.js/g;
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[\w.-]+\.js)["']/g;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

export const gzipBytes = (body: string | Buffer) => gzipSync(body, { level: 9 }).length;

/** `htmlFile` relative to `dist`, e.g. `contact.html`. */
export function pageJs(dist: string, htmlFile: string): PageJs {
  const html = readFileSync(path.join(dist, htmlFile), 'utf8');
  const chunks = new Map<string, number>();
  const visit = (url: string) => {
    if (chunks.has(url)) return;
    const source = readFileSync(path.join(dist, url));
    chunks.set(url, gzipBytes(source));
    for (const match of source.toString('utf8').matchAll(STATIC_IMPORT)) {
      visit(path.posix.join(path.posix.dirname(url), match[1]!));
    }
  };
  for (const match of html.matchAll(ASSET)) visit(match[0]);
  let inlineBytes = 0;
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (!/application\/ld\+json/.test(match[1]!)) inlineBytes += gzipBytes(match[2]!);
  }
  return { chunks, inlineBytes };
}

/** The route a built HTML file serves: `index.html` → `/`, `es/book/manage.html` → `/es/book/manage`. */
export function routeOf(htmlFile: string): string {
  const route = `/${htmlFile.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}
