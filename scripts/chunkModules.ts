import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Written by every client build; read by `npm run size` (scripts/jsReport.ts). */
export const CHUNK_MODULES_FILE = path.join('.data', 'chunk-modules.json');

export interface ChunkModule {
  /** Path from the repository root, with any `?island=` tag (scripts/copyIntoEachIsland.ts). */
  id: string;
  /** Bytes of this module's code in the chunk, after tree-shaking and before minifying. */
  renderedLength: number;
  /** The modules that import it statically: the import to look at when it is new. */
  importers: string[];
}

/** File name in dist/_astro (e.g. `ConsultationForm.D5SBgrbn.js`) to the modules bundled into it. */
export type ChunkModules = Record<string, ChunkModule[]>;

/**
 * Records which modules each browser chunk holds, so the size report can say which import grew a
 * chunk (docs/design.md, "Byte budgets"). Client build only; nothing is added to dist/.
 */
export function chunkModules(): Plugin {
  const root = process.cwd();
  const relative = (id: string) =>
    path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/');
  return {
    name: 'chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[path.basename(output.fileName)] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => ({
            id: relative(id),
            renderedLength: module.renderedLength,
            importers: (this.getModuleInfo(id)?.importers ?? []).map(relative),
          }));
      }
      mkdirSync(path.dirname(CHUNK_MODULES_FILE), { recursive: true });
      writeFileSync(CHUNK_MODULES_FILE, JSON.stringify(chunks));
    },
  };
}
