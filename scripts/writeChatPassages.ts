import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentKnowledge } from '../src/server/chat/composeSiteKnowledge.ts';
import { GENERATED_MODULE, renderContentPassagesModule } from './chatContentPassages.ts';

/**
 * Writes src/server/chat/generated/contentPassages.ts, the chat assistant's passages from src/content.
 * The module is generated, never committed (.gitignore): a committed copy went stale with every
 * editor's publish on the git host and turned `npm test` red until a developer regenerated it.
 * Whatever imports it gets it fresh: `npm run build` (buildChatKnowledge.ts), `npm run dev`,
 * `npm start`, `npm run check` (their pre-steps), vitest (its global setup) and Playwright's server. Written to a temporary file and renamed, so a reader never sees half of it.
 */
export async function writeContentPassagesModule(
  root = process.cwd(),
  content?: ContentKnowledge,
): Promise<void> {
  const target = path.join(root, GENERATED_MODULE);
  const source = await renderContentPassagesModule(root, content);
  // Unchanged, it is left alone: a new mtime would make `npm start` (scripts/buildIfStale.ts) see
  // the sources as newer than the site and rebuild it on every start.
  if ((await readFile(target, 'utf8').catch(() => undefined)) === source) return;
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, source);
  await rename(temporary, target);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeContentPassagesModule();
}
