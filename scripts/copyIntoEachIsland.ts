import path from 'node:path';
import type { Plugin } from 'vite';

const COPY = '?island=';

/**
 * Bundles `modules` (files, or folders ending in /) into every island that imports them, instead
 * of into a chunk those islands share: when the islands stand on different pages, a shared chunk
 * saves no download. List only modules whose island importers never meet on a page. Why and what
 * it holds: docs/design.md, "Byte budgets".
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
