import path from 'node:path';
import type { Plugin } from 'vite';

const COPY = '?island=';

/**
 * Bundles `modules` (files, or folders ending in /) into every island that imports them, instead
 * of into a chunk those islands share. When the islands stand on different pages, a shared chunk
 * saves no download: it costs each page another file and worse compression. (Islands that share a
 * page would download each copy: list only modules whose island importers never meet.) The small
 * helpers the public forms share with the admin SPA (fill time, lazy resolver) were such chunks,
 * costing /contact and /book more in file overhead than their code (/contact has a 90 KB budget).
 * The contact form and the booking page also share their fields, spam checks and submit button as
 * one source (components/islands/publicForm/) without a shared chunk: as one, it cost each page
 * about 1.1 KB gzipped.
 *
 * Only imports from `islands` (and from the copies) are redirected: each importing island file gets
 * its own copy, tagged with its name, and a copy's own imports keep the tag, so one island carries
 * one copy. Every other importer (the admin SPA, the server) imports the module as it is.
 * Client build only: the server renders the same source, copies or not.
 */
export function copyIntoEachIsland({
  islands,
  modules,
}: {
  islands: string;
  modules: string[];
}): Plugin {
  const islandRoot = path.resolve(islands) + path.sep;
  const copied = modules.map((module) =>
    module.endsWith('/') ? path.resolve(module) + path.sep : path.resolve(module),
  );
  const isCopied = (id: string) =>
    copied.some((module) => (module.endsWith(path.sep) ? id.startsWith(module) : id === module));
  return {
    name: 'copy-into-each-island',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      const [importerFile, importerTag] = importer.split(COPY) as [string, string | undefined];
      if (!importerTag && !importerFile.startsWith(islandRoot)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isCopied(resolved.id)) return null;
      const tag = importerTag ?? path.basename(importerFile).replace(/\W/g, '_');
      return `${resolved.id}${COPY}${tag}`;
    },
  };
}
